import { featureErrors } from '../common/errors/app-error.js';

/** How accounts, sessions, e-mail verification and two-step sign-in refuse, by code. */
export const AuthErrors = featureErrors({
  EMAIL_TAKEN: {
    kind: 'BAD_REQUEST',
    message: {
      ar: 'البريد الإلكتروني مسجل مسبقاً',
      tr: 'Bu e-posta adresi zaten kayıtlı',
      en: 'This e-mail address is already registered',
    },
  },
  INVALID_CREDENTIALS: {
    kind: 'UNAUTHENTICATED',
    message: {
      ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      tr: 'E-posta adresi veya şifre hatalı',
      en: 'The e-mail address or password is incorrect',
    },
  },
  ACCOUNT_DISABLED: {
    kind: 'FORBIDDEN',
    message: {
      ar: 'هذا الحساب معطل. يرجى التواصل مع المكتب',
      tr: 'Bu hesap devre dışı bırakılmış. Lütfen büro ile iletişime geçin',
      en: 'This account has been disabled. Please contact the office',
    },
  },
  ACCOUNT_LOCKED: {
    kind: 'TOO_MANY_REQUESTS',
    message: {
      ar: 'تم إيقاف تسجيل الدخول مؤقتاً بسبب محاولات خاطئة متكررة',
      tr: 'Tekrarlanan hatalı denemeler nedeniyle giriş geçici olarak durduruldu',
      en: 'Sign-in has been paused for a while after repeated failed attempts',
    },
  },
  SESSION_ENDED: {
    kind: 'UNAUTHENTICATED',
    message: {
      ar: 'انتهت الجلسة. يرجى تسجيل الدخول مجدداً',
      tr: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın',
      en: 'Your session has ended. Please sign in again',
    },
  },
  INVALID_PASSWORD: {
    kind: 'VALIDATION_FAILED',
    message: { ar: 'كلمة المرور غير صحيحة', tr: 'Şifre hatalı', en: 'The password is incorrect' },
  },
  RESET_LINK_INVALID: {
    kind: 'BAD_REQUEST',
    message: {
      ar: 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية. اطلب رابطاً جديداً',
      tr: 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin',
      en: 'This reset link is invalid or has expired. Please request a new one',
    },
  },
  VERIFICATION_LINK_INVALID: {
    kind: 'BAD_REQUEST',
    message: {
      ar: 'رابط التأكيد غير صالح أو منتهي الصلاحية. اطلب رابطاً جديداً من ملفك الشخصي',
      tr: 'Doğrulama bağlantısı geçersiz veya süresi dolmuş. Profilinizden yeni bir bağlantı isteyin',
      en: 'This confirmation link is invalid or has expired. Please request a new one from your profile',
    },
  },
  EMAIL_ALREADY_VERIFIED: {
    kind: 'BAD_REQUEST',
    message: {
      ar: 'بريدك الإلكتروني مؤكد مسبقاً',
      tr: 'E-posta adresiniz zaten doğrulanmış',
      en: 'Your e-mail address is already confirmed',
    },
  },
  TWO_FACTOR_NOT_STARTED: {
    kind: 'BAD_REQUEST',
    message: {
      ar: 'ابدأ إعداد التحقق بخطوتين أولاً',
      tr: 'Lütfen önce iki adımlı doğrulama kurulumunu başlatın',
      en: 'Please start setting up two-step verification first',
    },
  },
  TWO_FACTOR_OFF: {
    kind: 'BAD_REQUEST',
    message: {
      ar: 'التحقق بخطوتين غير مفعّل',
      tr: 'İki adımlı doğrulama etkin değil',
      en: 'Two-step verification is not turned on',
    },
  },
  INVALID_CODE: {
    kind: 'VALIDATION_FAILED',
    message: { ar: 'رمز التحقق غير صحيح', tr: 'Doğrulama kodu hatalı', en: 'The verification code is incorrect' },
  },
  CHALLENGE_ENDED: {
    kind: 'UNAUTHENTICATED',
    message: {
      ar: 'انتهت مهلة التحقق. سجّل الدخول من جديد',
      tr: 'Doğrulama süresi doldu. Lütfen yeniden giriş yapın',
      en: 'The verification time has run out. Please sign in again',
    },
  },
  TOO_MANY_CODES: {
    kind: 'TOO_MANY_REQUESTS',
    message: {
      ar: 'محاولات تحقق خاطئة كثيرة',
      tr: 'Çok fazla hatalı doğrulama denemesi',
      en: 'Too many incorrect verification attempts',
    },
  },
});
