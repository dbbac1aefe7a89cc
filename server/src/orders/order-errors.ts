import { featureErrors } from '../common/errors/app-error.js';

export const MAX_FILES_PER_ORDER = 10;

/** How ordering, status moves and an order's files refuse, by code. */
export const OrderErrors = featureErrors({
  ORDER_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: { ar: 'لم يتم العثور على الطلب', tr: 'Sipariş bulunamadı', en: 'The order was not found' },
  },
  SERVICE_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: { ar: 'الخدمة غير موجودة', tr: 'Hizmet bulunamadı', en: 'The service was not found' },
  },
  SERVICE_INACTIVE: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'هذه الخدمة غير متاحة حالياً',
      tr: 'Bu hizmet şu anda sunulmuyor',
      en: 'This service is not available at the moment',
    },
  },
  PAYMENT_METHOD_NOT_ACCEPTED: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'طريقة الدفع هذه غير متاحة حالياً، اختر طريقة أخرى',
      tr: 'Bu ödeme yöntemi şu anda kullanılamıyor, lütfen başka bir yöntem seçin',
      en: 'This payment method is not available at the moment; please choose another',
    },
  },
  STATUS_TRANSITION: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'لا يمكن نقل الطلب إلى هذه الحالة',
      tr: 'Sipariş bu duruma geçirilemez',
      en: 'The order cannot be moved to this status',
    },
  },
  STATUS_CHANGED_MEANWHILE: {
    kind: 'CONFLICT',
    message: {
      ar: 'تغيرت حالة الطلب في هذه الأثناء. أعد تحميل الطلب وحاول مجدداً',
      tr: 'Bu arada siparişin durumu değişti. Siparişi yeniden yükleyip tekrar deneyin',
      en: 'The order’s status changed in the meantime. Reload the order and try again',
    },
  },
  FILE_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: { ar: 'الملف غير موجود', tr: 'Dosya bulunamadı', en: 'The file was not found' },
  },
  TOO_MANY_FILES: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: `لا يمكن أن يزيد عدد ملفات الطلب عن ${MAX_FILES_PER_ORDER} ملفات`,
      tr: `Bir siparişte en fazla ${MAX_FILES_PER_ORDER} dosya olabilir`,
      en: `An order can have at most ${MAX_FILES_PER_ORDER} files`,
    },
  },
  ORDER_CLOSED: {
    kind: 'CONFLICT',
    message: {
      ar: 'لا يمكن تعديل ملفات طلب مكتمل أو ملغي أو مسترد',
      tr: 'Tamamlanmış, iptal edilmiş veya iade edilmiş bir siparişin dosyaları değiştirilemez',
      en: 'The files of a completed, cancelled or refunded order cannot be changed',
    },
  },
  ATTACHMENTS_LOCKED: {
    kind: 'CONFLICT',
    message: {
      ar: 'يمكن إضافة المرفقات وحذفها ما دام الطلب قيد الانتظار فقط',
      tr: 'Ekler yalnızca sipariş beklemedeyken eklenip silinebilir',
      en: 'Attachments can only be added or removed while the order is pending',
    },
  },
  RECEIPT_LOCKED: {
    kind: 'CONFLICT',
    message: {
      ar: 'تم التحقق من الدفع، ولا يمكن تغيير إيصال الدفع بعد ذلك',
      tr: 'Ödeme doğrulandı; ödeme dekontu artık değiştirilemez',
      en: 'The payment has been verified, so the payment receipt can no longer be changed',
    },
  },
  FILE_DELETE_FORBIDDEN: {
    kind: 'FORBIDDEN',
    message: {
      ar: 'حذف الملفات متاح لصاحب الطلب وللمدير فقط',
      tr: 'Dosyaları yalnızca sipariş sahibi ve yönetici silebilir',
      en: 'Only the owner of the order and an administrator can delete files',
    },
  },
});
