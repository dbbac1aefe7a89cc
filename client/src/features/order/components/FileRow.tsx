import { useIntl } from 'react-intl';
import { Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { Download, FileText, Image, Trash2 } from 'lucide-react';
import { getFragmentData, type FragmentType } from '../../../gql';
import { useFormat } from '../../../lib/format';
import { OrderFileRowFragment } from '../../../lib/order-file-row';
import { PART_SEPARATOR } from '../../../lib/separator';

type Props = {
  file: FragmentType<typeof OrderFileRowFragment>;
  /** The address being downloaded right now, if any. */
  busyUrl: string | null;
  onDownload: (url: string, name: string) => void;
  /** Present only when the file may be removed. */
  onRemove?: (id: number, name: string) => void;
  removing?: boolean;
  /** A version the office refused: its name is struck through (a fade would fail the contrast minimum). */
  struckOut?: boolean;
};

/** A stored file: its name, size and date, a download button and, while allowed, a remove button. */
export function FileRow({ file: ref, busyUrl, onDownload, onRemove, removing, struckOut }: Props) {
  const file = getFragmentData(OrderFileRowFragment, ref);
  const intl = useIntl();
  const format = useFormat();
  const size =
    file.sizeBytes >= 1024 * 1024
      ? intl.formatNumber(file.sizeBytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : intl.formatNumber(Math.max(1, Math.round(file.sizeBytes / 1024)), { style: 'unit', unit: 'kilobyte' });
  const Icon = file.mimeType.startsWith('image/') ? Image : FileText;
  return (
    <HStack
      as="li"
      gap="3"
      py="2"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid={`file-${file.id}`}
    >
      <Box color="brand.600" flexShrink={0}>
        <Icon size={20} aria-hidden />
      </Box>
      <Box flex="1" minW="0">
        <Text
          as="bdi"
          dir="auto"
          display="block"
          fontWeight="medium"
          wordBreak="break-all"
          textDecoration={struckOut ? 'line-through' : undefined}
        >
          {file.originalName}
        </Text>
        <Text fontSize="xs" color="gray.600">
          <bdi>{size}</bdi>
          {PART_SEPARATOR}
          <time dateTime={file.createdAt}>{format.date(file.createdAt)}</time>
        </Text>
      </Box>
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="brand"
        loading={busyUrl === file.downloadUrl}
        aria-label={intl.formatMessage({ id: 'order.files.download' }, { name: file.originalName })}
        onClick={() => onDownload(file.downloadUrl, file.originalName)}
      >
        <Download aria-hidden />
      </IconButton>
      {onRemove && (
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          loading={removing}
          aria-label={intl.formatMessage({ id: 'order.files.remove' }, { name: file.originalName })}
          onClick={() => onRemove(file.id, file.originalName)}
        >
          <Trash2 aria-hidden />
        </IconButton>
      )}
    </HStack>
  );
}
