import { featureErrors } from '../../common/errors/app-error.js';

/** How setting an exchange rate refuses, by code (the same on both APIs; the client words each in its language). */
export const ExchangeRateErrors = featureErrors({
  EXCHANGE_RATE_CURRENCY_UNKNOWN: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'العملة غير معروفة: يمكن تحديد سعر الدولار الأمريكي (USD) أو الليرة السورية (SYP) فقط',
      tr: 'Para birimi tanınmıyor: yalnızca ABD doları (USD) veya Suriye lirası (SYP) için kur belirlenebilir',
      en: 'Unknown currency: a rate can only be set for the US dollar (USD) or the Syrian pound (SYP)',
    },
  },
  EXCHANGE_RATE_NOT_A_NUMBER: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'سعر الصرف يجب أن يكون رقماً، مثل 330 أو 0.0241',
      tr: 'Kur, 330 veya 0.0241 gibi bir sayı olmalıdır',
      en: 'The exchange rate must be a number, such as 330 or 0.0241',
    },
  },
  EXCHANGE_RATE_NOT_POSITIVE: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'سعر الصرف يجب أن يكون أكبر من صفر',
      tr: 'Kur sıfırdan büyük olmalıdır',
      en: 'The exchange rate must be greater than zero',
    },
  },
  EXCHANGE_RATE_OUT_OF_RANGE: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'سعر الصرف يقبل عشر منازل عشرية على الأكثر وعشرة أرقام قبل الفاصلة',
      tr: 'Kur en fazla on ondalık basamak ve ondalık ayırıcıdan önce en fazla on basamak içerebilir',
      en: 'The exchange rate takes at most ten decimal places and ten digits before the decimal point',
    },
  },
});
