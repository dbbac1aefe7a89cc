import type { Caller } from './orders.js';
import type { TestApp } from './test-app.js';

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
