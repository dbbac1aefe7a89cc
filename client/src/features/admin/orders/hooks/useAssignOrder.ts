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

/** Sets (or, with null, releases) an order's assignee; the answer updates the row and the panel in the cache. */
export function useAssignOrder() {
  const [mutate, { loading }] = useMutation(AssignOrderDocument);
  const assign = (orderId: number, userId: number | null) => mutate({ variables: { orderId, userId } });
  return { assign, saving: loading };
}
