import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';

export const ResumeOrderDocument = graphql(`
  mutation ResumeOrder($orderId: Int!) {
    resumeOrder(orderId: $orderId) {
      id
      ...AdminOrderRow
      ...AdminHoldPanel
    }
  }
`);

/** Ends the wait for the client; the answer (the order) updates the row and the panel. */
export function useResumeOrder() {
  const [mutate, { loading }] = useMutation(ResumeOrderDocument);
  const resume = (orderId: number) => mutate({ variables: { orderId } });
  return { resume, resuming: loading };
}
