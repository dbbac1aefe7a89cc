import { featureErrors } from '../../common/errors/app-error.js';

/** How an order's documents refuse, by code. */
export const DocumentErrors = featureErrors({
  SLOT_NOT_FOUND: { kind: 'NOT_FOUND', message: 'هذا المستند ليس من مستندات هذا الطلب' },
  DOCUMENT_NOT_FOUND: { kind: 'NOT_FOUND', message: 'هذا الملف ليس من مستندات هذا الطلب' },
  DOCUMENT_TYPE: { kind: 'VALIDATION_FAILED', message: 'نوع الملف غير مقبول لهذا المستند' },
  SLOT_FULL: { kind: 'VALIDATION_FAILED', message: 'وصل هذا المستند إلى أكبر عدد مسموح من الملفات' },
  ISSUE_DATE_REQUIRED: { kind: 'VALIDATION_FAILED', message: 'تاريخ إصدار الوثيقة مطلوب لهذا المستند' },
  DOCUMENT_TOO_OLD: { kind: 'VALIDATION_FAILED', message: 'الوثيقة أقدم من المسموح' },
  ISSUE_DATE_IN_FUTURE: { kind: 'VALIDATION_FAILED', message: 'تاريخ إصدار الوثيقة لا يكون في المستقبل' },
  DOCUMENTS_CLOSED: { kind: 'CONFLICT', message: 'لا يمكن رفع مستندات لطلب مكتمل أو ملغي أو مسترد' },
  ALREADY_REVIEWED: { kind: 'CONFLICT', message: 'تمت مراجعة هذا الملف من قبل' },
  REASON_REQUIRED: { kind: 'VALIDATION_FAILED', message: 'اذكر سبب الرفض' },
  DOCUMENTS_OUTSTANDING: {
    kind: 'VALIDATION_FAILED',
    message: 'لا يمكن متابعة الطلب قبل قبول مستنداته المطلوبة، أو التنازل عنها مع ذكر السبب',
  },
});
