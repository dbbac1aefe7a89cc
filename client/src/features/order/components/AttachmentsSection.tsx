import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/errors';
import { fileProblem, MAX_FILES_PER_ORDER } from '../../../lib/file-rules';
import { mayChangeAttachments } from '../status-rules';
import { useDeleteOrderFile } from '../hooks/useDeleteOrderFile';
import { useUploadAttachments } from '../hooks/useUploadAttachments';
import { FilePicker } from '../../../components/FilePicker';
import { FileRow } from './FileRow';
import { UploadProgress } from '../../../components/UploadProgress';

export const AttachmentsSectionFragment = graphql(`
  fragment AttachmentsSection on Order {
    id
    status
    onHold
    files {
      id
      kind
      ...OrderFileRow
    }
  }
`);

type Props = {
  order: FragmentType<typeof AttachmentsSectionFragment>;
  downloading: string | null;
  onDownload: (url: string, name: string) => void;
};

/** The order's documents: download any; add (with progress) and remove while the order is open. */
export function AttachmentsSection({ order: ref, downloading, onDownload }: Props) {
  const order = getFragmentData(AttachmentsSectionFragment, ref);
  const intl = useIntl();
  const { upload, progress, uploading } = useUploadAttachments(order.id);
  const [remove] = useDeleteOrderFile();
  const [removing, setRemoving] = useState<number | null>(null);
  const editable = mayChangeAttachments(order.status, order.onHold);
  const attachments = order.files.filter((file) => file.kind === 'attachment');
  const room = MAX_FILES_PER_ORDER - order.files.length;

  const add = async (files: File[]) => {
    if (files.length > room)
      return notify.error(
        intl.formatMessage({ id: 'order.files.tooMany' }, { max: intl.formatNumber(MAX_FILES_PER_ORDER) }),
      );
    for (const file of files) {
      const problem = fileProblem(file);
      if (problem)
        return notify.error(
          intl.formatMessage(
            { id: `order.file.${problem === 'type' ? 'invalidType' : 'tooLarge'}` },
            { name: file.name },
          ),
        );
    }
    try {
      await upload(files);
      notify.success(intl.formatMessage({ id: 'order.files.uploaded' }, { count: files.length }));
    } catch (error) {
      notify.error(errorMessage(error, intl.formatMessage({ id: 'order.files.failed' })));
    }
  };

  const removeFile = async (fileId: number) => {
    setRemoving(fileId);
    try {
      await remove(order.id, fileId);
      notify.success(intl.formatMessage({ id: 'order.files.removed' }));
    } catch (error) {
      notify.error(errorMessage(error, intl.formatMessage({ id: 'order.files.removeFailed' })));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="attachments-title" variant="outline" data-testid="attachments-section">
      <Card.Header>
        <Heading as="h2" size="lg" id="attachments-title">
          <FormattedMessage id="order.files.title" />
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        {attachments.length > 0 ? (
          <List.Root as="ul" listStyle="none" ms="0" aria-labelledby="attachments-title">
            {attachments.map((file) => (
              <FileRow
                key={file.id}
                file={file}
                busyUrl={downloading}
                onDownload={onDownload}
                onRemove={editable && !uploading ? (id) => void removeFile(id) : undefined}
                removing={removing === file.id}
              />
            ))}
          </List.Root>
        ) : (
          <Text color="gray.600">
            <FormattedMessage id="order.files.empty" />
          </Text>
        )}
        {editable ? (
          <Stack gap="3">
            {uploading && progress ? (
              <UploadProgress
                label={intl.formatMessage(
                  { id: 'order.files.uploading' },
                  {
                    name: progress.name,
                    index: intl.formatNumber(progress.index + 1),
                    count: intl.formatNumber(progress.count),
                  },
                )}
                fraction={progress.fraction}
              />
            ) : (
              <FilePicker
                label={<FormattedMessage id="order.files.add" />}
                multiple
                disabled={room <= 0}
                onPick={(files) => void add(files)}
                variant="outline"
                testId="attachments-input"
              />
            )}
            <Text fontSize="sm" color="gray.600">
              <FormattedMessage id="order.files.hint" values={{ max: intl.formatNumber(MAX_FILES_PER_ORDER) }} />
            </Text>
          </Stack>
        ) : (
          <Text fontSize="sm" color="gray.600">
            <FormattedMessage id="order.files.locked" />
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
