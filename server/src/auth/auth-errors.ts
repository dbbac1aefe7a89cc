import { featureErrors } from '../common/errors/app-error.js';

/** How accounts, sessions, e-mail verification and two-step sign-in refuse, by code. */
export const AuthErrors = featureErrors({
  EMAIL_TAKEN: { kind: 'BAD_REQUEST', message: 'البريد الإلكتروني مسجل مسبقاً' },
  INVALID_CREDENTIALS: { kind: 'UNAUTHENTICATED', message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' },
  ACCOUNT_DISABLED: { kind: 'FORBIDDEN', message: 'هذا الحساب معطل. يرجى التواصل مع المكتب' },
  ACCOUNT_LOCKED: { kind: 'TOO_MANY_REQUESTS', message: 'تم إيقاف تسجيل الدخول مؤقتاً بسبب محاولات خاطئة متكررة' },
  SESSION_ENDED: { kind: 'UNAUTHENTICATED', message: 'انتهت الجلسة. يرجى تسجيل الدخول مجدداً' },
  INVALID_PASSWORD: { kind: 'VALIDATION_FAILED', message: 'كلمة المرور غير صحيحة' },
  RESET_LINK_INVALID: {
    kind: 'BAD_REQUEST',
    message: 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية. اطلب رابطاً جديداً',
  },
  VERIFICATION_LINK_INVALID: {
    kind: 'BAD_REQUEST',
    message: 'رابط التأكيد غير صالح أو منتهي الصلاحية. اطلب رابطاً جديداً من ملفك الشخصي',
  },
  EMAIL_ALREADY_VERIFIED: { kind: 'BAD_REQUEST', message: 'بريدك الإلكتروني مؤكد مسبقاً' },
  TWO_FACTOR_NOT_STARTED: { kind: 'BAD_REQUEST', message: 'ابدأ إعداد التحقق بخطوتين أولاً' },
  TWO_FACTOR_OFF: { kind: 'BAD_REQUEST', message: 'التحقق بخطوتين غير مفعّل' },
  INVALID_CODE: { kind: 'VALIDATION_FAILED', message: 'رمز التحقق غير صحيح' },
  CHALLENGE_ENDED: { kind: 'UNAUTHENTICATED', message: 'انتهت مهلة التحقق. سجّل الدخول من جديد' },
  TOO_MANY_CODES: { kind: 'TOO_MANY_REQUESTS', message: 'محاولات تحقق خاطئة كثيرة' },
});
