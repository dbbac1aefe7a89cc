import { PlannedPage } from '../placeholder/PlannedPage';

export default function ProfilePage() {
  return <PlannedPage title="common.planned.profile.title" description="common.planned.profile.text" />;
}
