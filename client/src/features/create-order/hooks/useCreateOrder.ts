import { useMutation } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { CreateOrderDocument } from '../documents';

type OrderPage = { items: Reference[]; total: number; page: number; pageSize: number };

/** Reads the status filter a `myOrders` cache entry was stored under (`myOrders({"status":"pending"})`). */
function statusOf(storeFieldName: string): string | null {
  const match = /"status":"([a-z_]+)"/.exec(storeFieldName);
  return match ? match[1] : null;
}

/**
 * Places an order; the new order joins every cached "my orders" list it belongs to (all statuses, or its own
 * status), newest first, without a refetch.
 */
export function useCreateOrder() {
  return useMutation(CreateOrderDocument, {
    update(cache, { data }, { variables }) {
      const order = data?.createOrder;
      if (!order) return;
      // The applicant was kept among the saved people: the profile's list reads it afresh.
      if (variables?.input.applicant?.saveForLater) cache.evict({ fieldName: 'mySavedPeople' });
      const ref = cache.identify({ __typename: 'Order', id: order.id });
      if (!ref) return;
      cache.modify<{ myOrders: OrderPage }>({
        fields: {
          myOrders: (existing, { storeFieldName, readField, toReference }) => {
            const page = existing as OrderPage | undefined;
            if (!page || !Array.isArray(page.items)) return existing;
            const status = statusOf(storeFieldName);
            if (status && status !== order.status) return existing;
            if (page.items.some((item) => item && readField('id', item) === order.id)) return existing;
            const added = toReference(ref) as Reference;
            return { ...page, total: page.total + 1, items: [added, ...page.items] } as typeof existing;
          },
        },
      });
    },
  });
}
