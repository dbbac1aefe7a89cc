/** What a client may still do with an order's files and payment as its status moves. */
import type { OrderStatus } from '../../gql/graphql';

const CLOSED: readonly OrderStatus[] = ['completed', 'cancelled', 'refunded'];
const PAID_OR_LATER: readonly OrderStatus[] = ['paid', 'processing', 'in_progress', 'completed'];

/**
 * A client adds and removes attachments while the order is still pending, before the office works on it, and
 * while the office waits for them (on hold) on an open order.
 */
export const mayChangeAttachments = (status: OrderStatus, onHold = false) =>
  status === 'pending' || (onHold && !CLOSED.includes(status));

/** The receipt can be uploaded and replaced until the office has verified the payment. */
export const mayChangeReceipt = (status: OrderStatus) => !CLOSED.includes(status) && !PAID_OR_LATER.includes(status);

/** The office has verified the payment (the receipt is final). */
export const paymentVerified = (status: OrderStatus) => PAID_OR_LATER.includes(status);

/** Whether payment is still expected from the client (instructions are shown). */
export const awaitsPayment = (status: OrderStatus) => status === 'pending' || status === 'pending_payment';

/** Required documents can be sent until the order closes (after `pending` too, unlike attachments). */
export const mayFillDocuments = (status: OrderStatus) => !CLOSED.includes(status);
