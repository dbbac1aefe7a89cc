import { moneyText } from '../common/money.js';
import type { VerifiedDocumentModel } from './models/verified-document.model.js';
import type { VerifiedDocumentRow } from './issued-documents.service.js';

/** The public answer: an invoice shows the order's amount due and payment status, a receipt its payment. */
export function toVerifiedDocumentModel(row: VerifiedDocumentRow): VerifiedDocumentModel {
  const common = { genuine: true, issuer: row.issuer, kind: row.kind, number: row.number, issuedAt: row.issuedAt };
  if (row.kind === 'receipt' && row.payment) {
    const refund = row.payment.amount.isNegative();
    return {
      ...common,
      code: row.code,
      amount: moneyText(row.payment.amount.abs()),
      currency: row.payment.currency,
      status: refund ? 'refunded' : 'paid',
      paidAt: row.payment.paidAt,
    };
  }
  return {
    ...common,
    code: row.code,
    amount: moneyText(row.order.totalAmount),
    currency: row.order.currency,
    status: row.order.paymentStatus,
    paidAt: null,
  };
}
