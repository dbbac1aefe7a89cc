import { PlannedPage } from '../../placeholder/PlannedPage';

export default function DashboardPage() {
  return <PlannedPage title="common.planned.admin.dashboard.title" description="common.planned.admin.dashboard.text" />;
}
