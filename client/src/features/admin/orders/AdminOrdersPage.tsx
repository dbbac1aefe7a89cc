import { PlannedPage } from '../../placeholder/PlannedPage';

export default function AdminOrdersPage() {
  return <PlannedPage title="common.planned.admin.orders.title" description="common.planned.admin.orders.text" />;
}
