import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { notify } from '../../../components/toaster';

/** The server's `{ detail }` text of a refused download, when it sent one. */
async function detailOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { detail?: unknown };
    return typeof body.detail === 'string' ? body.detail : null;
  } catch {
    return null;
  }
}

/** Saves a file the browser fetched as if the user had clicked a download link. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Downloads an order's invoice PDF from its public address; a refusal or a failure ends in an error toast. */
export function useInvoiceDownload() {
  const intl = useIntl();
  const [downloading, setDownloading] = useState(false);

  const download = useCallback(
    async (invoiceUrl: string, trackingNumber: string) => {
      setDownloading(true);
      try {
        const response = await fetch(invoiceUrl);
        if (response.status === 429) {
          notify.error((await detailOf(response)) ?? intl.formatMessage({ id: 'track.invoice.rateLimited' }));
          return;
        }
        if (!response.ok) throw new Error(`invoice ${response.status}`);
        save(await response.blob(), `invoice-${trackingNumber}.pdf`);
      } catch {
        notify.error(intl.formatMessage({ id: 'track.invoice.failed' }));
      } finally {
        setDownloading(false);
      }
    },
    [intl],
  );

  return { download, downloading };
}
