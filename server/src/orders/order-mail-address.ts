import type { Order } from '../generated/prisma/client.js';

/**
 * The address an order's e-mails go to: its contact e-mail, unless a partner placed it for an applicant without
 * asking to notify them (`notifyApplicant`), when they go to the partner's own address (`notifyEmail`).
 */
export const orderMailAddress = (order: Pick<Order, 'email' | 'notifyEmail'>) => order.notifyEmail ?? order.email;
