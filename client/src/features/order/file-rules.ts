import type { OrderStatus } from '../../gql/graphql';

/** The server's upload rules (types and sizes), checked here first so a refused file never leaves the browser. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_ORDER = 10;
export const ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const ACCEPT_ATTRIBUTE = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

const CLOSED: readonly OrderStatus[] = ['completed', 'cancelled', 'refunded'];
const PAID_OR_LATER: readonly OrderStatus[] = ['paid', 'processing', 'in_progress', 'completed'];

/** A client adds and removes attachments while the order is still pending, before the office works on it. */
export const mayChangeAttachments = (status: OrderStatus) => status === 'pending';

/** The receipt can be uploaded and replaced until the office has verified the payment. */
export const mayChangeReceipt = (status: OrderStatus) => !CLOSED.includes(status) && !PAID_OR_LATER.includes(status);

/** The office has verified the payment (the receipt is final). */
export const paymentVerified = (status: OrderStatus) => PAID_OR_LATER.includes(status);

/** Whether payment is still expected from the client (instructions are shown). */
export const awaitsPayment = (status: OrderStatus) => status === 'pending' || status === 'pending_payment';

const EXTENSION = /\.(pdf|jpe?g|png)$/i;

/** Why a chosen file cannot be sent, or null; the type by its declared type or, when the browser gives none, its name. */
export function fileProblem(file: File): 'type' | 'size' | null {
  const typed = file.type ? (ACCEPTED_TYPES as readonly string[]).includes(file.type) : EXTENSION.test(file.name);
  if (!typed) return 'type';
  if (file.size > MAX_FILE_BYTES) return 'size';
  return null;
}
