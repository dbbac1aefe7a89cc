import { layout } from '../../mail/mail-templates.js';
import type { OutgoingMail } from '../../mail/mail-outbox.js';

/** An order was put in someone's hands: who did it and a link to its details in the back office. */
export function orderAssignedMail(input: {
  to: string;
  fullName: string;
  assignedByName: string;
  orderNumber: string;
  serviceName: string;
  orderLink: string;
  siteName: string;
}): OutgoingMail {
  const { html, text } = layout(
    input.siteName,
    [
      `مرحباً ${input.fullName}،`,
      `أسند ${input.assignedByName} إليك الطلب ${input.orderNumber} (${input.serviceName}).`,
      'الطلب الآن من مسؤوليتك: تابعه من لوحة الإدارة.',
    ],
    { href: input.orderLink, label: 'فتح الطلب' },
  );
  return { kind: 'order_assigned', to: input.to, subject: `أُسند إليك الطلب ${input.orderNumber}`, text, html };
}
