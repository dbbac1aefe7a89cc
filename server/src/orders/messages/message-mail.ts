import { layout } from '../../mail/mail-templates.js';
import type { OutgoingMail } from '../../mail/mail-outbox.js';

type ThreadMail = {
  to: string;
  fullName: string;
  orderNumber: string;
  /** The messages not yet mailed, oldest first: who wrote and what. */
  messages: { authorName: string; body: string; files: number }[];
  orderLink: string;
  siteName: string;
};

const lines = (messages: ThreadMail['messages']) =>
  messages.map((message) => {
    const files = message.files > 0 ? ` (${message.files} ملف مرفق)` : '';
    return `${message.authorName}${files}:\n${message.body || '—'}`;
  });

/** The office wrote on the client's order: the messages' text and a link to the order page (one mail per 10 minutes). */
export function officeMessagesMail(input: ThreadMail): OutgoingMail {
  const { html, text } = layout(
    input.siteName,
    [
      `مرحباً ${input.fullName}،`,
      `لديك رسائل جديدة من المكتب بخصوص طلبك ${input.orderNumber}:`,
      ...lines(input.messages),
      'افتح الطلب لقراءة المحادثة والرد عليها.',
    ],
    { href: input.orderLink, label: 'فتح المحادثة' },
  );
  return {
    kind: 'order_messages_client',
    to: input.to,
    subject: `رسائل جديدة بخصوص طلبك ${input.orderNumber}`,
    text,
    html,
  };
}

/** The client wrote: to the order's assignee, or every active staff member and admin when nobody owns it. */
export function clientMessagesMail(input: ThreadMail & { clientName: string }): OutgoingMail {
  const { html, text } = layout(
    input.siteName,
    [
      `مرحباً ${input.fullName}،`,
      `كتب العميل ${input.clientName} رسائل جديدة على الطلب ${input.orderNumber}:`,
      ...lines(input.messages),
    ],
    { href: input.orderLink, label: 'فتح الطلب' },
  );
  return {
    kind: 'order_messages_office',
    to: input.to,
    subject: `رسائل جديدة من العميل على الطلب ${input.orderNumber}`,
    text,
    html,
  };
}
