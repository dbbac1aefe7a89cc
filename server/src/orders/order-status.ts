import type { Language, OrderStatus } from '../generated/prisma/enums.js';

/** How each status is named, in each language: e-mails, invoices, refusals (the client's catalogues say the same). */
export const ORDER_STATUS_NAMES: Record<Language, Record<OrderStatus, string>> = {
  ar: {
    pending: 'جديد',
    pending_payment: 'في انتظار الدفع',
    paid: 'تم الدفع',
    processing: 'قيد المعالجة',
    in_progress: 'قيد التنفيذ',
    completed: 'مكتمل',
    cancelled: 'ملغي',
    refunded: 'مسترد',
  },
  tr: {
    pending: 'Yeni',
    pending_payment: 'Ödeme bekleniyor',
    paid: 'Ödendi',
    processing: 'İşleniyor',
    in_progress: 'Yürütülüyor',
    completed: 'Tamamlandı',
    cancelled: 'İptal edildi',
    refunded: 'İade edildi',
  },
  en: {
    pending: 'New',
    pending_payment: 'Awaiting payment',
    paid: 'Paid',
    processing: 'Processing',
    in_progress: 'In progress',
    completed: 'Completed',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
  },
};

/** How the office names each status in Arabic (the APIs' `statusLabel`, exports). */
export const ORDER_STATUS_LABELS = ORDER_STATUS_NAMES.ar;

/** Statuses from which revenue counts: the office has verified the payment. */
export const PAID_OR_LATER: readonly OrderStatus[] = ['paid', 'processing', 'in_progress', 'completed'];
