import { featureErrors } from '../common/errors/app-error.js';

export const MAX_FILES_PER_ORDER = 10;

/** How ordering, status moves and an order's files refuse, by code. */
export const OrderErrors = featureErrors({
  ORDER_NOT_FOUND: { kind: 'NOT_FOUND', message: 'لم يتم العثور على الطلب' },
  SERVICE_NOT_FOUND: { kind: 'NOT_FOUND', message: 'الخدمة غير موجودة' },
  SERVICE_INACTIVE: { kind: 'VALIDATION_FAILED', message: 'هذه الخدمة غير متاحة حالياً' },
  PAYMENT_METHOD_NOT_ACCEPTED: {
    kind: 'VALIDATION_FAILED',
    message: 'طريقة الدفع هذه غير متاحة حالياً، اختر طريقة أخرى',
  },
  STATUS_TRANSITION: { kind: 'VALIDATION_FAILED', message: 'لا يمكن نقل الطلب إلى هذه الحالة' },
  STATUS_CHANGED_MEANWHILE: {
    kind: 'CONFLICT',
    message: 'تغيرت حالة الطلب في هذه الأثناء. أعد تحميل الطلب وحاول مجدداً',
  },
  FILE_NOT_FOUND: { kind: 'NOT_FOUND', message: 'الملف غير موجود' },
  TOO_MANY_FILES: {
    kind: 'VALIDATION_FAILED',
    message: `لا يمكن أن يزيد عدد ملفات الطلب عن ${MAX_FILES_PER_ORDER} ملفات`,
  },
  ORDER_CLOSED: { kind: 'CONFLICT', message: 'لا يمكن تعديل ملفات طلب مكتمل أو ملغي أو مسترد' },
  ATTACHMENTS_LOCKED: { kind: 'CONFLICT', message: 'يمكن إضافة المرفقات وحذفها ما دام الطلب قيد الانتظار فقط' },
  RECEIPT_LOCKED: { kind: 'CONFLICT', message: 'تم التحقق من الدفع، ولا يمكن تغيير إيصال الدفع بعد ذلك' },
  FILE_DELETE_FORBIDDEN: { kind: 'FORBIDDEN', message: 'حذف الملفات متاح لصاحب الطلب وللمدير فقط' },
});
