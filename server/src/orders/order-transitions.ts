import type { OrderStatus } from '../generated/prisma/enums.js';
import { ORDER_STATUS_LABELS, PAID_OR_LATER } from './order-status.js';

/** The forward chain of an order; a move may skip steps but never go back. */
const FORWARD_CHAIN: readonly OrderStatus[] = [
  'pending',
  'pending_payment',
  'paid',
  'processing',
  'in_progress',
  'completed',
];
const FINAL: readonly OrderStatus[] = ['cancelled', 'refunded'];
export const ALL_ORDER_STATUSES: readonly OrderStatus[] = [...FORWARD_CHAIN, ...FINAL];

const label = (status: OrderStatus) => `«${ORDER_STATUS_LABELS[status]}»`;

/**
 * The order state machine as one pure function: why moving an order from
 * `from` to `to` is refused, in Arabic naming both statuses, or null when the move is allowed.
 */
export function statusMoveRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (from === to) return `الطلب في حالة ${label(from)} بالفعل`;
  if (FINAL.includes(from))
    return `لا يمكن تغيير حالة الطلب من ${label(from)} إلى ${label(to)}: الطلب ${ORDER_STATUS_LABELS[from]} نهائياً`;
  if (to === 'cancelled') {
    return from === 'completed'
      ? `لا يمكن تغيير حالة الطلب من ${label(from)} إلى ${label(to)}: لا يُلغى طلب مكتمل`
      : null;
  }
  if (to === 'refunded') {
    return PAID_OR_LATER.includes(from)
      ? null
      : `لا يمكن تغيير حالة الطلب من ${label(from)} إلى ${label(to)}: الاسترداد ممكن بعد الدفع فقط`;
  }
  if (FORWARD_CHAIN.indexOf(to) < FORWARD_CHAIN.indexOf(from)) {
    return `لا يمكن تغيير حالة الطلب من ${label(from)} إلى ${label(to)}: لا يعود الطلب إلى مرحلة سابقة`;
  }
  return null;
}

/** The statuses an order may move to next, in lifecycle order (what the back office offers). */
export const allowedNextStatuses = (from: OrderStatus): OrderStatus[] =>
  ALL_ORDER_STATUSES.filter((to) => statusMoveRefusal(from, to) === null);
