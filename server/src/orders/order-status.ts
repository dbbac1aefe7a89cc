import type { OrderStatus } from '../generated/prisma/enums.js';

/** How the office names each status in Arabic (badges, e-mails, exports). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'جديد',
  pending_payment: 'في انتظار الدفع',
  paid: 'تم الدفع',
  processing: 'قيد المعالجة',
  in_progress: 'قيد التنفيذ',
  completed: 'مكتمل',
  cancelled: 'ملغي',
  refunded: 'مسترد',
};

/** Statuses from which revenue counts: the office has verified the payment. */
export const PAID_OR_LATER: readonly OrderStatus[] = ['paid', 'processing', 'in_progress', 'completed'];
