/**
 * What the database tells every instance on the channel `order_events` (migration `order_live_events`): one
 * NOTIFY per written row of an order, sent when its transaction commits, whichever instance wrote it.
 */
export const ORDER_EVENTS_CHANNEL = 'order_events';

/** What changed on an order: the table the trigger sits on (`order` is the order's own row). */
export const OrderChangeKind = {
  message: 'message',
  note: 'note',
  file: 'file',
  document: 'document',
  result: 'result',
  hold: 'hold',
  payment: 'payment',
  status: 'status',
  assignment: 'assignment',
  order: 'order',
} as const;
export type OrderChangeKind = (typeof OrderChangeKind)[keyof typeof OrderChangeKind];

/** Kinds only staff and admins hear of: a client is never told an internal note or an assignment was written. */
export const BACK_OFFICE_ONLY_KINDS: ReadonlySet<OrderChangeKind> = new Set(['note', 'assignment']);

/** One NOTIFY as the trigger sends it. */
export type OrderEvent = {
  orderId: number;
  kind: OrderChangeKind;
  /** The written row (the order itself for `order`). */
  rowId: number;
  op: 'insert' | 'update' | 'delete';
};

const KINDS = new Set<string>(Object.values(OrderChangeKind));
const OPS = new Set(['insert', 'update', 'delete']);

/** The event in a NOTIFY payload, or null for anything else (a hand-sent NOTIFY, a newer trigger's kind). */
export function parseOrderEvent(payload: string): OrderEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { orderId, kind, id, op } = value as Record<string, unknown>;
  if (!Number.isInteger(orderId) || !Number.isInteger(id) || typeof kind !== 'string' || !KINDS.has(kind)) return null;
  if (typeof op !== 'string' || !OPS.has(op)) return null;
  return { orderId: orderId as number, kind: kind as OrderChangeKind, rowId: id as number, op: op as OrderEvent['op'] };
}
