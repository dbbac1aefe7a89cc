import type { Order, Prisma } from '../../generated/prisma/client.js';
import type { OrderStatus } from '../../generated/prisma/enums.js';
import type { AuthUser } from '../../common/auth/auth-user.js';

/** No hold on an order that is done with: completed, cancelled or refunded. */
export const HOLD_CLOSED_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled', 'refunded'];

export const mayHold = (order: Pick<Order, 'status'>) => !HOLD_CLOSED_STATUSES.includes(order.status);

/**
 * Ends the open hold of an order, if any, in the caller's transaction: the office resumed it (a resume, or a
 * move to a final status) or the client answered. The order's `on_hold` follows.
 * Returns the hold's span (null when none was open), for the due date's pause.
 */
export async function closeOpenHold(
  tx: Prisma.TransactionClient,
  orderId: number,
  ending: { resumedBy: AuthUser } | { answer: string },
) {
  const now = new Date();
  const data =
    'answer' in ending
      ? { answer: ending.answer, answeredAt: now, closedAt: now }
      : { resumedById: ending.resumedBy.id, resumedByName: ending.resumedBy.fullName, closedAt: now };
  const open = await tx.orderHold.findFirst({ where: { orderId, closedAt: null }, select: { createdAt: true } });
  await tx.orderHold.updateMany({ where: { orderId, closedAt: null }, data });
  await tx.order.update({ where: { id: orderId }, data: { onHold: false } });
  return open ? { createdAt: open.createdAt, closedAt: now } : null;
}
