import type { Payment } from '../../generated/prisma/client.js';
import { type AuthUser, isBackOffice } from '../../common/auth/auth-user.js';
import { moneyText } from '../../common/money.js';
import type { PaymentModel } from './models/payment.model.js';

/** A payment as its answers show it: the rate, the lira amount, the note and who recorded it are the office's. */
export function toPaymentModel(payment: Payment, viewer: AuthUser | undefined): PaymentModel {
  const office = viewer !== undefined && isBackOffice(viewer);
  return {
    id: payment.id,
    amount: moneyText(payment.amount),
    currency: payment.currency,
    method: payment.method,
    reference: payment.reference,
    paidAt: payment.paidAt,
    orderAmount: moneyText(payment.orderAmount),
    ratePerTry: office ? payment.ratePerTry.toString() : null,
    amountTry: office ? moneyText(payment.amountTry) : null,
    refundReason: payment.refundReason,
    note: office ? payment.note : null,
    receiptFileId: payment.receiptFileId,
    recordedByName: office ? payment.recordedByName : null,
    receiptUrl: `/api/v1/orders/${payment.orderId}/payments/${payment.id}/receipt.pdf`,
    createdAt: payment.createdAt,
  };
}
