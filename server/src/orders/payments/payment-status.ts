import { Prisma } from '../../generated/prisma/client.js';
import type { Order } from '../../generated/prisma/client.js';
import type { OrderStatus, PaymentStatus } from '../../generated/prisma/enums.js';
import { PaymentErrors } from './payment-errors.js';

type Decimal = Prisma.Decimal;

/**
 * Where an order's money stands after a payment or a waiver: `paid` once the payments cover the amount due,
 * `waived` when an admin waived it (or the service is free), `partial` with some paid, `refunded` when refunds
 * brought it back to nothing after money came in, else `unpaid`.
 */
export function paymentStatusOf(input: {
  due: Decimal;
  paid: Decimal;
  waived: boolean;
  anyMoneyReceived: boolean;
}): PaymentStatus {
  if (input.due.lte(0)) return 'waived';
  if (input.paid.gte(input.due)) return 'paid';
  if (input.waived) return 'waived';
  if (input.paid.gt(0)) return 'partial';
  return input.anyMoneyReceived ? 'refunded' : 'unpaid';
}

/** What the client still owes in the order's currency: nothing once waived; negative when overpaid. */
export const balanceOf = (order: Pick<Order, 'totalAmount' | 'amountPaid' | 'paymentStatus'>): Decimal =>
  order.paymentStatus === 'waived' ? new Prisma.Decimal(0) : order.totalAmount.minus(order.amountPaid);

/** The moves that need the amount due paid or waived: processing and beyond. */
const NEEDS_PAYMENT: readonly OrderStatus[] = ['processing', 'in_progress', 'completed'];

/** The workflow statuses a full payment moves the order from to `paid`. */
export const AWAITING_PAYMENT: readonly OrderStatus[] = ['pending', 'pending_payment'];

/**
 * Inside the status change's transaction: moving an order to processing or beyond is refused while a balance
 * remains, unless its payment status is `paid` or `waived` (an admin's waiver with a reason).
 */
export function assertPaidForMove(order: Pick<Order, 'paymentStatus'>, to: OrderStatus) {
  if (!NEEDS_PAYMENT.includes(to)) return;
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'waived') return;
  throw PaymentErrors.BALANCE_OUTSTANDING({ field: 'status' });
}
