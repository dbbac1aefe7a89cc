import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Currency, OrderStatus, PaymentMethod } from '../../../../gql/graphql';
import { notify } from '../../../../components/toaster';
import { requestFromServer, saveFile } from '../../../../lib/transfer';

export const EXPORT_URL = '/api/v1/admin/orders/export';

/** What the payments sheet holds: office days of payment (YYYY-MM-DD, both included), one method, one currency. */
export type PaymentSheetFilter = { paidFrom?: string; paidTo?: string; method?: PaymentMethod; currency?: Currency };

/** The export's address for a tab and a search (the list's own filters, every page) and the payments sheet's filter. */
export function exportUrl(status: OrderStatus | null, search: string, payments: PaymentSheetFilter = {}) {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (search) query.set('search', search);
  if (payments.paidFrom) query.set('paid_from', payments.paidFrom);
  if (payments.paidTo) query.set('paid_to', payments.paidTo);
  if (payments.method) query.set('method', payments.method);
  if (payments.currency) query.set('currency', payments.currency);
  const text = query.toString();
  return text ? `${EXPORT_URL}?${text}` : EXPORT_URL;
}

const fileNameOf = (response: Response, fallback: string) => {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  return encoded ? decodeURIComponent(encoded) : fallback;
};

/**
 * Downloads the streamed `.xlsx` of the current tab and search, counting the bytes received as they arrive (the
 * server does not know the size in advance), then saves it.
 */
export function useOrdersExport() {
  const intl = useIntl();
  const [received, setReceived] = useState<number | null>(null);

  const start = useCallback(
    async (status: OrderStatus | null, search: string, payments: PaymentSheetFilter = {}) => {
      setReceived(0);
      try {
        const response = await requestFromServer(exportUrl(status, search, payments));
        const chunks: Uint8Array<ArrayBuffer>[] = [];
        let total = 0;
        const reader = response.body?.getReader();
        if (reader) {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            chunks.push(value as Uint8Array<ArrayBuffer>);
            total += value.byteLength;
            setReceived(total);
          }
        }
        const blob = reader
          ? new Blob(chunks, { type: response.headers.get('Content-Type') ?? undefined })
          : await response.blob();
        saveFile(blob, fileNameOf(response, 'orders.xlsx'));
        notify.success(intl.formatMessage({ id: 'adminOrders.export.done' }));
      } catch {
        notify.error(intl.formatMessage({ id: 'adminOrders.export.failed' }));
      } finally {
        setReceived(null);
      }
    },
    [intl],
  );

  return { start, exporting: received !== null, received: received ?? 0 };
}
