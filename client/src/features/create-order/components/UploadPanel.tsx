import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, RotateCcw } from 'lucide-react';
import { useFormat } from '../../../lib/format';
import { UploadProgress } from '../../../components/UploadProgress';
import { fileFraction, overallFraction, type UploadItem } from '../hooks/useOrderUploads';
import { kilobytes } from '../service-text';

type Props = { items: UploadItem[]; onRetry: (key: string) => void; onOpenOrder: () => void };

/** The placed order's attachments on their way: bytes sent per file and overall; a failed file offers a retry. */
export function UploadPanel({ items, onRetry, onOpenOrder }: Props) {
  const intl = useIntl();
  const format = useFormat();
  const kb = (bytes: number) => format.number(kilobytes(bytes));
  const sentKb = (bytes: number) => format.number(Math.round(bytes / 1024));
  const totalBytes = items.reduce((sum, item) => sum + item.file.size, 0);
  const overall = overallFraction(items);
  const failed = items.some((item) => item.status === 'failed');
  const busy = items.some((item) => item.status === 'sending' || item.status === 'waiting');
  return (
    <Stack gap="4" data-testid="upload-panel">
      <Heading as="h3" size="sm">
        <FormattedMessage id="createOrder.upload.title" />
      </Heading>
      <UploadProgress
        label={intl.formatMessage(
          { id: 'createOrder.upload.overall' },
          { sent: sentKb(overall * totalBytes), total: kb(totalBytes) },
        )}
        fraction={overall}
      />
      {items.map((item) => (
        <Box key={item.key} borderWidth="1px" rounded="md" p="3" bg="white">
          {item.status === 'done' ? (
            <HStack color="green.700" gap="2">
              <CircleCheck size={16} aria-hidden />
              <Text dir="auto" overflowWrap="anywhere">
                <FormattedMessage id="createOrder.upload.done" values={{ name: item.file.name }} />
              </Text>
            </HStack>
          ) : item.status === 'failed' ? (
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text color="red.700" dir="auto" overflowWrap="anywhere" role="alert">
                <FormattedMessage id="createOrder.upload.failed" values={{ name: item.file.name }} />
                {item.error ? ` — ${item.error}` : ''}
              </Text>
              <Button
                size="sm"
                variant="outline"
                colorPalette="brand"
                onClick={() => onRetry(item.key)}
                aria-label={intl.formatMessage({ id: 'createOrder.upload.retry' }, { name: item.file.name })}
              >
                <RotateCcw aria-hidden /> <FormattedMessage id="common.retry" />
              </Button>
            </HStack>
          ) : (
            <UploadProgress
              label={intl.formatMessage(
                { id: 'createOrder.upload.file' },
                { name: item.file.name, sent: sentKb(fileFraction(item) * item.file.size), total: kb(item.file.size) },
              )}
              fraction={fileFraction(item)}
            />
          )}
        </Box>
      ))}
      {failed && !busy && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Description>
              <FormattedMessage id="createOrder.upload.placed" />
            </Alert.Description>
            <Button size="sm" colorPalette="brand" alignSelf="start" onClick={onOpenOrder}>
              <FormattedMessage id="createOrder.upload.openOrder" />
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
