import { featureErrors } from '../common/errors/app-error.js';

/** How verifying an issued document refuses, by code. */
export const VerificationErrors = featureErrors({
  ISSUED_DOCUMENT_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: {
      ar: 'لا توجد وثيقة صادرة بهذا الرمز. تحقق من الرمز أو تواصل مع المكتب',
      tr: 'Bu kodla düzenlenmiş bir belge yok. Kodu kontrol edin veya büro ile iletişime geçin',
      en: 'No document has been issued with this code. Please check the code or contact the office',
    },
  },
});
