import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import { listArgs } from '../../../../lib/list-cache';
import { useSession } from '../../../../lib/session';

export const AssignOrderDocument = graphql(`
  mutation AssignOrder($orderId: Int!, $userId: Int) {
    assignOrder(orderId: $orderId, userId: $userId) {
      id
      ...AdminOrderRow
      ...AdminAssigneePanel
    }
  }
`);

type StoredPage = { items: Reference[]; total: number };
type Fields = Parameters<ApolloCache['modify']>[0]['fields'];
type ModifierDetails = { storeFieldName: string; DELETE: unknown };

/** Whether an order assigned to `assigneeId` belongs in a list filtered by `filter` ('me', 'none' or a user id). */
function belongs(filter: string, assigneeId: number | null, meId: number | undefined) {
  if (filter === 'me') return assigneeId !== null && assigneeId === meId;
  if (filter === 'none') return assigneeId === null;
  return assigneeId === Number(filter);
}

/**
 * Sets (or, with null, releases) an order's assignee; the answer updates the row and the panel in the cache.
 * Lists filtered by assignee follow: one the order no longer belongs in loses it at once (and a count); one it
 * now belongs in is dropped and loads afresh when shown, since where it falls in that list's order and pages is
 * the server's to say. Lists not filtered by assignee keep it where it is.
 */
export function useAssignOrder() {
  const meId = useSession()?.user.id;
  const [mutate, { loading }] = useMutation(AssignOrderDocument, {
    update(cache, _result, { variables }) {
      if (!variables) return;
      const id = cache.identify({ __typename: 'Order', id: variables.orderId });
      const assigneeId = variables.userId ?? null;
      cache.modify({
        fields: {
          adminOrders: (value: StoredPage, { storeFieldName, DELETE }: ModifierDetails) => {
            const filter = listArgs(storeFieldName).assignee;
            if (typeof filter !== 'string' || !filter || !Array.isArray(value?.items)) return value;
            const present = value.items.some((item) => item.__ref === id);
            const wanted = belongs(filter, assigneeId, meId);
            if (present && !wanted)
              return {
                ...value,
                items: value.items.filter((item) => item.__ref !== id),
                total: Math.max(0, value.total - 1),
              };
            return wanted && !present ? DELETE : value;
          },
        } as unknown as Fields,
      });
    },
  });
  const assign = (orderId: number, userId: number | null) => mutate({ variables: { orderId, userId } });
  return { assign, saving: loading };
}
