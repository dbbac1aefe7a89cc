import type { OrderStatus } from '../generated/prisma/enums.js';
import { ALL_ORDER_STATUSES, allowedNextStatuses, statusMoveRefusal } from './order-transitions.js';

/** The allowed moves written out by hand, so the rule and its statement check each other. */
const EXPECTED_NEXT: Record<OrderStatus, OrderStatus[]> = {
  pending: ['pending_payment', 'paid', 'processing', 'in_progress', 'completed', 'cancelled'],
  pending_payment: ['paid', 'processing', 'in_progress', 'completed', 'cancelled'],
  paid: ['processing', 'in_progress', 'completed', 'cancelled', 'refunded'],
  processing: ['in_progress', 'completed', 'cancelled', 'refunded'],
  in_progress: ['completed', 'cancelled', 'refunded'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

describe('order state machine', () => {
  it.each(ALL_ORDER_STATUSES)('from %s allows exactly the moves written out above', (from) => {
    expect(allowedNextStatuses(from)).toEqual(EXPECTED_NEXT[from]);
  });

  const pairs = ALL_ORDER_STATUSES.flatMap((from) => ALL_ORDER_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%s -> %s is allowed only when listed, and a refusal names both statuses', (from, to) => {
    const refusal = statusMoveRefusal(from, to)?.ar ?? null;
    expect(refusal === null).toBe(EXPECTED_NEXT[from].includes(to));
    if (refusal && from !== to) expect(refusal).toMatch(/من «.+» إلى «.+»/);
  });

  it('refuses staying in the same status with a message naming it', () => {
    expect(statusMoveRefusal('paid', 'paid')?.ar).toBe('الطلب في حالة «تم الدفع» بالفعل');
  });

  it('explains why a move back, a refund before payment and a cancelled order are refused', () => {
    expect(statusMoveRefusal('processing', 'pending')?.ar).toContain('لا يعود الطلب إلى مرحلة سابقة');
    expect(statusMoveRefusal('pending_payment', 'refunded')?.ar).toContain('الاسترداد ممكن بعد الدفع فقط');
    expect(statusMoveRefusal('completed', 'cancelled')?.ar).toContain('لا يُلغى طلب مكتمل');
    expect(statusMoveRefusal('cancelled', 'pending')?.ar).toContain('نهائياً');
  });
});
