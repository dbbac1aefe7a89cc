import { featureErrors } from '../../common/errors/app-error.js';

/** How an order's documents refuse, by code. */
export const DocumentErrors = featureErrors({
  SLOT_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: {
      ar: 'هذا المستند ليس من مستندات هذا الطلب',
      tr: 'Bu belge, bu siparişin belgelerinden biri değil',
      en: 'This document is not one of this order’s documents',
    },
  },
  DOCUMENT_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: {
      ar: 'هذا الملف ليس من مستندات هذا الطلب',
      tr: 'Bu dosya, bu siparişin belgelerinden biri değil',
      en: 'This file is not one of this order’s documents',
    },
  },
  DOCUMENT_TYPE: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'نوع الملف غير مقبول لهذا المستند',
      tr: 'Bu dosya türü bu belge için kabul edilmiyor',
      en: 'This file type is not accepted for this document',
    },
  },
  SLOT_FULL: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'وصل هذا المستند إلى أكبر عدد مسموح من الملفات',
      tr: 'Bu belge için izin verilen en fazla dosya sayısına ulaşıldı',
      en: 'This document already has the most files allowed',
    },
  },
  ISSUE_DATE_REQUIRED: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'تاريخ إصدار الوثيقة مطلوب لهذا المستند',
      tr: 'Bu belge için düzenlenme tarihi gereklidir',
      en: 'The issue date is required for this document',
    },
  },
  DOCUMENT_TOO_OLD: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'الوثيقة أقدم من المسموح',
      tr: 'Belge izin verilenden daha eski',
      en: 'The document is older than allowed',
    },
  },
  ISSUE_DATE_IN_FUTURE: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'تاريخ إصدار الوثيقة لا يكون في المستقبل',
      tr: 'Belgenin düzenlenme tarihi gelecekte olamaz',
      en: 'The issue date cannot be in the future',
    },
  },
  DOCUMENTS_CLOSED: {
    kind: 'CONFLICT',
    message: {
      ar: 'لا يمكن رفع مستندات لطلب مكتمل أو ملغي أو مسترد',
      tr: 'Tamamlanmış, iptal edilmiş veya iade edilmiş bir siparişe belge yüklenemez',
      en: 'Documents cannot be uploaded to a completed, cancelled or refunded order',
    },
  },
  ALREADY_REVIEWED: {
    kind: 'CONFLICT',
    message: {
      ar: 'تمت مراجعة هذا الملف من قبل',
      tr: 'Bu dosya zaten incelendi',
      en: 'This file has already been reviewed',
    },
  },
  REASON_REQUIRED: {
    kind: 'VALIDATION_FAILED',
    message: { ar: 'اذكر سبب الرفض', tr: 'Lütfen ret nedenini yazın', en: 'Please give the reason for rejecting it' },
  },
  DOCUMENTS_OUTSTANDING: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'لا يمكن متابعة الطلب قبل قبول مستنداته المطلوبة، أو التنازل عنها مع ذكر السبب',
      tr: 'Gerekli belgeleri kabul edilmeden veya nedeni belirtilerek bunlardan vazgeçilmeden sipariş ilerleyemez',
      en: 'The order cannot go on until its required documents are accepted, or waived with a reason',
    },
  },
});
