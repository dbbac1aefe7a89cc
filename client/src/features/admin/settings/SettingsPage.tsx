import { PlannedPage } from '../../placeholder/PlannedPage';

export default function SettingsPage() {
  return <PlannedPage title="common.planned.admin.settings.title" description="common.planned.admin.settings.text" />;
}
