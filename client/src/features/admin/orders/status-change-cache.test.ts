import { createCache } from '../../../lib/apollo-cache';
import type { OrderStatus } from '../../../gql/graphql';
import { AdminOrdersDocument } from './api';
import { applyStatusChange, listKeyOf } from './status-change-cache';
import { makeOrder, type FakeOrder } from './test-fixtures';
import { ORDER_STATUSES } from '../../../lib/order-statuses';

const page = (items: FakeOrder[], counts: Partial<Record<OrderStatus, number>>) => ({
  adminOrders: {
    __typename: 'AdminOrderPage' as const,
    total: items.length,
    page: 1,
    pageSize: 20,
    statusCounts: ORDER_STATUSES.map((status) => ({
      __typename: 'OrderStatusCount' as const,
      status,
      count: counts[status] ?? 0,
    })),
    items,
  },
});

const vars = (status?: OrderStatus, search?: string) => ({ status, search, page: { page: 1, pageSize: 20 } });

describe('the cache after a status change', () => {
  it('reads the filters a stored list was loaded with', () => {
    expect(listKeyOf('adminOrders:{"search":"ليلى","status":"pending"}')).toEqual({
      status: 'pending',
      search: 'ليلى',
      assignee: null,
    });
    expect(listKeyOf('adminOrders:{"assignee":"me"}')).toEqual({ status: null, search: '', assignee: 'me' });
    expect(listKeyOf('adminOrders:{}')).toEqual({ status: null, search: '', assignee: null });
    expect(listKeyOf('adminOrders')).toEqual({ status: null, search: '', assignee: null });
  });

  it('moves the counts of the lists the order belongs to and drops the lists that no longer hold', () => {
    const cache = createCache();
    const moved = makeOrder(1, 'pending');
    const other = makeOrder(2, 'paid');
    cache.writeQuery({
      query: AdminOrdersDocument,
      variables: vars(),
      data: page([moved, other], { pending: 1, paid: 1 }),
    });
    cache.writeQuery({
      query: AdminOrdersDocument,
      variables: vars('pending'),
      data: page([moved], { pending: 1, paid: 1 }),
    });
    cache.writeQuery({
      query: AdminOrdersDocument,
      variables: vars('pending_payment'),
      data: page([], { pending: 1, paid: 1 }),
    });
    cache.writeQuery({
      query: AdminOrdersDocument,
      variables: vars('paid'),
      data: page([other], { pending: 1, paid: 1 }),
    });
    cache.writeQuery({
      query: AdminOrdersDocument,
      variables: vars(undefined, 'عميل 1'),
      data: page([moved], { pending: 1 }),
    });
    cache.writeQuery({
      query: AdminOrdersDocument,
      variables: vars(undefined, 'غيره'),
      data: page([other], { paid: 1 }),
    });

    applyStatusChange(cache, {
      orderId: 1,
      from: 'pending',
      to: 'pending_payment',
      shown: { status: 'pending', search: '' },
    });

    const counts = (variables: ReturnType<typeof vars>) => {
      const data = cache.readQuery({ query: AdminOrdersDocument, variables });
      return (
        data &&
        Object.fromEntries(
          data.adminOrders.statusCounts.filter((entry) => entry.count > 0).map((entry) => [entry.status, entry.count]),
        )
      );
    };
    expect(counts(vars())).toEqual({ pending_payment: 1, paid: 1 });
    expect(counts(vars('pending'))).toEqual({ pending_payment: 1, paid: 1 });
    expect(counts(vars(undefined, 'عميل 1'))).toEqual({ pending_payment: 1 });
    expect(counts(vars('paid'))).toEqual({ pending_payment: 1, paid: 1 });
    // The list of the new status lacks the order, a search it may not match is unknown: both load afresh.
    expect(counts(vars('pending_payment'))).toBeNull();
    expect(counts(vars(undefined, 'غيره'))).toBeNull();
  });
});
