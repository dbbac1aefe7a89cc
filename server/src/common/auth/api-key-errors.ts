import { featureErrors } from '../errors/app-error.js';

/** How a request made with an API key is refused, by code (the key's check and the shared guard raise them). */
export const ApiKeyAuthErrors = featureErrors({
  API_KEY_INVALID: {
    kind: 'UNAUTHENTICATED',
    message: {
      ar: 'مفتاح الواجهة البرمجية (API) غير معروف',
      tr: 'API anahtarı tanınmıyor',
      en: 'The API key is not recognised',
    },
  },
  API_KEY_REVOKED: {
    kind: 'UNAUTHENTICATED',
    message: {
      ar: 'أُلغي مفتاح الواجهة البرمجية (API) هذا',
      tr: 'Bu API anahtarı iptal edildi',
      en: 'This API key has been revoked',
    },
  },
  API_KEY_EXPIRED: {
    kind: 'UNAUTHENTICATED',
    message: {
      ar: 'انتهت صلاحية مفتاح الواجهة البرمجية (API) هذا',
      tr: 'Bu API anahtarının süresi doldu',
      en: 'This API key has expired',
    },
  },
  API_KEY_OWNER_INACTIVE: {
    kind: 'UNAUTHENTICATED',
    message: {
      ar: 'حساب الشريك صاحب هذا المفتاح معطّل',
      tr: 'Bu anahtarın sahibi olan iş ortağı hesabı devre dışı',
      en: 'The partner account this key belongs to is disabled',
    },
  },
  API_KEY_IP_NOT_ALLOWED: {
    kind: 'FORBIDDEN',
    message: {
      ar: 'لا يُسمح باستخدام هذا المفتاح من هذا العنوان (IP)',
      tr: 'Bu anahtar bu IP adresinden kullanılamaz',
      en: 'This key may not be used from this IP address',
    },
  },
  API_KEY_SCOPE_MISSING: {
    kind: 'FORBIDDEN',
    message: {
      ar: 'لا يملك هذا المفتاح الصلاحية (scope) اللازمة لهذا الإجراء',
      tr: 'Bu anahtar bu işlem için gereken yetki kapsamına (scope) sahip değil',
      en: 'This key lacks the scope this action needs',
    },
  },
  API_KEY_ROUTE_NOT_ALLOWED: {
    kind: 'FORBIDDEN',
    message: {
      ar: 'هذا الإجراء غير متاح بمفاتيح الواجهة البرمجية (API)؛ سجّل الدخول لاستخدامه',
      tr: 'Bu işlem API anahtarlarıyla kullanılamaz; kullanmak için giriş yapın',
      en: 'This action is not available with API keys; sign in to use it',
    },
  },
  API_KEY_RATE_LIMITED: {
    kind: 'TOO_MANY_REQUESTS',
    message: {
      ar: 'تجاوز هذا المفتاح عدد الطلبات المسموح في الدقيقة. أعد المحاولة بعد المدة المذكورة في Retry-After',
      tr: 'Bu anahtar dakikada izin verilen istek sayısını aştı. Retry-After süresinden sonra tekrar deneyin',
      en: 'This key made more requests a minute than allowed. Try again after the Retry-After delay',
    },
  },
});
