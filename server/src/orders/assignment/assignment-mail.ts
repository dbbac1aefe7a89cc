import type { Language } from '../../generated/prisma/enums.js';
import { COMMON_TEXTS, renderMail } from '../../mail/mail-layout.js';
import type { OutgoingMail } from '../../mail/mail-outbox.js';

const ORDER_ASSIGNED = {
  ar: {
    subject: (order: string) => `أُسند إليك الطلب ${order}`,
    assigned: (by: string, order: string, service: string) => `أسند ${by} إليك الطلب ${order} (${service}).`,
    next: 'الطلب الآن من مسؤوليتك: تابعه من لوحة الإدارة.',
  },
  tr: {
    subject: (order: string) => `${order} numaralı sipariş size atandı`,
    assigned: (by: string, order: string, service: string) =>
      `${by}, ${order} numaralı siparişi (${service}) size atadı.`,
    next: 'Sipariş artık sizin sorumluluğunuzda: yönetim panelinden takip edin.',
  },
  en: {
    subject: (order: string) => `Order ${order} was assigned to you`,
    assigned: (by: string, order: string, service: string) => `${by} assigned order ${order} (${service}) to you.`,
    next: 'The order is now in your hands: follow it up from the back office.',
  },
};

/** An order was put in someone's hands: who did it and a link to its details in the back office. */
export function orderAssignedMail(input: {
  to: string;
  language: Language;
  fullName: string;
  assignedByName: string;
  orderNumber: string;
  /** The service's name in the recipient's language. */
  serviceName: string;
  orderLink: string;
  siteName: string;
}): Promise<OutgoingMail> {
  const t = ORDER_ASSIGNED[input.language];
  const common = COMMON_TEXTS[input.language];
  return renderMail(
    { kind: 'order_assigned', to: input.to, subject: t.subject(input.orderNumber) },
    {
      language: input.language,
      siteName: input.siteName,
      paragraphs: [
        common.greeting(input.fullName),
        t.assigned(input.assignedByName, input.orderNumber, input.serviceName),
        t.next,
      ],
      action: { href: input.orderLink, label: common.openOrder },
    },
  );
}
