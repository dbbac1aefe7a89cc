import { BackupTab } from '../features/admin/backups/BackupTab';
import SettingsPage from '../features/admin/settings/SettingsPage';

/** The settings page with the backups feature in its backup tab: the shell puts the two features together. */
export default function SettingsScreen() {
  return <SettingsPage backups={<BackupTab />} />;
}
