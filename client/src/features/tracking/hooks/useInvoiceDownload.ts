import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { notify } from '../../../components/toaster';
import { downloadFile, TransferError } from '../../../lib/transfer';

/** Downloads an order's invoice PDF from its public address; a refusal or a failure ends in an error toast. */
export function useInvoiceDownload() {
  const intl = useIntl();
  const [downloading, setDownloading] = useState(false);

  const download = useCallback(
    async (invoiceUrl: string, trackingNumber: string) => {
      setDownloading(true);
      try {
        await downloadFile(invoiceUrl, `invoice-${trackingNumber}.pdf`, { signedIn: false });
      } catch (error) {
        const limited = error instanceof TransferError && error.status === 429;
        notify.error(
          (limited && error.detail) ||
            intl.formatMessage({ id: limited ? 'track.invoice.rateLimited' : 'track.invoice.failed' }),
        );
      } finally {
        setDownloading(false);
      }
    },
    [intl],
  );

  return { download, downloading };
}
