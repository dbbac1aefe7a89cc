import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, chakra, Heading, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { getFragmentData } from '../../../../gql';
import type { DocumentSlotFieldsFragment, DocumentSlotState } from '../../../../gql/graphql';
import { notify } from '../../../../components/toaster';
import { errorMessage } from '../../../../lib/errors';
import { useFormat } from '../../../../lib/format';
import { localized } from '../../../../lib/i18n';
import { useLanguage } from '../../../../lib/language';
import { fetchFile } from '../../../../lib/transfer';
import {
  DocumentSlotFieldsFragment as SlotFragment,
  OrderDocumentSlotsDocument,
  outstandingSlots,
  requirementName,
} from '../../../../lib/document-slots';
import { OrderFileRowFragment } from '../../../../lib/order-file-row';
import { useReviewDocument } from '../hooks/useReviewDocument';
import { PART_SEPARATOR } from '../../../../lib/separator';

const STATE_COLORS: Record<DocumentSlotState, string> = {
  missing: 'gray',
  submitted: 'blue',
  accepted: 'green',
  rejected: 'red',
};
type Version = DocumentSlotFieldsFragment['versions'][number];
const OTHER = 'other';

/** The order's required documents for the office: each version with a preview in the page, accept, or reject with a reason. */
export function DocumentReviewPanel({ orderId }: { orderId: number }) {
  const { language } = useLanguage();
  const { data } = useQuery(OrderDocumentSlotsDocument, { variables: { orderId } });
  const slots = getFragmentData(SlotFragment, data?.orderDocuments ?? []);
  if (slots.length === 0) return null;
  const outstanding = outstandingSlots(slots).length;
  return (
    <Stack as="section" gap="3" aria-labelledby="review-title" data-testid="document-review">
      <Heading as="h3" size="sm" id="review-title">
        <FormattedMessage id="adminOrders.documents.title" />
      </Heading>
      <Text fontSize="sm" color={outstanding ? 'orange.700' : 'green.700'}>
        <FormattedMessage id="adminOrders.documents.outstanding" values={{ count: outstanding }} />
      </Text>
      {slots.map((slot) => (
        <Box
          key={slot.requirementId}
          borderWidth="1px"
          rounded="md"
          p="3"
          data-testid={`review-slot-${slot.requirementId}`}
        >
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="medium">
              {requirementName(slot.requirement, language)}
              {!slot.requirement.isRequired && (
                <Text as="span" color="gray.600" fontWeight="normal">
                  {' '}
                  (<FormattedMessage id="adminOrders.documents.optional" />)
                </Text>
              )}
            </Text>
            <Badge colorPalette={STATE_COLORS[slot.state]}>
              <FormattedMessage id={`adminOrders.documents.state.${slot.state}`} />
            </Badge>
          </HStack>
          {slot.versions.length === 0 ? (
            <Text fontSize="sm" color="gray.600">
              <FormattedMessage id="adminOrders.documents.none" />
            </Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="3" mt="2">
              {slot.versions.map((version) => (
                <VersionRow
                  key={version.id}
                  orderId={orderId}
                  requirementId={slot.requirementId}
                  version={version}
                  // The Arabic text is stored (and e-mailed); the client's page shows it in the client's language.
                  reasons={(data?.documentRejectionReasons ?? []).map((reason) => ({
                    value: reason.ar,
                    label: localized(language, reason),
                  }))}
                />
              ))}
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function VersionRow({
  orderId,
  requirementId,
  version,
  reasons,
}: {
  orderId: number;
  requirementId: number;
  version: Version;
  reasons: { value: string; label: string }[];
}) {
  const intl = useIntl();
  const format = useFormat();
  const review = useReviewDocument(orderId);
  const [preview, setPreview] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [choice, setChoice] = useState('');
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const file = getFragmentData(OrderFileRowFragment, version.file);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const show = async () => {
    if (preview) return setPreview(null);
    try {
      setPreview(URL.createObjectURL(await fetchFile(file.downloadUrl)));
    } catch {
      notify.error(intl.formatMessage({ id: 'adminOrders.details.downloadFailed' }));
    }
  };
  const decide = async (decision: 'accepted' | 'rejected') => {
    const reason = choice === OTHER || !choice ? text : choice;
    if (decision === 'rejected' && !reason.trim())
      return notify.error(intl.formatMessage({ id: 'adminOrders.documents.reasonRequired' }));
    setSaving(true);
    try {
      await review(requirementId, version.id, decision, decision === 'rejected' ? reason : undefined);
      notify.success(intl.formatMessage({ id: `adminOrders.documents.${decision}` }));
      setRejecting(false);
    } catch (error) {
      notify.error(errorMessage(error, intl.formatMessage({ id: 'adminOrders.documents.failed' })));
    } finally {
      setSaving(false);
    }
  };
  const reasonId = `reason-${version.id}`;
  const textId = `reason-text-${version.id}`;

  return (
    <Stack as="li" gap="2" data-testid={`version-${version.id}`}>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Box minW="0">
          <Text dir="auto" fontSize="sm" truncate>
            {file.originalName}
          </Text>
          <Text fontSize="xs" color="gray.600">
            {format.adminDate(version.createdAt)}
            {version.uploadedByName ? `${PART_SEPARATOR}${version.uploadedByName}` : ''}
            {version.issuedOn ? (
              <>
                {PART_SEPARATOR}
                <FormattedMessage
                  id="adminOrders.documents.issuedOn"
                  values={{ date: format.date(version.issuedOn) }}
                />
              </>
            ) : null}
          </Text>
          {version.reviewedByName && version.reviewedAt && (
            <Text fontSize="xs" color="gray.600">
              <FormattedMessage
                id={`adminOrders.documents.decided.${version.status === 'rejected' ? 'rejected' : 'accepted'}`}
                values={{ name: version.reviewedByName, date: format.adminDate(version.reviewedAt) }}
              />
              {version.reviewReason ? ` — ${version.reviewReason}` : ''}
            </Text>
          )}
        </Box>
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={() => void show()} aria-expanded={preview !== null}>
            <FormattedMessage id={preview ? 'adminOrders.documents.hide' : 'adminOrders.documents.preview'} />
          </Button>
          {version.status === 'submitted' && (
            <>
              <Button size="xs" colorPalette="green" loading={saving} onClick={() => void decide('accepted')}>
                <FormattedMessage id="adminOrders.documents.accept" />
              </Button>
              <Button size="xs" colorPalette="red" variant="outline" onClick={() => setRejecting((open) => !open)}>
                <FormattedMessage id="adminOrders.documents.reject" />
              </Button>
            </>
          )}
        </HStack>
      </HStack>
      {preview &&
        (file.mimeType === 'application/pdf' ? (
          <chakra.iframe src={preview} title={file.originalName} w="full" h="96" borderWidth="1px" rounded="md" />
        ) : (
          <chakra.img src={preview} alt={file.originalName} maxH="96" objectFit="contain" rounded="md" />
        ))}
      {rejecting && (
        <Stack gap="2" bg="red.50" p="3" rounded="md">
          <chakra.label htmlFor={reasonId} fontSize="sm">
            <FormattedMessage id="adminOrders.documents.reason" />
          </chakra.label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              id={reasonId}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
              bg="white"
            >
              <option value="">{intl.formatMessage({ id: 'adminOrders.documents.chooseReason' })}</option>
              {reasons.map((reason) => (
                <option key={reason.value} value={reason.value}>
                  {reason.label}
                </option>
              ))}
              <option value={OTHER}>{intl.formatMessage({ id: 'adminOrders.documents.otherReason' })}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {(choice === OTHER || choice === '') && (
            <>
              <chakra.label htmlFor={textId} fontSize="sm">
                <FormattedMessage id="adminOrders.documents.freeText" />
              </chakra.label>
              <Textarea
                id={textId}
                value={text}
                onChange={(event) => setText(event.target.value)}
                rows={2}
                maxLength={500}
                dir="auto"
                bg="white"
              />
            </>
          )}
          <Button
            size="sm"
            colorPalette="red"
            alignSelf="start"
            loading={saving}
            onClick={() => void decide('rejected')}
          >
            <FormattedMessage id="adminOrders.documents.confirmReject" />
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
