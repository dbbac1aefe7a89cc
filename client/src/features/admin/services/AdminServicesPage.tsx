import { PlannedPage } from '../../placeholder/PlannedPage';

export default function AdminServicesPage() {
  return <PlannedPage title="common.planned.admin.services.title" description="common.planned.admin.services.text" />;
}
