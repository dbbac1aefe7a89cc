import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';

export const WaiveOrderPaymentDocument = graphql(`
  mutation WaiveOrderPayment($orderId: Int!, $reason: String!) {
    waiveOrderPayment(orderId: $orderId, reason: $reason) {
      id
      ...AdminOrderRow
      ...AdminOrderDetails
    }
  }
`);

/** An admin waives the balance with a reason; the answer (the order) updates the panel. */
export function useWaivePayment() {
  const [mutate, { loading }] = useMutation(WaiveOrderPaymentDocument);
  const waive = (orderId: number, reason: string) => mutate({ variables: { orderId, reason: reason.trim() } });
  return { waive, saving: loading };
}
