import type { Language } from '../../generated/prisma/enums.js';
import { COMMON_TEXTS, renderMail } from '../../mail/mail-layout.js';
import type { OutgoingMail } from '../../mail/mail-outbox.js';
import type { Settings } from '../../settings/settings.schema.js';

/** Receipt decisions are payment news: they follow the payment switch (`notify_payment`). */
export const mayMailPaymentNews = (switches: Settings<'notifications'>) =>
  switches.email_enabled && switches.notify_payment;

const RECEIPT_REVIEWED = {
  ar: {
    acceptedSubject: (order: string) => `تم قبول إيصال الدفع لطلبك ${order}`,
    accepted: (order: string) => `راجعنا إيصال الدفع الذي أرسلته لطلبك ${order} وقبلناه، وسُجّلت الدفعة على الطلب.`,
    acceptedNext: 'يمكنك متابعة المبلغ المتبقي وحالة الدفع من صفحة الطلب.',
    rejectedSubject: (order: string) => `لم يُقبل إيصال الدفع لطلبك ${order}`,
    rejected: (order: string) => `راجعنا إيصال الدفع الذي أرسلته لطلبك ${order} ولم نتمكن من قبوله.`,
    reason: (reason: string) => `السبب: ${reason}`,
    rejectedNext: 'يرجى رفع إيصال صحيح من صفحة الطلب.',
  },
  tr: {
    acceptedSubject: (order: string) => `${order} numaralı siparişinizin ödeme dekontu kabul edildi`,
    accepted: (order: string) =>
      `${order} numaralı siparişiniz için gönderdiğiniz ödeme dekontunu inceledik ve kabul ettik; ödeme siparişe işlendi.`,
    acceptedNext: 'Kalan tutarı ve ödeme durumunu sipariş sayfasından takip edebilirsiniz.',
    rejectedSubject: (order: string) => `${order} numaralı siparişinizin ödeme dekontu kabul edilmedi`,
    rejected: (order: string) =>
      `${order} numaralı siparişiniz için gönderdiğiniz ödeme dekontunu inceledik ve kabul edemedik.`,
    reason: (reason: string) => `Neden: ${reason}`,
    rejectedNext: 'Lütfen sipariş sayfasından geçerli bir dekont yükleyin.',
  },
  en: {
    acceptedSubject: (order: string) => `The payment receipt for your order ${order} was accepted`,
    accepted: (order: string) =>
      `We reviewed the payment receipt you sent for your order ${order} and accepted it; the payment is recorded on the order.`,
    acceptedNext: 'You can follow the balance and the payment status on the order page.',
    rejectedSubject: (order: string) => `The payment receipt for your order ${order} was not accepted`,
    rejected: (order: string) =>
      `We reviewed the payment receipt you sent for your order ${order} and could not accept it.`,
    reason: (reason: string) => `Reason: ${reason}`,
    rejectedNext: 'Please upload a valid receipt from the order page.',
  },
};

/** Staff read the client's receipt: accepted (the payment is recorded) or rejected with the reason. */
export function receiptReviewedMail(input: {
  to: string;
  language: Language;
  fullName: string;
  orderNumber: string;
  accepted: boolean;
  reason: string | null;
  orderLink: string;
  siteName: string;
}): Promise<OutgoingMail> {
  const t = RECEIPT_REVIEWED[input.language];
  const common = COMMON_TEXTS[input.language];
  const greeting = common.greeting(input.fullName);
  return renderMail(
    {
      kind: input.accepted ? 'receipt_accepted' : 'receipt_rejected',
      to: input.to,
      subject: input.accepted ? t.acceptedSubject(input.orderNumber) : t.rejectedSubject(input.orderNumber),
    },
    {
      language: input.language,
      siteName: input.siteName,
      paragraphs: input.accepted
        ? [greeting, t.accepted(input.orderNumber), t.acceptedNext]
        : [greeting, t.rejected(input.orderNumber), t.reason(input.reason ?? ''), t.rejectedNext],
      action: { href: input.orderLink, label: common.openOrder },
    },
  );
}
