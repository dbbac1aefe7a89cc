import type { Order, Prisma } from '../generated/prisma/client.js';
import type { OrderStatus } from '../generated/prisma/enums.js';

/** No due state for orders the office is done with. */
export const DUE_CLOSED_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled', 'refunded'];
/** `soon`: due within this long (24 hours, whatever the calendar: a plain rule both the list and the badge share). */
export const DUE_SOON_MS = 24 * 60 * 60 * 1000;

export const DUE_STATES = ['overdue', 'soon'] as const;
export type DueState = (typeof DUE_STATES)[number];
/** The due states as an enum object (GraphQL `DueState`, REST `due_state`). */
export const DueState = { overdue: 'overdue', soon: 'soon' } as const satisfies Record<DueState, DueState>;

/**
 * `overdue` when the due moment has passed, `soon` when it comes within 24 hours; null when there is no due date,
 * the order is done with, or waits for the client (the clock is paused).
 */
export function dueStateOf(order: Pick<Order, 'dueAt' | 'status' | 'onHold'>, now = new Date()): DueState | null {
  if (!order.dueAt || order.onHold || DUE_CLOSED_STATUSES.includes(order.status)) return null;
  if (order.dueAt.getTime() < now.getTime()) return 'overdue';
  return order.dueAt.getTime() - now.getTime() <= DUE_SOON_MS ? 'soon' : null;
}

/** The orders in a due state, as a Prisma filter (the same rule as dueStateOf). */
export function dueWhere(due: DueState | undefined, now = new Date()): Prisma.OrderWhereInput {
  if (!due) return {};
  const open = { onHold: false, status: { notIn: [...DUE_CLOSED_STATUSES] } };
  return due === 'overdue'
    ? { ...open, dueAt: { lt: now } }
    : { ...open, dueAt: { gte: now, lte: new Date(now.getTime() + DUE_SOON_MS) } };
}
