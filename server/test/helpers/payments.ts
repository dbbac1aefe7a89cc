import { Prisma } from '../../src/generated/prisma/client.js';
import type { Currency, PaymentMethod, PaymentStatus } from '../../src/generated/prisma/enums.js';
import type { TestApp } from './test-app.js';

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
