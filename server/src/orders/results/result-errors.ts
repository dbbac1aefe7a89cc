import { featureErrors } from '../../common/errors/app-error.js';

/** How delivering results and completing an order without one refuse, by code. */
export const ResultErrors = featureErrors({
  RESULT_REQUIRED: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'هذه الخدمة تسلّم نتيجة: ارفع ملف النتيجة أو سجّل بيانات الشحن قبل إكمال الطلب',
      tr: 'Bu hizmet bir sonuç teslim eder: siparişi tamamlamadan önce sonuç dosyasını yükleyin veya kargo bilgilerini kaydedin',
      en: 'This service delivers a result: upload the result file or record the shipping details before completing the order',
    },
  },
  RESULT_EMPTY: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'أرفق ملف نتيجة واحداً على الأقل أو سجّل شركة الشحن ورقم التتبع',
      tr: 'En az bir sonuç dosyası ekleyin veya kargo şirketini ve takip numarasını kaydedin',
      en: 'Attach at least one result file or record the shipping company and tracking number',
    },
  },
  RESULT_DELETE_FORBIDDEN: {
    kind: 'FORBIDDEN',
    message: {
      ar: 'ملفات النتيجة يحذفها المدير فقط',
      tr: 'Sonuç dosyalarını yalnızca yönetici silebilir',
      en: 'Only an administrator can delete result files',
    },
  },
  RESULT_ORDER_CANCELLED: {
    kind: 'CONFLICT',
    message: {
      ar: 'لا تُسلَّم نتيجة لطلب ملغي أو مسترد',
      tr: 'İptal veya iade edilmiş bir siparişe sonuç teslim edilmez',
      en: 'No result is delivered for a cancelled or refunded order',
    },
  },
});
