import { featureErrors } from '../errors/app-error.js';

/** How a request carrying an `Idempotency-Key` is refused, by code. */
export const IdempotencyErrors = featureErrors({
  IDEMPOTENCY_KEY_INVALID: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'مفتاح عدم التكرار (Idempotency-Key) يجب أن يكون من 1 إلى 255 حرفاً لاتينياً قابلاً للطباعة',
      tr: 'Idempotency-Key 1 ile 255 arasında yazdırılabilir ASCII karakterden oluşmalıdır',
      en: 'The Idempotency-Key must be 1 to 255 printable ASCII characters',
    },
  },
  IDEMPOTENCY_KEY_REUSED: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'استُخدم مفتاح عدم التكرار (Idempotency-Key) هذا لطلب مختلف. استخدم مفتاحاً جديداً لكل طلب جديد',
      tr: 'Bu Idempotency-Key farklı bir istek için kullanıldı. Her yeni istek için yeni bir anahtar kullanın',
      en: 'This Idempotency-Key was used for a different request. Use a new key for each new request',
    },
  },
  IDEMPOTENCY_KEY_IN_USE: {
    kind: 'CONFLICT',
    message: {
      ar: 'طلب بمفتاح عدم التكرار (Idempotency-Key) نفسه ما زال قيد التنفيذ. انتظر قليلاً ثم أعد المحاولة',
      tr: 'Aynı Idempotency-Key ile bir istek hâlâ işleniyor. Biraz bekleyip tekrar deneyin',
      en: 'A request with the same Idempotency-Key is still in progress. Wait a moment and try again',
    },
  },
});
