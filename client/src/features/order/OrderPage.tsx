import { PlannedPage } from '../placeholder/PlannedPage';

export default function OrderPage() {
  return <PlannedPage title="common.planned.order.title" description="common.planned.order.text" />;
}
