import { FormattedMessage, useIntl } from 'react-intl';
import {
  Badge,
  Box,
  Card,
  HStack,
  IconButton,
  Skeleton,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { Eye, MessageCircle } from 'lucide-react';
import { type FragmentType, getFragmentData } from '../../../../gql';
import type { AdminOrderRowFragment as Row } from '../../../../gql/graphql';
import { useFormat } from '../../../../lib/format';
import { OrderStatusBadge } from '../../../../components/OrderStatusBadge';
import { ListTable } from '../../../../components/ListTable';
import { OnHoldBadge } from './HoldPanel';
import { DueBadge } from './DueBadge';
import { useServiceName } from '../service-name';
import { ContactActions } from './ContactActions';
import { ApplicantRole, type ShownApplicant } from '../../../../components/ApplicantFacts';
import { AdminOrderRowFragment } from './OrderRowFields';
import { PhoneNumber } from '../../../../components/PhoneNumber';

type Props = { orders: readonly FragmentType<typeof AdminOrderRowFragment>[]; onOpen: (id: number) => void };

const COLUMNS = [
  'orderNumber',
  'customer',
  'service',
  'amount',
  'status',
  'messages',
  'assignee',
  'date',
  'actions',
] as const;

/** The client's messages the office has not read on the order (nothing when there are none). */
function UnreadMessages({ count }: { count: number }) {
  const intl = useIntl();
  const { number } = useFormat();
  if (count <= 0) return null;
  return (
    <Badge
      colorPalette="blue"
      variant="solid"
      rounded="full"
      aria-label={intl.formatMessage({ id: 'common.messages.unread' }, { count })}
      data-testid="unread-messages"
    >
      <MessageCircle size={12} aria-hidden /> {number(count)}
    </Badge>
  );
}

/** The orders as a table from tablet width, as cards on phones (nothing scrolls sideways at 360 px). */
export function OrdersList({ orders, onOpen }: Props) {
  const layout = useBreakpointValue({ base: 'cards', md: 'table' }) ?? 'cards';
  const rows = orders.map((order) => getFragmentData(AdminOrderRowFragment, order));
  return layout === 'table' ? <OrdersTable rows={rows} onOpen={onOpen} /> : <OrderCards rows={rows} onOpen={onOpen} />;
}

function useRowText() {
  const intl = useIntl();
  const format = useFormat();
  const serviceName = useServiceName();
  return (row: Row) => ({
    service: serviceName(row) ?? intl.formatMessage({ id: 'adminOrders.service.unknown' }),
    amount: format.money(row.totalAmount, row.currency),
    date: format.adminDate(row.createdAt),
    viewLabel: intl.formatMessage({ id: 'adminOrders.action.viewOrder' }, { orderNumber: row.orderNumber }),
  });
}

function OrdersTable({ rows, onOpen }: { rows: Row[]; onOpen: (id: number) => void }) {
  const intl = useIntl();
  const text = useRowText();
  return (
    <ListTable
      label={intl.formatMessage({ id: 'adminOrders.list.label' })}
      columns={COLUMNS.map((column) => ({
        key: column,
        heading: <FormattedMessage id={`adminOrders.column.${column}`} />,
      }))}
    >
      {rows.map((row) => {
        const shown = text(row);
        return (
          <Table.Row key={row.id} data-order-id={row.id}>
            <Table.Cell fontWeight="semibold" whiteSpace="nowrap">
              <bdi dir="ltr">{row.orderNumber}</bdi>
            </Table.Cell>
            <Table.Cell>
              <Text>
                <bdi>{row.fullName}</bdi>
              </Text>
              <ApplicantLine applicant={row.applicant} />
              <Text color="gray.600" fontSize="sm">
                <PhoneNumber value={row.phone} />
              </Text>
            </Table.Cell>
            <Table.Cell>
              <bdi>{shown.service}</bdi>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{shown.amount}</Table.Cell>
            <Table.Cell>
              <OrderStatusBadge status={row.status} />
              {row.onHold && <OnHoldBadge />}
              <DueBadge dueState={row.dueState} dueAt={row.dueAt} />
            </Table.Cell>
            <Table.Cell>
              <UnreadMessages count={row.unreadMessages} />
            </Table.Cell>
            <Table.Cell data-testid="row-assignee">
              <AssigneeName assignee={row.assignee} />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{shown.date}</Table.Cell>
            <Table.Cell>
              <HStack gap="1">
                <IconButton variant="ghost" size="sm" aria-label={shown.viewLabel} onClick={() => onOpen(row.id)}>
                  <Eye aria-hidden />
                </IconButton>
                <ContactActions fullName={row.fullName} phone={row.phone} orderNumber={row.orderNumber} />
              </HStack>
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}

function OrderCards({ rows, onOpen }: { rows: Row[]; onOpen: (id: number) => void }) {
  const intl = useIntl();
  const text = useRowText();
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={intl.formatMessage({ id: 'adminOrders.list.label' })}>
      {rows.map((row) => {
        const shown = text(row);
        return (
          <Card.Root as="li" key={row.id} size="sm" data-order-id={row.id}>
            <Card.Body gap="2">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text fontWeight="semibold">
                  <bdi dir="ltr">{row.orderNumber}</bdi>
                </Text>
                <OrderStatusBadge status={row.status} />
                {row.onHold && <OnHoldBadge />}
                <UnreadMessages count={row.unreadMessages} />
                <DueBadge dueState={row.dueState} dueAt={row.dueAt} />
              </HStack>
              <Box>
                <Text fontWeight="medium">
                  <bdi>{row.fullName}</bdi>
                </Text>
                <ApplicantLine applicant={row.applicant} />
                <Text color="gray.600" fontSize="sm">
                  <PhoneNumber value={row.phone} />
                </Text>
              </Box>
              <Text fontSize="sm">
                <bdi>{shown.service}</bdi>
              </Text>
              <Text fontSize="sm" color="gray.700" data-testid="row-assignee">
                <FormattedMessage id="adminOrders.column.assignee" />: <AssigneeName assignee={row.assignee} />
              </Text>
              <HStack justify="space-between" gap="2" wrap="wrap" fontSize="sm">
                <Text fontWeight="semibold">{shown.amount}</Text>
                <Text color="gray.600">{shown.date}</Text>
              </HStack>
              <HStack gap="1" justify="flex-end">
                <IconButton variant="outline" size="sm" aria-label={shown.viewLabel} onClick={() => onOpen(row.id)}>
                  <Eye aria-hidden />
                </IconButton>
                <ContactActions fullName={row.fullName} phone={row.phone} orderNumber={row.orderNumber} />
              </HStack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}

/** The owner's name, or "unassigned" in grey. */
function AssigneeName({ assignee }: { assignee: Row['assignee'] }) {
  return assignee ? (
    <bdi>{assignee.fullName}</bdi>
  ) : (
    <Text as="span" color="gray.500">
      <FormattedMessage id="adminOrders.assignee.unassigned" />
    </Text>
  );
}

/** Five rows by six columns while the first page loads. */
export function OrdersSkeleton() {
  return (
    <Stack gap="3" aria-hidden data-testid="orders-skeleton">
      {Array.from({ length: 5 }, (_, row) => (
        <HStack key={row} gap="4">
          {Array.from({ length: 6 }, (_, column) => (
            <Skeleton key={column} height="5" flex="1" />
          ))}
        </HStack>
      ))}
    </Stack>
  );
}

/** For someone else's papers, under the account holder: "for <name> (father)". Nothing for the account holder. */
function ApplicantLine({ applicant }: { applicant: Pick<ShownApplicant, 'kind' | 'fullNameAr' | 'relation'> }) {
  if (applicant.kind === 'self') return null;
  return (
    <Text color="gray.700" fontSize="sm" data-testid="row-applicant">
      <FormattedMessage
        id="person.forApplicant"
        values={{ name: <bdi>{applicant.fullNameAr}</bdi>, role: <ApplicantRole applicant={applicant} /> }}
      />
    </Text>
  );
}
