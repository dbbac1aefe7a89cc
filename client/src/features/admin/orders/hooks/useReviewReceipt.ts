import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import type { Currency } from '../../../../gql/graphql';

export const ReviewOrderReceiptDocument = graphql(`
  mutation ReviewOrderReceipt(
    $orderId: Int!
    $fileId: Int!
    $decision: String!
    $amount: Decimal
    $currency: Currency
    $reference: String
    $paidAt: DateTime
    $reason: String
  ) {
    reviewOrderReceipt(
      orderId: $orderId
      fileId: $fileId
      decision: $decision
      amount: $amount
      currency: $currency
      reference: $reference
      paidAt: $paidAt
      reason: $reason
    ) {
      id
      ...AdminOrderRow
      ...AdminOrderDetails
    }
  }
`);

export type ReceiptDecision =
  | { decision: 'accept'; amount: string; currency: Currency; reference?: string; paidAt?: string }
  | { decision: 'reject'; reason: string };

/** Accepts a client's receipt (recording its payment) or rejects it with a reason; the order's answer updates the panel. */
export function useReviewReceipt() {
  const [mutate, { loading }] = useMutation(ReviewOrderReceiptDocument);
  const review = (orderId: number, fileId: number, decision: ReceiptDecision) =>
    mutate({ variables: { orderId, fileId, ...decision } });
  return { review, saving: loading };
}
