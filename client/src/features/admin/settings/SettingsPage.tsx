import { Box } from '@chakra-ui/react';
import { BackupTab } from '../backups/BackupTab';

// TEMPORARY (not committed): renders the backup tab alone for the backups helper's e2e and screenshots.
export default function SettingsPage() {
  return (
    <Box p="4">
      <BackupTab />
    </Box>
  );
}
