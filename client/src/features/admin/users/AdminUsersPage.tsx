import { PlannedPage } from '../../placeholder/PlannedPage';

export default function AdminUsersPage() {
  return <PlannedPage title="common.planned.admin.users.title" description="common.planned.admin.users.text" />;
}
