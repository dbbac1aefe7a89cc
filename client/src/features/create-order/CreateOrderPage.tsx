import { PlannedPage } from '../placeholder/PlannedPage';

export default function CreateOrderPage() {
  return <PlannedPage title="common.planned.createOrder.title" description="common.planned.createOrder.text" />;
}
