import { layout } from '../../mail/mail-templates.js';
import type { OutgoingMail } from '../../mail/mail-outbox.js';
import type { Settings } from '../../settings/settings.schema.js';

/** Hold e-mails follow the status-change switch: they tell the client something changed on the order. */
export const mayMailOrderUpdate = (switches: Settings<'notifications'>) =>
  switches.email_enabled && switches.notify_status_change;

/** The office needs something from the client: the request in its words and a link to the order page. */
export function orderOnHoldMail(input: {
  to: string;
  fullName: string;
  orderNumber: string;
  request: string;
  orderLink: string;
  siteName: string;
}): OutgoingMail {
  const { html, text } = layout(
    input.siteName,
    [
      `مرحباً ${input.fullName}،`,
      `نحتاج منك شيئاً لمتابعة طلبك ${input.orderNumber}:`,
      input.request,
      'افتح الطلب وأرسل ردك أو ارفع ما طُلب منك، وسنتابع العمل فور وصوله.',
    ],
    { href: input.orderLink, label: 'الرد على طلب المكتب' },
  );
  return { kind: 'order_on_hold', to: input.to, subject: `طلبك ${input.orderNumber} بانتظار ردك`, text, html };
}
