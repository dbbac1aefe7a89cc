import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Heading, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArchiveRestore, DatabaseBackup, TriangleAlert, Upload } from 'lucide-react';
import { graphql } from '../../../gql';
import { EmptyState } from '../../../components/EmptyState';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/errors';
import { BackupRow } from './components/BackupRow';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useBackupDownload } from './hooks/useBackupDownload';
import { useCreateBackup } from './hooks/useCreateBackup';
import { useDeleteBackup } from './hooks/useDeleteBackup';
import { useRestoreBackup } from './hooks/useRestoreBackup';

export const BackupsDocument = graphql(`
  query Backups {
    backups {
      id
      ...BackupRow
    }
  }
`);

type Pending =
  | { kind: 'restore'; id: number; date: string }
  | { kind: 'restoreFile'; file: File }
  | { kind: 'delete'; id: number; date: string };

/** The settings page's backup tab: create, list, download, delete and restore backups. */
export function BackupTab() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { data, loading, error, refetch } = useQuery(BackupsDocument);
  const [createBackup, { loading: creating }] = useCreateBackup();
  const [deleteBackup, { loading: deleting }] = useDeleteBackup();
  const { restoreFromList, restoreFromFile, progress, restoring } = useRestoreBackup();
  const { download, downloading } = useBackupDownload();
  const [pending, setPending] = useState<Pending | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = creating || deleting || restoring;

  const create = async () => {
    try {
      await createBackup();
      notify.success(t('backups.created'));
    } catch (failure) {
      notify.error(errorMessage(failure, t('backups.createFailed')));
      // The server recorded the attempt as failed, with its reason: the answer carries no row to add.
      void refetch();
    }
  };

  const confirm = async () => {
    const action = pending;
    setPending(null);
    if (!action) return;
    try {
      if (action.kind === 'delete') {
        await deleteBackup(action.id);
        notify.success(t('backups.deleted'));
        return;
      }
      await (action.kind === 'restore' ? restoreFromList(action.id) : restoreFromFile(action.file));
      notify.success(t('backups.restored'));
    } catch (failure) {
      const fallback = t(action.kind === 'delete' ? 'backups.deleteFailed' : 'backups.restoreFailed');
      notify.error(errorMessage(failure, fallback));
    }
  };

  const backups = data?.backups ?? [];
  return (
    <Stack gap="5">
      <Flex gap="4" wrap="wrap" align="start" justify="space-between">
        <Stack gap="1" flex="1" minW="60">
          <Heading as="h2" size="md">
            <FormattedMessage id="backups.title" />
          </Heading>
          <Text color="gray.600" fontSize="sm">
            <FormattedMessage id="backups.description" />
          </Text>
        </Stack>
        <Flex gap="2" wrap="wrap">
          <Button
            colorPalette="brand"
            onClick={() => void create()}
            loading={creating}
            loadingText={t('backups.creating')}
            disabled={busy}
          >
            <DatabaseBackup />
            <FormattedMessage id="backups.createNow" />
          </Button>
          <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={busy}>
            <Upload />
            <FormattedMessage id="backups.restoreFromFile" />
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".gz,.tgz,application/gzip"
            aria-label={t('backups.fileLabel')}
            style={{ display: 'none' }}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) setPending({ kind: 'restoreFile', file });
            }}
          />
        </Flex>
      </Flex>

      {creating && (
        <Text role="status" color="gray.600" fontSize="sm">
          <FormattedMessage id="backups.creating" />
        </Text>
      )}

      {restoring && (
        <Box role="status" borderWidth="1px" rounded="md" p="4" bg="orange.50">
          <Progress.Root
            value={progress === null || progress === undefined ? null : Math.round(progress * 100)}
            colorPalette="orange"
            size="sm"
          >
            <Progress.Label mb="2" display="block">
              {progress === null || progress === undefined
                ? t('backups.restoring')
                : t('backups.uploading', { percent: intl.formatNumber(progress, { style: 'percent' }) })}
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
      )}

      {loading && !data ? (
        <Stack gap="3" aria-busy="true" aria-label={t('backups.listLabel')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="16" rounded="md" />
          ))}
        </Stack>
      ) : error && !data ? (
        <EmptyState
          role="alert"
          icon={<TriangleAlert />}
          title={t('backups.error.title')}
          description={t('backups.error.text')}
          action={
            <Button variant="outline" onClick={() => void refetch()}>
              <FormattedMessage id="backups.retry" />
            </Button>
          }
        />
      ) : backups.length === 0 ? (
        <EmptyState icon={<ArchiveRestore />} title={t('backups.empty.title')} description={t('backups.empty.text')} />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t('backups.listLabel')}>
          {backups.map((backup) => (
            <BackupRow
              key={backup.id}
              backup={backup}
              busy={busy || downloading}
              onDownload={(id, fileName) => void download(id, fileName)}
              onRestore={(id, date) => setPending({ kind: 'restore', id, date })}
              onDelete={(id, date) => setPending({ kind: 'delete', id, date })}
            />
          ))}
        </Stack>
      )}

      <ConfirmDialog
        open={pending !== null}
        tone={pending?.kind === 'delete' ? 'danger' : 'warning'}
        title={t(pending?.kind === 'delete' ? 'backups.deleteConfirm' : 'backups.restoreConfirm')}
        text={
          pending?.kind === 'delete'
            ? t('backups.deleteWarning')
            : pending?.kind === 'restoreFile'
              ? t('backups.restoreFileWarning', { name: pending.file.name })
              : t('backups.restoreWarning')
        }
        confirm={t(pending?.kind === 'delete' ? 'backups.confirmDelete' : 'backups.confirmRestore')}
        cancel={t('backups.cancel')}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
