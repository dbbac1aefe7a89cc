import { layout } from '../../mail/mail-templates.js';
import type { OutgoingMail } from '../../mail/mail-outbox.js';
import type { Settings } from '../../settings/settings.schema.js';

/** Receipt decisions are payment news: they follow the payment switch (`notify_payment`). */
export const mayMailPaymentNews = (switches: Settings<'notifications'>) =>
  switches.email_enabled && switches.notify_payment;

/** Staff read the client's receipt: accepted (the payment is recorded) or rejected with the reason. */
export function receiptReviewedMail(input: {
  to: string;
  fullName: string;
  orderNumber: string;
  accepted: boolean;
  reason: string | null;
  orderLink: string;
  siteName: string;
}): OutgoingMail {
  const { html, text } = layout(
    input.siteName,
    input.accepted
      ? [
          `مرحباً ${input.fullName}،`,
          `راجعنا إيصال الدفع الذي أرسلته لطلبك ${input.orderNumber} وقبلناه، وسُجّلت الدفعة على الطلب.`,
          'يمكنك متابعة المبلغ المتبقي وحالة الدفع من صفحة الطلب.',
        ]
      : [
          `مرحباً ${input.fullName}،`,
          `راجعنا إيصال الدفع الذي أرسلته لطلبك ${input.orderNumber} ولم نتمكن من قبوله.`,
          `السبب: ${input.reason ?? ''}`,
          'يرجى رفع إيصال صحيح من صفحة الطلب.',
        ],
    { href: input.orderLink, label: 'فتح الطلب' },
  );
  return {
    kind: input.accepted ? 'receipt_accepted' : 'receipt_rejected',
    to: input.to,
    subject: input.accepted
      ? `تم قبول إيصال الدفع لطلبك ${input.orderNumber}`
      : `لم يُقبل إيصال الدفع لطلبك ${input.orderNumber}`,
    text,
    html,
  };
}
