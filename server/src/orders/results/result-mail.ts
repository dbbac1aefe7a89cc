import type { Language } from '../../generated/prisma/enums.js';
import { COMMON_TEXTS, renderMail } from '../../mail/mail-layout.js';
import type { OutgoingMail } from '../../mail/mail-outbox.js';

const ORDER_RESULT = {
  ar: {
    subject: (order: string) => `نتيجة طلبك ${order}`,
    ready: (order: string) => `نتيجة طلبك ${order} جاهزة، ويمكنك تنزيلها من صفحة الطلب.`,
    shipped: (order: string) => `أرسلنا أصل نتيجة طلبك ${order} بالشحن.`,
    courier: (carrier: string, tracking: string | null) =>
      `الشحن: ${carrier}${tracking ? ` — رقم التتبع ${tracking}` : ''}`,
  },
  tr: {
    subject: (order: string) => `Siparişinizin sonucu: ${order}`,
    ready: (order: string) => `${order} numaralı siparişinizin sonucu hazır; sipariş sayfasından indirebilirsiniz.`,
    shipped: (order: string) => `${order} numaralı siparişinizin sonucunun aslını kargoyla gönderdik.`,
    courier: (carrier: string, tracking: string | null) =>
      `Kargo: ${carrier}${tracking ? ` — takip numarası ${tracking}` : ''}`,
  },
  en: {
    subject: (order: string) => `The result of your order ${order}`,
    ready: (order: string) => `The result of your order ${order} is ready; you can download it from the order page.`,
    shipped: (order: string) => `We sent the original result of your order ${order} by courier.`,
    courier: (carrier: string, tracking: string | null) =>
      `Courier: ${carrier}${tracking ? ` — tracking number ${tracking}` : ''}`,
  },
};

/** The office delivered a result: what (the note), how the original travels, and a link to the order page. */
export function orderResultMail(input: {
  to: string;
  language: Language;
  fullName: string;
  orderNumber: string;
  note: string | null;
  files: number;
  courier: { carrier: string; trackingNumber: string | null } | null;
  orderLink: string;
  siteName: string;
}): Promise<OutgoingMail> {
  const t = ORDER_RESULT[input.language];
  const common = COMMON_TEXTS[input.language];
  return renderMail(
    { kind: 'order_result', to: input.to, subject: t.subject(input.orderNumber) },
    {
      language: input.language,
      siteName: input.siteName,
      paragraphs: [
        common.greeting(input.fullName),
        input.files > 0 ? t.ready(input.orderNumber) : t.shipped(input.orderNumber),
        ...(input.note ? [common.note(input.note)] : []),
        ...(input.courier ? [t.courier(input.courier.carrier, input.courier.trackingNumber)] : []),
      ],
      action: { href: input.orderLink, label: common.openOrder },
    },
  );
}
