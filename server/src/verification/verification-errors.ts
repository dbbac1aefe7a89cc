import { featureErrors } from '../common/errors/app-error.js';

/** How verifying an issued document refuses, by code. */
export const VerificationErrors = featureErrors({
  ISSUED_DOCUMENT_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: 'لا توجد وثيقة صادرة بهذا الرمز. تحقق من الرمز أو تواصل مع المكتب',
  },
});
