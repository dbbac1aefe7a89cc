import type { Language } from '../../generated/prisma/enums.js';
import { COMMON_TEXTS, renderMail } from '../../mail/mail-layout.js';
import type { OutgoingMail } from '../../mail/mail-outbox.js';
import type { Settings } from '../../settings/settings.schema.js';

/** Hold e-mails follow the status-change switch: they tell the client something changed on the order. */
export const mayMailOrderUpdate = (switches: Settings<'notifications'>) =>
  switches.email_enabled && switches.notify_status_change;

const ORDER_ON_HOLD = {
  ar: {
    subject: (order: string) => `طلبك ${order} بانتظار ردك`,
    needed: (order: string) => `نحتاج منك شيئاً لمتابعة طلبك ${order}:`,
    next: 'افتح الطلب وأرسل ردك أو ارفع ما طُلب منك، وسنتابع العمل فور وصوله.',
    action: 'الرد على طلب المكتب',
  },
  tr: {
    subject: (order: string) => `${order} numaralı siparişiniz yanıtınızı bekliyor`,
    needed: (order: string) => `${order} numaralı siparişinize devam edebilmemiz için sizden bir şeye ihtiyacımız var:`,
    next: 'Siparişi açıp yanıtınızı gönderin veya istenenleri yükleyin; ulaşır ulaşmaz çalışmaya devam edeceğiz.',
    action: 'Ofisin talebini yanıtla',
  },
  en: {
    subject: (order: string) => `Your order ${order} is waiting for your reply`,
    needed: (order: string) => `We need something from you to go on with your order ${order}:`,
    next: 'Open the order and send your reply or upload what was asked; we will carry on as soon as it arrives.',
    action: "Reply to the office's request",
  },
};

/** The office needs something from the client: the request in its words and a link to the order page. */
export function orderOnHoldMail(input: {
  to: string;
  language: Language;
  fullName: string;
  orderNumber: string;
  request: string;
  orderLink: string;
  siteName: string;
}): Promise<OutgoingMail> {
  const t = ORDER_ON_HOLD[input.language];
  return renderMail(
    { kind: 'order_on_hold', to: input.to, subject: t.subject(input.orderNumber) },
    {
      language: input.language,
      siteName: input.siteName,
      paragraphs: [
        COMMON_TEXTS[input.language].greeting(input.fullName),
        t.needed(input.orderNumber),
        input.request,
        t.next,
      ],
      action: { href: input.orderLink, label: t.action },
    },
  );
}
