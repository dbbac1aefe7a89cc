import type { OrderStatus } from '../generated/prisma/enums.js';
import type { Language, Localized } from '../common/i18n/languages.js';
import { ORDER_STATUS_LABELS, ORDER_STATUS_NAMES, PAID_OR_LATER } from './order-status.js';

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

const label = (status: OrderStatus, language: Language) =>
  language === 'ar' ? `«${ORDER_STATUS_LABELS[status]}»` : `“${ORDER_STATUS_NAMES[language][status]}”`;

/** Why a move is refused, in each language. */
const REASONS = {
  cancelled: {
    ar: `الطلب ${ORDER_STATUS_LABELS.cancelled} نهائياً`,
    tr: 'iptal edilen sipariş kesinleşmiştir',
    en: 'a cancelled order is final',
  },
  refunded: {
    ar: `الطلب ${ORDER_STATUS_LABELS.refunded} نهائياً`,
    tr: 'iade edilen sipariş kesinleşmiştir',
    en: 'a refunded order is final',
  },
  completed_not_cancelled: {
    ar: 'لا يُلغى طلب مكتمل',
    tr: 'tamamlanmış bir sipariş iptal edilemez',
    en: 'a completed order cannot be cancelled',
  },
  refund_before_payment: {
    ar: 'الاسترداد ممكن بعد الدفع فقط',
    tr: 'iade yalnızca ödemeden sonra yapılabilir',
    en: 'a refund is only possible after payment',
  },
  backwards: {
    ar: 'لا يعود الطلب إلى مرحلة سابقة',
    tr: 'sipariş önceki bir aşamaya dönemez',
    en: 'an order cannot go back to an earlier stage',
  },
} satisfies Record<string, Localized>;

const refusal = (from: OrderStatus, to: OrderStatus, why: Localized): Localized => ({
  ar: `لا يمكن تغيير حالة الطلب من ${label(from, 'ar')} إلى ${label(to, 'ar')}: ${why.ar}`,
  tr: `Siparişin durumu ${label(from, 'tr')} durumundan ${label(to, 'tr')} durumuna değiştirilemez: ${why.tr}`,
  en: `The order’s status cannot be changed from ${label(from, 'en')} to ${label(to, 'en')}: ${why.en}`,
});

/**
 * The order state machine as one pure function: why moving an order from `from` to `to` is refused, in every
 * language naming both statuses, or null when the move is allowed.
 */
export function statusMoveRefusal(from: OrderStatus, to: OrderStatus): Localized | null {
  if (from === to)
    return {
      ar: `الطلب في حالة ${label(from, 'ar')} بالفعل`,
      tr: `Sipariş zaten ${label(from, 'tr')} durumunda`,
      en: `The order is already ${label(from, 'en')}`,
    };
  if (from === 'cancelled' || from === 'refunded') return refusal(from, to, REASONS[from]);
  if (to === 'cancelled') return from === 'completed' ? refusal(from, to, REASONS.completed_not_cancelled) : null;
  if (to === 'refunded') return PAID_OR_LATER.includes(from) ? null : refusal(from, to, REASONS.refund_before_payment);
  if (FORWARD_CHAIN.indexOf(to) < FORWARD_CHAIN.indexOf(from)) return refusal(from, to, REASONS.backwards);
  return null;
}

/** The statuses an order may move to next, in lifecycle order (what the back office offers). */
export const allowedNextStatuses = (from: OrderStatus): OrderStatus[] =>
  ALL_ORDER_STATUSES.filter((to) => statusMoveRefusal(from, to) === null);
