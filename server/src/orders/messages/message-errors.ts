import { featureErrors } from '../../common/errors/app-error.js';

/** The longest message, in characters after trimming. */
export const MESSAGE_BODY_MAX = 5000;

/** How sending a message on an order refuses, by code (the client words each in its three languages). */
export const MessageErrors = featureErrors({
  MESSAGE_EMPTY: { kind: 'VALIDATION_FAILED', message: 'اكتب رسالتك أو أرفق ملفاً واحداً على الأقل' },
  MESSAGE_TOO_LONG: {
    kind: 'VALIDATION_FAILED',
    message: `يجب ألا تزيد الرسالة عن ${MESSAGE_BODY_MAX} حرف`,
  },
});
