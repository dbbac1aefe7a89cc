/** The settings page's backup tab: create, list, download, delete and restore backups. */
export function BackupTab() {
  return null;
}
