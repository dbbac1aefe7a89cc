import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@chakra-ui/react';
import { FileSpreadsheet } from 'lucide-react';
import type { OrderStatus } from '../../../../gql/graphql';
import { useOrdersExport } from '../hooks/useOrdersExport';

/** Bytes as "120 kB" or "1.4 MB" in the interface language. */
export function useByteSize() {
  const intl = useIntl();
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? intl.formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : intl.formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
}

/** Exports the current tab and search to Excel, showing the bytes received while it downloads. */
export function ExportButton({ status, search }: { status: OrderStatus | null; search: string }) {
  const { start, exporting, received } = useOrdersExport();
  const size = useByteSize();
  return (
    <Button
      variant="outline"
      colorPalette="green"
      bg="white"
      onClick={() => void start(status, search)}
      disabled={exporting}
      aria-busy={exporting}
    >
      <FileSpreadsheet aria-hidden />
      <span aria-live="polite">
        {exporting ? (
          <FormattedMessage id="adminOrders.export.progress" values={{ size: size(received) }} />
        ) : (
          <FormattedMessage id="adminOrders.export.button" />
        )}
      </span>
    </Button>
  );
}
