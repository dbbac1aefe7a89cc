import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Card, chakra, Heading, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { getFragmentData } from '../../../gql';
import type { DocumentSlotState, OrderStatus } from '../../../gql/graphql';
import { notify } from '../../../components/toaster';
import { FilePicker } from '../../../components/FilePicker';
import { errorMessage } from '../../../lib/errors';
import { MAX_FILE_BYTES } from '../../../lib/file-rules';
import { useLanguage } from '../../../lib/language';
import {
  acceptAttribute,
  DocumentSlotFieldsFragment,
  fileFitsTypes,
  OrderDocumentSlotsDocument,
  outstandingSlots,
  reasonText,
  requirementDescription,
  requirementName,
  useUploadOrderDocument,
} from '../../../lib/document-slots';
import { mayFillDocuments } from '../status-rules';
import { FileRow } from './FileRow';
import { PART_SEPARATOR } from '../../../lib/separator';

const STATE_COLORS: Record<DocumentSlotState, string> = {
  missing: 'gray',
  submitted: 'blue',
  accepted: 'green',
  rejected: 'red',
};

type Props = {
  orderId: number;
  status: OrderStatus;
  downloading: string | null;
  onDownload: (url: string, name: string) => void;
};

/**
 * The order's required documents: one slot each with its state, the reason of a rejection, every version,
 * and an upload while the order is open (with the issue date when the document's age counts).
 */
export function DocumentSlotsSection({ orderId, status, downloading, onDownload }: Props) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data } = useQuery(OrderDocumentSlotsDocument, { variables: { orderId } });
  const upload = useUploadOrderDocument(orderId);
  const [sending, setSending] = useState<number | null>(null);
  const [dates, setDates] = useState<Record<number, string>>({});
  const slots = getFragmentData(DocumentSlotFieldsFragment, data?.orderDocuments ?? []);
  if (slots.length === 0) return null;
  const open = mayFillDocuments(status);
  const outstanding = outstandingSlots(slots);

  const send = async (slot: (typeof slots)[number], file: File) => {
    const { requirement } = slot;
    const name = requirementName(requirement, language);
    if (!fileFitsTypes(file, requirement.acceptedTypes))
      return notify.error(
        intl.formatMessage(
          { id: 'order.documents.wrongType' },
          { name: file.name, types: requirement.acceptedTypes.map((type) => type.toUpperCase()).join(', ') },
        ),
      );
    if (file.size > MAX_FILE_BYTES)
      return notify.error(intl.formatMessage({ id: 'order.file.tooLarge' }, { name: file.name }));
    const issuedOn = dates[requirement.id];
    if (requirement.maxAgeDays && !issuedOn)
      return notify.error(intl.formatMessage({ id: 'order.documents.dateFirst' }, { name }));
    setSending(requirement.id);
    try {
      await upload(requirement.id, file, issuedOn);
      notify.success(intl.formatMessage({ id: 'order.documents.sent' }, { name }));
    } catch (error) {
      notify.error(errorMessage(error, intl.formatMessage({ id: 'order.documents.failed' })));
    } finally {
      setSending(null);
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="documents-title" variant="outline" data-testid="document-slots">
      <Card.Header>
        <Heading as="h2" size="lg" id="documents-title">
          <FormattedMessage id="order.documents.title" />
        </Heading>
        <Text color={outstanding.length ? 'orange.700' : 'green.700'} fontSize="sm" data-testid="documents-outstanding">
          {outstanding.length ? (
            <FormattedMessage
              id="order.documents.outstanding"
              values={{ count: outstanding.length, n: intl.formatNumber(outstanding.length) }}
            />
          ) : (
            <FormattedMessage id="order.documents.complete" />
          )}
        </Text>
      </Card.Header>
      <Card.Body gap="5">
        {slots.map((slot) => {
          const { requirement } = slot;
          const name = requirementName(requirement, language);
          const description = requirementDescription(requirement, language);
          const current = slot.versions.filter((version) => version.status !== 'rejected').length;
          const mayUpload = open && current < requirement.maxFiles;
          const dateId = `issued-on-${requirement.id}`;
          return (
            <Stack
              key={requirement.id}
              gap="2"
              borderBottomWidth="1px"
              pb="4"
              _last={{ borderBottomWidth: 0, pb: 0 }}
              data-testid={`slot-${requirement.id}`}
            >
              <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
                <Box minW="0">
                  <Heading as="h3" size="sm">
                    {name}
                    {!requirement.isRequired && (
                      <Text as="span" fontWeight="normal" color="gray.600">
                        {' '}
                        (<FormattedMessage id="order.documents.optional" />)
                      </Text>
                    )}
                  </Heading>
                  {description && (
                    <Text fontSize="sm" color="gray.600">
                      {description}
                    </Text>
                  )}
                </Box>
                <Badge colorPalette={STATE_COLORS[slot.state]} data-testid={`slot-state-${requirement.id}`}>
                  <FormattedMessage id={`order.documents.state.${slot.state}`} />
                </Badge>
              </HStack>
              <Text fontSize="xs" color="gray.600">
                <FormattedMessage
                  id="order.documents.rules"
                  values={{
                    types: requirement.acceptedTypes.map((type) => type.toUpperCase()).join(', '),
                    max: intl.formatNumber(requirement.maxFiles),
                  }}
                />
                {requirement.maxAgeDays ? (
                  <>
                    {PART_SEPARATOR}
                    <FormattedMessage
                      id="order.documents.maxAge"
                      values={{ days: intl.formatNumber(requirement.maxAgeDays) }}
                    />
                  </>
                ) : null}
                {requirement.originalByPost ? (
                  <>
                    {PART_SEPARATOR}
                    <FormattedMessage id="order.documents.byPost" />
                  </>
                ) : null}
              </Text>
              {slot.state === 'rejected' && slot.rejectionReason && (
                <Text color="red.700" fontSize="sm" role="status" data-testid={`slot-reason-${requirement.id}`}>
                  <FormattedMessage
                    id="order.documents.rejectedBecause"
                    values={{ reason: reasonText(slot.rejectionReason, data?.documentRejectionReasons, language) }}
                  />
                </Text>
              )}
              {slot.versions.length > 0 && (
                <List.Root as="ul" listStyle="none" ms="0">
                  {slot.versions.map((version) => (
                    <FileRow
                      key={version.id}
                      file={version.file}
                      busyUrl={downloading}
                      onDownload={onDownload}
                      struckOut={version.status === 'rejected'}
                    />
                  ))}
                </List.Root>
              )}
              {mayUpload && (
                <HStack gap="3" flexWrap="wrap" align="end">
                  {requirement.maxAgeDays ? (
                    <Box>
                      <chakra.label htmlFor={dateId} fontSize="sm" display="block">
                        <FormattedMessage id="order.documents.issuedOn" />
                      </chakra.label>
                      <Input
                        id={dateId}
                        type="date"
                        size="sm"
                        value={dates[requirement.id] ?? ''}
                        onChange={(event) => setDates((all) => ({ ...all, [requirement.id]: event.target.value }))}
                      />
                    </Box>
                  ) : null}
                  <FilePicker
                    label={
                      sending === requirement.id ? (
                        <FormattedMessage id="order.documents.sending" />
                      ) : (
                        <FormattedMessage id="order.documents.upload" values={{ name }} />
                      )
                    }
                    accept={acceptAttribute(requirement.acceptedTypes)}
                    disabled={sending !== null}
                    variant="outline"
                    testId={`slot-input-${requirement.id}`}
                    onPick={([file]) => void send(slot, file)}
                  />
                </HStack>
              )}
            </Stack>
          );
        })}
      </Card.Body>
    </Card.Root>
  );
}
