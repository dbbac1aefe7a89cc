import { featureErrors } from '../../common/errors/app-error.js';

/** The longest message, in characters after trimming. */
export const MESSAGE_BODY_MAX = 5000;

/** How sending a message on an order refuses, by code (the client words each in its three languages). */
export const MessageErrors = featureErrors({
  MESSAGE_EMPTY: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'اكتب رسالتك أو أرفق ملفاً واحداً على الأقل',
      tr: 'Lütfen bir mesaj yazın veya en az bir dosya ekleyin',
      en: 'Please write a message or attach at least one file',
    },
  },
  MESSAGE_TOO_LONG: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: `يجب ألا تزيد الرسالة عن ${MESSAGE_BODY_MAX} حرف`,
      tr: `Mesaj en fazla ${MESSAGE_BODY_MAX} karakter olabilir`,
      en: `A message may have at most ${MESSAGE_BODY_MAX} characters`,
    },
  },
});
