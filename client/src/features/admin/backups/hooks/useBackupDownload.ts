import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notify } from '../../../../components/toaster';
import { errorMessage } from '../../../../lib/errors';
import { downloadFile } from '../../../../lib/transfer';

/** Saves a backup's archive under its own name; a failure ends in an error toast. */
export function useBackupDownload() {
  const intl = useIntl();
  const [downloading, setDownloading] = useState(false);
  const download = async (id: number, fileName: string) => {
    setDownloading(true);
    try {
      await downloadFile(`/api/v1/admin/backups/${id}/download`, fileName);
    } catch (error) {
      notify.error(errorMessage(error, intl.formatMessage({ id: 'backups.downloadFailed' })));
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}
