import type { ApolloCache, Reference } from '@apollo/client';
import type { OrderStatus } from '../../../gql/graphql';

type StoredCount = { __typename?: 'OrderStatusCount'; status: OrderStatus; count: number };
type StoredPage = { items: (Reference | undefined)[]; total: number; statusCounts: StoredCount[] };
export type ListKey = { status: OrderStatus | null; search: string; assignee?: string | null };

/** The status filter and search a stored `adminOrders` entry was loaded with (its key arguments). */
export function listKeyOf(storeFieldName: string): ListKey {
  const start = storeFieldName.indexOf('{');
  let args: { status?: OrderStatus | null; search?: string | null; assignee?: string | null } = {};
  if (start >= 0) {
    try {
      args = JSON.parse(storeFieldName.slice(start)) as typeof args;
    } catch {
      args = {};
    }
  }
  return { status: args.status ?? null, search: args.search ?? '', assignee: args.assignee ?? null };
}

/**
 * After a status change, without refetching any list (the answer already carries the order), from what is already in the cache: each loaded list
 * whose search the order matches gets its tab counts moved from the old status to the new one; the list on screen
 * keeps the row in place (its status, already normalized, changes with the answer). Other lists filtered by the old
 * or new status, and lists of other searches the order may or may not match, are dropped: they load afresh when
 * opened.
 */
export function applyStatusChange(
  cache: ApolloCache,
  { orderId, from, to, shown }: { orderId: number; from: OrderStatus; to: OrderStatus; shown: ListKey },
) {
  if (from === to) return;
  const searchesWithOrder = new Set<string>();
  cache.modify({
    fields: {
      adminOrders(value, { storeFieldName, readField }) {
        const existing = value as StoredPage;
        if (existing.items.some((item) => item && readField('id', item) === orderId))
          searchesWithOrder.add(listKeyOf(storeFieldName).search);
        return existing;
      },
    },
  });
  cache.modify({
    fields: {
      adminOrders(value, { storeFieldName, DELETE }) {
        const existing = value as StoredPage;
        const key = listKeyOf(storeFieldName);
        const isShown =
          key.status === shown.status && key.search === shown.search && key.assignee === (shown.assignee ?? null);
        const matches = key.search === '' || searchesWithOrder.has(key.search);
        if (!isShown && (!matches || key.status === from || key.status === to)) return DELETE;
        if (!matches) return existing;
        const statusCounts = existing.statusCounts.map((entry) => {
          if (entry.status === from) return { ...entry, count: Math.max(0, entry.count - 1) };
          if (entry.status === to) return { ...entry, count: entry.count + 1 };
          return entry;
        });
        return { ...existing, statusCounts };
      },
    },
  });
}
