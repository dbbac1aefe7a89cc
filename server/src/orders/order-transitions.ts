import type { OrderStatus } from '../generated/prisma/enums.js';
import type { Language, Localized } from '../common/i18n/languages.js';
import { inEveryLanguage } from '../common/i18n/server-text.js';
import { ORDER_STATUS_LABELS, PAID_OR_LATER } from './order-status.js';

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

/** How a refusal names each status in Turkish and English (the words of the client's catalogues). */
const STATUS_NAMES: Record<'tr' | 'en', Record<OrderStatus, string>> = {
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

const label = (status: OrderStatus, language: Language) =>
  language === 'ar' ? `«${ORDER_STATUS_LABELS[status]}»` : `“${STATUS_NAMES[language][status]}”`;

/** Why a move is refused, the reason given in each language. */
type Reason = 'final' | 'completed_not_cancelled' | 'refund_before_payment' | 'backwards';

function refusal(from: OrderStatus, to: OrderStatus, reason: Reason): Localized {
  return inEveryLanguage((language) => {
    const [a, b] = [label(from, language), label(to, language)];
    switch (language) {
      case 'ar': {
        const why = {
          final: `الطلب ${ORDER_STATUS_LABELS[from]} نهائياً`,
          completed_not_cancelled: 'لا يُلغى طلب مكتمل',
          refund_before_payment: 'الاسترداد ممكن بعد الدفع فقط',
          backwards: 'لا يعود الطلب إلى مرحلة سابقة',
        }[reason];
        return `لا يمكن تغيير حالة الطلب من ${a} إلى ${b}: ${why}`;
      }
      case 'tr': {
        const why = {
          final: from === 'cancelled' ? 'iptal edilen sipariş kesinleşmiştir' : 'iade edilen sipariş kesinleşmiştir',
          completed_not_cancelled: 'tamamlanmış bir sipariş iptal edilemez',
          refund_before_payment: 'iade yalnızca ödemeden sonra yapılabilir',
          backwards: 'sipariş önceki bir aşamaya dönemez',
        }[reason];
        return `Siparişin durumu ${a} durumundan ${b} durumuna değiştirilemez: ${why}`;
      }
      case 'en': {
        const why = {
          final: from === 'cancelled' ? 'a cancelled order is final' : 'a refunded order is final',
          completed_not_cancelled: 'a completed order cannot be cancelled',
          refund_before_payment: 'a refund is only possible after payment',
          backwards: 'an order cannot go back to an earlier stage',
        }[reason];
        return `The order’s status cannot be changed from ${a} to ${b}: ${why}`;
      }
    }
  });
}

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
  if (FINAL.includes(from)) return refusal(from, to, 'final');
  if (to === 'cancelled') return from === 'completed' ? refusal(from, to, 'completed_not_cancelled') : null;
  if (to === 'refunded') return PAID_OR_LATER.includes(from) ? null : refusal(from, to, 'refund_before_payment');
  if (FORWARD_CHAIN.indexOf(to) < FORWARD_CHAIN.indexOf(from)) return refusal(from, to, 'backwards');
  return null;
}

/** The statuses an order may move to next, in lifecycle order (what the back office offers). */
export const allowedNextStatuses = (from: OrderStatus): OrderStatus[] =>
  ALL_ORDER_STATUSES.filter((to) => statusMoveRefusal(from, to) === null);
