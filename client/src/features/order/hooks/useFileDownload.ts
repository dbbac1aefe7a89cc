import { useCallback, useState } from 'react';
import { downloadFile } from '../../../lib/transfer';

/** Downloads a signed-in file (an attachment, the receipt, the invoice); `busy` names what is being fetched. */
export function useFileDownload(onError: (error: unknown) => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const download = useCallback(
    async (url: string, fileName: string) => {
      setBusy(url);
      try {
        await downloadFile(url, fileName);
      } catch (error) {
        onError(error);
      } finally {
        setBusy(null);
      }
    },
    [onError],
  );
  return { download, busy };
}
