import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';

export const AssignOrderDocument = graphql(`
  mutation AssignOrder($orderId: Int!, $userId: Int) {
    assignOrder(orderId: $orderId, userId: $userId) {
      id
      ...AdminOrderRow
      ...AdminAssigneePanel
    }
  }
`);

/**
 * Sets (or, with null, releases) an order's assignee; the answer updates the row and the panel in the cache.
 * Lists filtered by assignee ("mine", "unassigned", a person) may gain or lose the order: they are dropped and
 * load afresh when shown.
 */
export function useAssignOrder() {
  const [mutate, { loading }] = useMutation(AssignOrderDocument, {
    update(cache) {
      cache.modify({
        fields: {
          adminOrders: (value, { storeFieldName, DELETE }) => (storeFieldName.includes('"assignee"') ? DELETE : value),
        },
      });
    },
  });
  const assign = (orderId: number, userId: number | null) => mutate({ variables: { orderId, userId } });
  return { assign, saving: loading };
}
