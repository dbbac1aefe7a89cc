import { useCallback, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { AlertTriangle, Inbox, SearchX } from 'lucide-react';
import type { OrderStatus } from '../../../gql/graphql';
import { usePageTitle } from '../../../lib/site-config';
import { EmptyState } from '../../../components/EmptyState';
import { ListPageBody } from '../../../components/ListPageBody';
import { ListPagination } from '../../../components/ListPagination';
import { errorMessage } from '../../../lib/errors';
import { AdminOrdersDocument, ORDERS_PAGE_SIZE } from './api';
import { ExportButton } from './components/ExportButton';
import { OrderDetailsDialog } from './components/OrderDetailsDialog';
import { OrdersList, OrdersSkeleton } from './components/OrdersList';
import { OrdersSearch } from './components/OrdersSearch';
import { AssigneeFilter } from './components/AssigneeFilter';
import { OrderStatusTabs } from './components/OrderStatusTabs';
import { DueFilter } from './components/DueFilter';
import { useChangeOrderStatus } from './hooks/useChangeOrderStatus';
import { useOrdersUrlState } from './hooks/useOrdersUrlState';

/**
 * The back office's orders, for admins and staff alike: tabs per status
 * with counts for the search, a debounced search, pages, the details with the status change, and the Excel
 * export of the current view. Everything the screen shows is in its address.
 */
export default function AdminOrdersPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'adminOrders.title' }));
  const url = useOrdersUrlState();
  const { status, search, due, page, assignee } = url;
  const { data, previousData, loading, error, refetch } = useQuery(AdminOrdersDocument, {
    variables: {
      status: status ?? undefined,
      search: search || undefined,
      due: due ?? undefined,
      assignee: assignee ?? undefined,
      page: { page, pageSize: ORDERS_PAGE_SIZE },
    },
  });
  const shown = useMemo(() => ({ status, search, assignee }), [status, search, assignee]);
  const statusChange = useChangeOrderStatus(shown);

  // Closing the details puts the focus back on the button that opened them.
  const opener = useRef<HTMLElement | null>(null);
  const { openOrder } = url;
  const open = useCallback(
    (id: number) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      openOrder(id);
    },
    [openOrder],
  );

  const list = data?.adminOrders;
  // The tabs keep the last counts while another tab or page loads.
  const countsSource = list ?? previousData?.adminOrders;
  const counts = useMemo(
    () =>
      countsSource
        ? (Object.fromEntries(countsSource.statusCounts.map((entry) => [entry.status, entry.count])) as Partial<
            Record<OrderStatus, number>
          >)
        : null,
    [countsSource],
  );
  const pages = list ? Math.max(1, Math.ceil(list.total / ORDERS_PAGE_SIZE)) : 1;

  let empty;
  if (list && page > 1 && list.total > 0) {
    // A page past the end (an old link): back to the first.
    empty = (
      <Button variant="outline" onClick={() => url.setPage(1)}>
        <FormattedMessage id="common.pagination.previous" />
      </Button>
    );
  } else if (search || status || due || assignee) {
    empty = (
      <EmptyState
        icon={<SearchX aria-hidden />}
        title={intl.formatMessage({ id: 'adminOrders.empty.noMatch.title' })}
        description={intl.formatMessage({ id: 'adminOrders.empty.noMatch.text' })}
        action={
          search ? (
            <Button variant="outline" onClick={() => url.setSearch('')}>
              <FormattedMessage id="adminOrders.empty.clear" />
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    empty = (
      <EmptyState
        icon={<Inbox aria-hidden />}
        title={intl.formatMessage({ id: 'adminOrders.empty.none.title' })}
        description={intl.formatMessage({ id: 'adminOrders.empty.none.text' })}
      />
    );
  }

  const body = (
    <ListPageBody
      items={list?.items}
      failed={Boolean(error) && !loading}
      loadingLabel={intl.formatMessage({ id: 'common.loading' })}
      skeleton={<OrdersSkeleton />}
      error={{
        icon: <AlertTriangle aria-hidden />,
        title: intl.formatMessage({ id: 'adminOrders.error.title' }),
        description: errorMessage(error, intl.formatMessage({ id: 'common.error.loadFailed' })),
        onRetry: () => void refetch(),
      }}
      empty={empty}
    >
      {(orders) => (
        <Stack gap="4">
          <OrdersList orders={orders} onOpen={open} />
          <ListPagination
            page={page}
            pageCount={pages}
            onChange={url.setPage}
            label={intl.formatMessage({ id: 'adminOrders.pagination.label' })}
          />
        </Stack>
      )}
    </ListPageBody>
  );

  return (
    <Box px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} w="full" maxW="7xl" mx="auto" minW="0">
      <Stack gap="5">
        <Flex
          justify="space-between"
          align={{ base: 'stretch', sm: 'center' }}
          gap="3"
          direction={{ base: 'column', sm: 'row' }}
        >
          <Box>
            <Heading as="h1" size="2xl">
              <FormattedMessage id="adminOrders.title" />
            </Heading>
            <Text color="gray.600" aria-live="polite" data-testid="orders-count" minH="6">
              {list && <FormattedMessage id="adminOrders.count" values={{ count: list.total }} />}
            </Text>
          </Box>
          <ExportButton status={status} search={search} />
        </Flex>
        <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'end' }} wrap="wrap">
          <Box flex="1" minW="0">
            <OrdersSearch value={search} onSearch={url.setSearch} />
          </Box>
          <DueFilter due={due} onChange={url.setDue} />
          <AssigneeFilter value={assignee} onChange={url.setAssignee} />
        </Flex>
        <OrderStatusTabs status={status} counts={counts} onChange={url.setStatus}>
          {body}
        </OrderStatusTabs>
      </Stack>
      <OrderDetailsDialog
        orderId={url.orderId}
        onClose={url.closeOrder}
        statusChange={statusChange}
        finalFocus={() => opener.current}
      />
    </Box>
  );
}
