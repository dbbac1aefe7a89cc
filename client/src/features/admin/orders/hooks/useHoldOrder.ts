import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';

export const HoldOrderDocument = graphql(`
  mutation HoldOrder($orderId: Int!, $request: String!) {
    holdOrder(orderId: $orderId, request: $request) {
      id
      ...AdminOrderRow
      ...AdminHoldPanel
    }
  }
`);

/** Puts an order on hold with a request to the client; the answer (the order) updates the row and the panel. */
export function useHoldOrder() {
  const [mutate, { loading }] = useMutation(HoldOrderDocument);
  const hold = (orderId: number, request: string) => mutate({ variables: { orderId, request: request.trim() } });
  return { hold, saving: loading };
}
