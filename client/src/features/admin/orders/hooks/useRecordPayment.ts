import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import type { Currency } from '../../../../gql/graphql';

export const RecordOrderPaymentDocument = graphql(`
  mutation RecordOrderPayment(
    $orderId: Int!
    $amount: Decimal!
    $currency: Currency!
    $reference: String
    $paidAt: DateTime
    $note: String
    $refundReason: String
    $confirmOverpayment: Boolean
  ) {
    recordOrderPayment(
      orderId: $orderId
      amount: $amount
      currency: $currency
      reference: $reference
      paidAt: $paidAt
      note: $note
      refundReason: $refundReason
      confirmOverpayment: $confirmOverpayment
    ) {
      id
      ...AdminOrderRow
      ...AdminOrderDetails
    }
  }
`);

export type NewPayment = {
  amount: string;
  currency: Currency;
  reference?: string;
  paidAt?: string;
  note?: string;
  refundReason?: string;
  confirmOverpayment?: boolean;
};

/** Records a payment or a refund; the answer (the order) updates the row, the status and the payments panel. */
export function useRecordPayment() {
  const [mutate, { loading }] = useMutation(RecordOrderPaymentDocument);
  const record = (orderId: number, payment: NewPayment) => mutate({ variables: { orderId, ...payment } });
  return { record, saving: loading };
}
