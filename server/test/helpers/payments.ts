import { Prisma } from '../../src/generated/prisma/client.js';
import type { Currency, PaymentMethod, PaymentStatus } from '../../src/generated/prisma/enums.js';
import type { TestApp } from './test-app.js';
import type { Caller } from './orders.js';

export type PaymentRow = {
  /** In `currency`; negative for a refund. */
  amount: string;
  currency?: Currency;
  /** Units of `currency` one lira bought (1 for lira). */
  ratePerTry?: string;
  method?: PaymentMethod;
  paidAt?: Date;
  reference?: string | null;
  refundReason?: string | null;
  recordedByName?: string;
  /** The order's payment status afterwards (left as it is when not given). */
  paymentStatus?: PaymentStatus;
};

/**
 * A payment written straight into the database, as recording one does (the payments endpoints belong to
 * another sub-feature): the amount in lira at its rate (half up, two places), the order's amount paid raised
 * by it. Orders of these tests are in lira, so the order amount is the lira amount.
 */
export async function insertPayment(t: TestApp, orderId: number, row: PaymentRow) {
  const amount = new Prisma.Decimal(row.amount);
  const rate = new Prisma.Decimal(row.ratePerTry ?? '1');
  const amountTry = amount.div(rate).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);
  return t.prisma.$transaction(async (tx) => {
    const payment = await tx.payment.create({
      data: {
        orderId,
        amount,
        currency: row.currency ?? 'TRY',
        method: row.method ?? 'bank_transfer',
        reference: row.reference ?? null,
        paidAt: row.paidAt ?? new Date(),
        ratePerTry: rate,
        orderAmount: amountTry,
        amountTry,
        refundReason: row.refundReason ?? null,
        recordedByName: row.recordedByName ?? 'موظف المكتب',
      },
    });
    await tx.order.update({
      where: { id: orderId },
      data: { amountPaid: { increment: amountTry }, ...(row.paymentStatus && { paymentStatus: row.paymentStatus }) },
    });
    return payment;
  });
}

/**
 * Records a payment of the order's whole balance in its currency over REST, as the office does before moving
 * an order to processing or beyond (`by` is staff or an admin). A waiting order becomes `paid` with it.
 */
export async function payInFull(t: TestApp, order: { id: number }, by: Caller) {
  const row = await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
  const balance = row.totalAmount.minus(row.amountPaid);
  if (balance.lte(0) || row.paymentStatus === 'waived') return;
  const response = await t
    .http()
    .post(`/api/v1/admin/orders/${order.id}/payments`)
    .set('Authorization', by.auth)
    .send({ amount: balance.toFixed(2), currency: row.currency, method: row.paymentMethod, reference: 'TEST-PAID' });
  if (response.status !== 201)
    throw new Error(`payment not recorded: ${response.status} ${JSON.stringify(response.body)}`);
}

/** Marks an order's balance as paid in the database (test set-up like setStatus, not a recorded payment). */
export const setPaidDirectly = (t: TestApp, orderId: number) =>
  t.prisma.order.update({ where: { id: orderId }, data: { paymentStatus: 'paid' } });
