import { featureErrors } from '../../common/errors/app-error.js';

/** How setting an exchange rate refuses, by code (the same on both APIs; the client words each in its language). */
export const ExchangeRateErrors = featureErrors({
  EXCHANGE_RATE_CURRENCY_UNKNOWN: {
    kind: 'VALIDATION_FAILED',
    message: 'العملة غير معروفة: يمكن تحديد سعر الدولار الأمريكي (USD) أو الليرة السورية (SYP) فقط',
  },
  EXCHANGE_RATE_NOT_A_NUMBER: {
    kind: 'VALIDATION_FAILED',
    message: 'سعر الصرف يجب أن يكون رقماً، مثل 330 أو 0.0241',
  },
  EXCHANGE_RATE_NOT_POSITIVE: { kind: 'VALIDATION_FAILED', message: 'سعر الصرف يجب أن يكون أكبر من صفر' },
  EXCHANGE_RATE_OUT_OF_RANGE: {
    kind: 'VALIDATION_FAILED',
    message: 'سعر الصرف يقبل عشر منازل عشرية على الأكثر وعشرة أرقام قبل الفاصلة',
  },
});
