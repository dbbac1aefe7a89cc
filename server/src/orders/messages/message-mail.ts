import type { Language } from '../../generated/prisma/enums.js';
import { COMMON_TEXTS, mailNumber, renderMail } from '../../mail/mail-layout.js';
import type { OutgoingMail } from '../../mail/mail-outbox.js';

type ThreadMail = {
  to: string;
  language: Language;
  fullName: string;
  orderNumber: string;
  /** The messages not yet mailed, oldest first: who wrote and what. */
  messages: { authorName: string; body: string; files: number }[];
  orderLink: string;
  siteName: string;
};

const THREAD = {
  ar: {
    files: (count: string) => `${count} ملف مرفق`,
    officeSubject: (order: string) => `رسائل جديدة بخصوص طلبك ${order}`,
    officeWrote: (order: string) => `لديك رسائل جديدة من المكتب بخصوص طلبك ${order}:`,
    officeNext: 'افتح الطلب لقراءة المحادثة والرد عليها.',
    officeAction: 'فتح المحادثة',
    clientSubject: (order: string) => `رسائل جديدة من العميل على الطلب ${order}`,
    clientWrote: (client: string, order: string) => `كتب العميل ${client} رسائل جديدة على الطلب ${order}:`,
  },
  tr: {
    files: (count: string) => `${count} ekli dosya`,
    officeSubject: (order: string) => `${order} numaralı siparişiniz hakkında yeni mesajlar`,
    officeWrote: (order: string) => `${order} numaralı siparişiniz hakkında ofisten yeni mesajlarınız var:`,
    officeNext: 'Yazışmayı okumak ve yanıtlamak için siparişi açın.',
    officeAction: 'Yazışmayı aç',
    clientSubject: (order: string) => `${order} numaralı siparişte müşteriden yeni mesajlar`,
    clientWrote: (client: string, order: string) =>
      `Müşteri ${client}, ${order} numaralı siparişe yeni mesajlar yazdı:`,
  },
  en: {
    files: (count: string) => `${count} attached file(s)`,
    officeSubject: (order: string) => `New messages about your order ${order}`,
    officeWrote: (order: string) => `You have new messages from the office about your order ${order}:`,
    officeNext: 'Open the order to read the conversation and reply.',
    officeAction: 'Open the conversation',
    clientSubject: (order: string) => `New messages from the client on order ${order}`,
    clientWrote: (client: string, order: string) => `The client ${client} wrote new messages on order ${order}:`,
  },
};

const lines = (language: Language, messages: ThreadMail['messages']) =>
  messages.map((message) => {
    const files = message.files > 0 ? ` (${THREAD[language].files(mailNumber(language, message.files))})` : '';
    return `${message.authorName}${files}:\n${message.body || '—'}`;
  });

/** The office wrote on the client's order: the messages' text and a link to the order page (one mail per 10 minutes). */
export function officeMessagesMail(input: ThreadMail): Promise<OutgoingMail> {
  const t = THREAD[input.language];
  return renderMail(
    { kind: 'order_messages_client', to: input.to, subject: t.officeSubject(input.orderNumber) },
    {
      language: input.language,
      siteName: input.siteName,
      paragraphs: [
        COMMON_TEXTS[input.language].greeting(input.fullName),
        t.officeWrote(input.orderNumber),
        ...lines(input.language, input.messages),
        t.officeNext,
      ],
      action: { href: input.orderLink, label: t.officeAction },
    },
  );
}

/** The client wrote: to the order's assignee, or every active staff member and admin when nobody owns it. */
export function clientMessagesMail(input: ThreadMail & { clientName: string }): Promise<OutgoingMail> {
  const t = THREAD[input.language];
  const common = COMMON_TEXTS[input.language];
  return renderMail(
    { kind: 'order_messages_office', to: input.to, subject: t.clientSubject(input.orderNumber) },
    {
      language: input.language,
      siteName: input.siteName,
      paragraphs: [
        common.greeting(input.fullName),
        t.clientWrote(input.clientName, input.orderNumber),
        ...lines(input.language, input.messages),
      ],
      action: { href: input.orderLink, label: common.openOrder },
    },
  );
}
