import { featureErrors } from '../../common/errors/app-error.js';

/** How the management of partners' API keys refuses, by code. */
export const ApiKeyErrors = featureErrors({
  API_KEY_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: { ar: 'مفتاح الواجهة البرمجية غير موجود', tr: 'API anahtarı bulunamadı', en: 'The API key was not found' },
  },
  API_KEY_OWNER_NOT_PARTNER: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'مفاتيح الواجهة البرمجية تُنشأ لحساب شريك نشط فقط',
      tr: 'API anahtarları yalnızca etkin bir iş ortağı hesabı için oluşturulabilir',
      en: 'API keys can only be created for an active partner account',
    },
  },
  API_KEY_EXPIRY_PAST: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'تاريخ انتهاء المفتاح يجب أن يكون في المستقبل',
      tr: 'Anahtarın bitiş tarihi gelecekte olmalıdır',
      en: 'The key’s expiry must be in the future',
    },
  },
});
