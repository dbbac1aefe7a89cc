import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  CloseButton,
  DataList,
  Dialog,
  Heading,
  HStack,
  IconButton,
  Link,
  Portal,
  Stack,
  Text,
  Timeline,
} from '@chakra-ui/react';
import { Download, FileText, MessageCircle } from 'lucide-react';
import { getFragmentData } from '../../../../gql';
import { AnswerList, orderAnswersOf } from '../../../../components/OrderAnswers';
import type { AdminOrderDetailsFragment } from '../../../../gql/graphql';
import { EmptyState } from '../../../../components/EmptyState';
import { PageLoader } from '../../../../components/PageLoader';
import { notify } from '../../../../components/toaster';
import { telLink, whatsappLink } from '../../../../lib/contact-links';
import { errorMessage } from '../../../../lib/errors';
import { useFormat } from '../../../../lib/format';
import { downloadFile } from '../../../../lib/transfer';
import { OrderStatusBadge } from '../../../../components/OrderStatusBadge';
import { AdminOrderDetailsDocument, AdminOrderLiveDocument } from '../api';
import { useOrderLive } from '../../../../lib/useOrderLive';
import type { useChangeOrderStatus } from '../hooks/useChangeOrderStatus';
import { useServiceName } from '../service-name';
import { useByteSize } from './ExportButton';
import { AdminOrderDetailsFragment as DetailsFragment } from './OrderDetailsFields';
import { ApplicantFacts } from '../../../../components/ApplicantFacts';
import { ChangeStatusPanel } from './ChangeStatusPanel';
import { HoldPanel, OnHoldBadge } from './HoldPanel';
import { DueBadge } from './DueBadge';
import { PaymentsPanel } from './PaymentsPanel';
import { ResultsPanel } from './ResultsPanel';
import { DocumentReviewPanel } from './DocumentReviewPanel';
import { MessageThread } from '../../../../components/message-thread/MessageThread';
import { appendToThread } from '../../../../components/message-thread/thread-cache';
import { AssigneePanel } from './AssigneePanel';
import { NotesPanel } from './NotesPanel';
import { PhoneNumber } from '../../../../components/PhoneNumber';
import {
  DocumentSlotFieldsFragment,
  OrderDocumentSlotsDocument,
  outstandingSlots,
} from '../../../../lib/document-slots';
import { PART_SEPARATOR } from '../../../../lib/separator';

type StatusChange = ReturnType<typeof useChangeOrderStatus>;

/** The order named in the address (`?order=<id>`), in a dialog (full screen on phones). */
type DialogProps = {
  orderId: number | null;
  onClose: () => void;
  statusChange: StatusChange;
  finalFocus?: () => HTMLElement | null;
};

export function OrderDetailsDialog({ orderId, onClose, statusChange, finalFocus }: DialogProps) {
  const intl = useIntl();
  const { data, loading, error, startPolling, stopPolling } = useQuery(AdminOrderDetailsDocument, {
    variables: { id: orderId ?? 0 },
    skip: orderId === null,
  });
  const apollo = useApolloClient();
  useOrderLive(
    AdminOrderLiveDocument,
    orderId,
    { startPolling, stopPolling },
    {
      onChange: ({ orderChanged }) => {
        if (orderChanged.kind === 'document' || orderChanged.kind === 'file')
          void apollo.refetchQueries({ include: [OrderDocumentSlotsDocument] });
        if (orderChanged.message) appendToThread(apollo.cache, orderChanged.orderId, orderChanged.message);
      },
    },
  );
  const order = data?.order ? getFragmentData(DetailsFragment, data.order) : null;
  const shown = order && order.id === orderId ? order : null;

  return (
    <Dialog.Root
      open={orderId !== null}
      onOpenChange={({ open }) => !open && onClose()}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      placement="center"
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {shown ? (
                  <FormattedMessage
                    id="adminOrders.details.title"
                    values={{ orderNumber: <bdi dir="ltr">{shown.orderNumber}</bdi> }}
                  />
                ) : (
                  <FormattedMessage id="adminOrders.details.loading" />
                )}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {shown ? (
                <OrderDetails order={shown} statusChange={statusChange} />
              ) : loading || !error ? (
                <PageLoader label={intl.formatMessage({ id: 'adminOrders.details.loading' })} />
              ) : (
                <EmptyState
                  role="alert"
                  icon={<FileText aria-hidden />}
                  title={intl.formatMessage({ id: 'adminOrders.details.failed' })}
                  description={errorMessage(error, '')}
                />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {shown && (
                <Button asChild variant="outline" colorPalette="green">
                  <a
                    href={whatsappLink(
                      shown.phone,
                      intl.formatMessage(
                        { id: 'adminOrders.chat.message' },
                        { name: shown.fullName, orderNumber: shown.orderNumber },
                      ),
                    )}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <MessageCircle aria-hidden />
                    <FormattedMessage id="adminOrders.details.chat" />
                  </a>
                </Button>
              )}
              <Dialog.ActionTrigger asChild>
                <Button variant="solid" colorPalette="brand">
                  <FormattedMessage id="adminOrders.details.close" />
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'adminOrders.details.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h3" size="sm" color="brand.800">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
      <DataList.ItemValue minW="0" overflowWrap="anywhere">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

function OrderDetails({ order, statusChange }: { order: AdminOrderDetailsFragment; statusChange: StatusChange }) {
  const intl = useIntl();
  const format = useFormat();
  const serviceName = useServiceName();
  const size = useByteSize();
  const answers = orderAnswersOf(order);
  const status = (value: string) => intl.formatMessage({ id: `common.status.${value}` as 'common.status.pending' });
  const slots = useQuery(OrderDocumentSlotsDocument, { variables: { orderId: order.id } }).data?.orderDocuments;
  const outstanding = outstandingSlots(getFragmentData(DocumentSlotFieldsFragment, slots ?? [])).length;

  const download = async (url: string, name: string) => {
    try {
      await downloadFile(url, name);
    } catch {
      notify.error(intl.formatMessage({ id: 'adminOrders.details.downloadFailed' }));
    }
  };

  return (
    <Stack gap="6">
      <HStack gap="2" wrap="wrap">
        <OrderStatusBadge status={order.status} />
        {order.onHold && <OnHoldBadge />}
        <DueBadge dueState={order.dueState} dueAt={order.dueAt} />
        <Text color="gray.600" fontSize="sm">
          {format.adminDate(order.updatedAt)}
        </Text>
      </HStack>

      <AssigneePanel order={order} />

      <Section title={<FormattedMessage id="adminOrders.details.customer" />}>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <Item label={<FormattedMessage id="adminOrders.details.name" />}>
            <Text dir="auto">{order.fullName}</Text>
          </Item>
          <Item label={<FormattedMessage id="adminOrders.details.phone" />}>
            <Link href={telLink(order.phone)} colorPalette="brand">
              <PhoneNumber value={order.phone} />
            </Link>
          </Item>
          <Item label={<FormattedMessage id="adminOrders.details.email" />}>
            <Link href={`mailto:${order.email}`} dir="ltr" colorPalette="brand">
              {order.email}
            </Link>
          </Item>
          {order.nationalId && (
            <Item label={<FormattedMessage id="adminOrders.details.nationalId" />}>
              <Text dir="ltr">{order.nationalId}</Text>
            </Item>
          )}
          {order.address && (
            <Item label={<FormattedMessage id="adminOrders.details.address" />}>
              <Text dir="auto">{order.address}</Text>
            </Item>
          )}
        </DataList.Root>
      </Section>

      <Section title={<FormattedMessage id="person.applicant" />}>
        <ApplicantFacts applicant={order.applicant} />
      </Section>

      <Section title={<FormattedMessage id="adminOrders.details.order" />}>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <Item label={<FormattedMessage id="adminOrders.details.trackingNumber" />}>
            <Text dir="ltr">{order.trackingNumber}</Text>
          </Item>
          <Item label={<FormattedMessage id="adminOrders.details.service" />}>
            <Text dir="auto">{serviceName(order) ?? intl.formatMessage({ id: 'adminOrders.service.unknown' })}</Text>
          </Item>
          <Item label={<FormattedMessage id="adminOrders.details.amount" />}>
            {format.money(order.totalAmount, order.currency)}
          </Item>
          <Item label={<FormattedMessage id="adminOrders.details.paymentMethod" />}>
            <FormattedMessage id={`common.payment.${order.paymentMethod}`} />
          </Item>
          <Item label={<FormattedMessage id="adminOrders.details.createdAt" />}>
            {format.adminDate(order.createdAt)}
          </Item>
          <Item label={<FormattedMessage id="adminOrders.details.updatedAt" />}>
            {format.adminDate(order.updatedAt)}
          </Item>
        </DataList.Root>
        {order.notes && (
          <Box bg="gray.50" rounded="md" p="3">
            <Text fontWeight="medium" fontSize="sm" mb="1">
              <FormattedMessage id="adminOrders.details.notes" />
            </Text>
            <Text dir="auto" whiteSpace="pre-wrap">
              {order.notes}
            </Text>
          </Box>
        )}
      </Section>

      {answers.length > 0 && (
        <Section title={<FormattedMessage id="common.answers.title" />}>
          <AnswerList answers={answers} />
        </Section>
      )}

      <Section title={<FormattedMessage id="adminOrders.details.files" />}>
        {order.files.length === 0 ? (
          <Text color="gray.600" fontSize="sm">
            <FormattedMessage id="adminOrders.details.noFiles" />
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {order.files.map((file) => (
              <HStack as="li" key={file.id} gap="3" borderWidth="1px" rounded="md" p="2" justify="space-between">
                <HStack gap="2" minW="0">
                  <FileText size={18} aria-hidden />
                  <Box minW="0">
                    <Text dir="auto" fontSize="sm" truncate>
                      {file.originalName}
                    </Text>
                    <Text fontSize="xs" color="gray.600">
                      <FormattedMessage
                        id={file.kind === 'receipt' ? 'adminOrders.details.receipt' : 'adminOrders.details.attachment'}
                      />
                      {PART_SEPARATOR}
                      {size(file.sizeBytes)}
                    </Text>
                  </Box>
                </HStack>
                <IconButton
                  size="sm"
                  variant="outline"
                  aria-label={intl.formatMessage({ id: 'adminOrders.details.download' }, { name: file.originalName })}
                  onClick={() => void download(file.downloadUrl, file.originalName)}
                >
                  <Download aria-hidden />
                </IconButton>
              </HStack>
            ))}
          </Stack>
        )}
      </Section>

      <PaymentsPanel order={order} />
      <DocumentReviewPanel orderId={order.id} />

      <HoldPanel order={order} />

      <MessageThread orderId={order.id} side="office" unreadMessages={order.unreadMessages} />

      <ResultsPanel order={order} />

      <ChangeStatusPanel
        status={order.status}
        allowed={order.allowedNextStatuses ?? []}
        saving={statusChange.saving}
        outstandingDocuments={outstanding}
        onChange={(to, note, waiveDocumentsReason) =>
          statusChange.change({ orderId: order.id, from: order.status, to, note, waiveDocumentsReason })
        }
      />

      <NotesPanel orderId={order.id} />

      <Section title={<FormattedMessage id="adminOrders.details.history" />}>
        <Timeline.Root size="sm" variant="subtle">
          {order.history.map((entry) => (
            <Timeline.Item key={entry.id} data-testid="history-entry">
              <Timeline.Connector>
                <Timeline.Separator />
                <Timeline.Indicator />
              </Timeline.Connector>
              <Timeline.Content gap="1">
                <Timeline.Title>
                  {entry.fromStatus ? (
                    <FormattedMessage
                      id="adminOrders.details.historyMove"
                      values={{ from: status(entry.fromStatus), to: status(entry.toStatus) }}
                    />
                  ) : (
                    <FormattedMessage id="adminOrders.details.historyCreated" />
                  )}
                </Timeline.Title>
                <Timeline.Description>
                  {format.adminDate(entry.createdAt)}
                  {entry.changedByName && (
                    <>
                      {PART_SEPARATOR}
                      <FormattedMessage id="adminOrders.details.historyBy" values={{ name: entry.changedByName }} />
                    </>
                  )}
                </Timeline.Description>
                {entry.note && (
                  <Text fontSize="sm" dir="auto" whiteSpace="pre-wrap">
                    {entry.note}
                  </Text>
                )}
              </Timeline.Content>
            </Timeline.Item>
          ))}
        </Timeline.Root>
      </Section>
    </Stack>
  );
}
