import { featureErrors } from '../../common/errors/app-error.js';

/** How delivering results and completing an order without one refuse, by code. */
export const ResultErrors = featureErrors({
  RESULT_REQUIRED: {
    kind: 'VALIDATION_FAILED',
    message: 'هذه الخدمة تسلّم نتيجة: ارفع ملف النتيجة أو سجّل بيانات الشحن قبل إكمال الطلب',
  },
  RESULT_EMPTY: {
    kind: 'VALIDATION_FAILED',
    message: 'أرفق ملف نتيجة واحداً على الأقل أو سجّل شركة الشحن ورقم التتبع',
  },
  RESULT_DELETE_FORBIDDEN: { kind: 'FORBIDDEN', message: 'ملفات النتيجة يحذفها المدير فقط' },
  RESULT_ORDER_CANCELLED: { kind: 'CONFLICT', message: 'لا تُسلَّم نتيجة لطلب ملغي أو مسترد' },
});
