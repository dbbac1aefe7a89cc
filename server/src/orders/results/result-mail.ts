import { layout } from '../../mail/mail-templates.js';
import type { OutgoingMail } from '../../mail/mail-outbox.js';

/** The office delivered a result: what (the note), how the original travels, and a link to the order page. */
export function orderResultMail(input: {
  to: string;
  fullName: string;
  orderNumber: string;
  note: string | null;
  files: number;
  courier: { carrier: string; trackingNumber: string | null } | null;
  orderLink: string;
  siteName: string;
}): OutgoingMail {
  const { html, text } = layout(
    input.siteName,
    [
      `مرحباً ${input.fullName}،`,
      input.files > 0
        ? `نتيجة طلبك ${input.orderNumber} جاهزة، ويمكنك تنزيلها من صفحة الطلب.`
        : `أرسلنا أصل نتيجة طلبك ${input.orderNumber} بالشحن.`,
      ...(input.note ? [`ملاحظة: ${input.note}`] : []),
      ...(input.courier
        ? [
            `الشحن: ${input.courier.carrier}${input.courier.trackingNumber ? ` — رقم التتبع ${input.courier.trackingNumber}` : ''}`,
          ]
        : []),
    ],
    { href: input.orderLink, label: 'فتح الطلب' },
  );
  return { kind: 'order_result', to: input.to, subject: `نتيجة طلبك ${input.orderNumber}`, text, html };
}
