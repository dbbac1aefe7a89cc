import { featureErrors } from '../common/errors/app-error.js';

/** How the providers' callbacks are refused, by code (REST `code`). */
export const NotificationErrors = featureErrors({
  // The same code and words as the orders' own: one meaning for the clients that translate it.
  ORDER_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: { ar: 'لم يتم العثور على الطلب', tr: 'Sipariş bulunamadı', en: 'The order was not found' },
  },
  CALLBACK_SIGNATURE_MISSING: {
    kind: 'UNAUTHENTICATED',
    message: {
      ar: 'الطلب غير موقّع من مزود الرسائل',
      tr: 'İstek mesaj sağlayıcısı tarafından imzalanmamış',
      en: 'The request is not signed by the messaging provider',
    },
  },
  CALLBACK_SIGNATURE_INVALID: {
    kind: 'FORBIDDEN',
    message: {
      ar: 'توقيع الطلب غير صحيح',
      tr: 'İsteğin imzası geçersiz',
      en: 'The request’s signature is not valid',
    },
  },
  CALLBACK_VERIFY_TOKEN_INVALID: {
    kind: 'FORBIDDEN',
    message: {
      ar: 'رمز التحقق غير صحيح',
      tr: 'Doğrulama belirteci geçersiz',
      en: 'The verify token is not valid',
    },
  },
});
