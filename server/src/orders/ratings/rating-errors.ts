import { featureErrors } from '../../common/errors/app-error.js';

/** How rating an order and quoting a rating refuse, by code. */
export const RatingErrors = featureErrors({
  RATING_ORDER_NOT_COMPLETED: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'يمكن تقييم الطلب بعد اكتماله فقط',
      tr: 'Sipariş ancak tamamlandıktan sonra değerlendirilebilir',
      en: 'An order can only be rated once it is completed',
    },
  },
  RATING_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: { ar: 'التقييم غير موجود', tr: 'Değerlendirme bulunamadı', en: 'The rating was not found' },
  },
  RATING_NOT_PUBLISHABLE: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'لا يمكن نشر هذا التقييم: لم يوافق العميل على نشره أو لم يكتب تعليقاً',
      tr: 'Bu değerlendirme yayımlanamaz: müşteri yayımlanmasına izin vermedi veya yorum yazmadı',
      en: 'This rating cannot be published: the client did not agree to it or wrote no comment',
    },
  },
});
