import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Download, RotateCcw, Trash2 } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import { useFormat } from '../../../../lib/format';
import { formatSize } from '../size';

export const BackupRowFragment = graphql(`
  fragment BackupRow on Backup {
    id
    fileName
    sizeBytes
    status
    failureReason
    trigger
    createdAt
  }
`);

const STATUS_PALETTE = { running: 'blue', completed: 'green', failed: 'red' } as const;

type Props = {
  backup: FragmentType<typeof BackupRowFragment>;
  busy: boolean;
  onDownload(id: number, fileName: string): void;
  onRestore(id: number, date: string): void;
  onDelete(id: number, date: string): void;
};

/** One backup: when it was made, its size, what made it, where it stands and why it failed, with its actions. */
export function BackupRow({ backup: masked, busy, onDownload, onRestore, onDelete }: Props) {
  const backup = getFragmentData(BackupRowFragment, masked);
  const intl = useIntl();
  const { adminDate } = useFormat();
  const date = adminDate(backup.createdAt as string);
  const completed = backup.status === 'completed';
  const label = (id: string) => intl.formatMessage({ id }, { date });
  return (
    <Flex
      as="li"
      wrap="wrap"
      gap="3"
      align="center"
      justify="space-between"
      py="3"
      px="4"
      borderWidth="1px"
      rounded="md"
      bg="white"
    >
      <Stack gap="1" minW="0">
        <Text fontWeight="semibold">
          <bdi>{date}</bdi>
        </Text>
        <HStack gap="2" wrap="wrap" fontSize="sm" color="gray.600">
          {backup.sizeBytes != null && (
            <Text>
              <FormattedMessage id="backups.size" />: <bdi dir="ltr">{formatSize(intl, backup.sizeBytes)}</bdi>
            </Text>
          )}
          <Badge variant="outline">
            <FormattedMessage id={`backups.trigger.${backup.trigger}`} />
          </Badge>
          <Badge colorPalette={STATUS_PALETTE[backup.status]}>
            <FormattedMessage id={`backups.status.${backup.status}`} />
          </Badge>
        </HStack>
        {backup.status === 'failed' && backup.failureReason && (
          <Text fontSize="sm" color="red.700">
            <FormattedMessage id="backups.failedBecause" />:{' '}
            <FormattedMessage id={`backups.reason.${backup.failureReason}`} />
          </Text>
        )}
      </Stack>
      <HStack gap="1">
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={label('backups.downloadOf')}
          title={label('backups.downloadOf')}
          disabled={!completed || busy}
          onClick={() => onDownload(backup.id, backup.fileName)}
        >
          <Download />
        </IconButton>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={label('backups.restoreOf')}
          title={label('backups.restoreOf')}
          disabled={!completed || busy}
          onClick={() => onRestore(backup.id, date)}
        >
          <RotateCcw />
        </IconButton>
        <IconButton
          variant="ghost"
          size="sm"
          colorPalette="red"
          aria-label={label('backups.deleteOf')}
          title={label('backups.deleteOf')}
          disabled={backup.status === 'running' || busy}
          onClick={() => onDelete(backup.id, date)}
        >
          <Trash2 />
        </IconButton>
      </HStack>
    </Flex>
  );
}
