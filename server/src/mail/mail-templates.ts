import type { OutgoingMail } from './mail-outbox.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Every e-mail is Arabic, right to left, with a plain-text twin for clients that show no HTML. */
export function layout(siteName: string, paragraphs: string[], link?: { href: string; label: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px;white-space:pre-line">${escapeHtml(p)}</p>`).join('');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 18px;background:#486581;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="ar" dir="rtl"><body style="font-family:Tahoma,Arial,sans-serif;direction:rtl;text-align:right;color:#1f2933">
<h2 style="color:#486581">${escapeHtml(siteName)}</h2>${body}${button}</body></html>`;
  const text = [siteName, '', ...paragraphs, ...(link ? ['', `${link.label}: ${link.href}`] : [])].join('\n');
  return { html, text };
}

export function passwordResetMail(input: {
  to: string;
  fullName: string;
  link: string;
  siteName: string;
}): OutgoingMail {
  const { html, text } = layout(
    input.siteName,
    [
      `مرحباً ${input.fullName}،`,
      'طلبت إعادة تعيين كلمة المرور لحسابك. الرابط التالي صالح لمدة ساعة واحدة ولمرة واحدة فقط.',
      'إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
    ],
    { href: input.link, label: 'إعادة تعيين كلمة المرور' },
  );
  return { kind: 'password_reset', to: input.to, subject: 'إعادة تعيين كلمة المرور', text, html };
}

export function emailVerificationMail(input: {
  to: string;
  fullName: string;
  link: string;
  siteName: string;
}): OutgoingMail {
  const { html, text } = layout(
    input.siteName,
    [
      `مرحباً ${input.fullName}،`,
      'شكراً لتسجيلك. لتأكيد أن هذا البريد الإلكتروني لك، افتح الرابط التالي. الرابط صالح لمدة 24 ساعة ولمرة واحدة فقط.',
      'بعد التأكيد يمكنك تقديم طلباتك. إذا لم تنشئ حساباً لدينا فتجاهل هذه الرسالة.',
    ],
    { href: input.link, label: 'تأكيد البريد الإلكتروني' },
  );
  return { kind: 'email_verification', to: input.to, subject: 'تأكيد البريد الإلكتروني', text, html };
}

export function orderCreatedMail(input: {
  to: string;
  fullName: string;
  orderNumber: string;
  trackingNumber: string;
  serviceName: string;
  trackingLink: string;
  siteName: string;
}): OutgoingMail {
  const { html, text } = layout(
    input.siteName,
    [
      `مرحباً ${input.fullName}،`,
      `استلمنا طلبك (${input.serviceName}) برقم ${input.orderNumber}.`,
      `رقم التتبع الخاص بك: ${input.trackingNumber}`,
      'سيتواصل معك فريقنا خلال 24 ساعة لتأكيد الطلب وإرسال تفاصيل الدفع.',
    ],
    { href: input.trackingLink, label: 'تتبع الطلب' },
  );
  return { kind: 'order_created', to: input.to, subject: `تم استلام طلبك ${input.orderNumber}`, text, html };
}

export function orderStatusChangedMail(input: {
  to: string;
  fullName: string;
  orderNumber: string;
  statusLabel: string;
  note?: string | null;
  /** How to pay, when the order now awaits payment. */
  paymentLines?: string[];
  trackingLink: string;
  siteName: string;
}): OutgoingMail {
  const { html, text } = layout(
    input.siteName,
    [
      `مرحباً ${input.fullName}،`,
      `تغيرت حالة طلبك ${input.orderNumber} إلى: ${input.statusLabel}.`,
      ...(input.note ? [`ملاحظة: ${input.note}`] : []),
      ...(input.paymentLines ?? []),
    ],
    { href: input.trackingLink, label: 'تتبع الطلب' },
  );
  return { kind: 'order_status_changed', to: input.to, subject: `تحديث حالة طلبك ${input.orderNumber}`, text, html };
}

/** A required document was rejected: which one, why, and where to upload it again. */
export function documentRejectedMail(input: {
  to: string;
  fullName: string;
  orderNumber: string;
  documentName: string;
  reason: string;
  orderLink: string;
  siteName: string;
}): OutgoingMail {
  const { html, text } = layout(
    input.siteName,
    [
      `مرحباً ${input.fullName}،`,
      `راجعنا المستند «${input.documentName}» في طلبك ${input.orderNumber} ولم نتمكن من قبوله.`,
      `السبب: ${input.reason}`,
      'يرجى رفع نسخة جديدة من صفحة الطلب.',
    ],
    { href: input.orderLink, label: 'فتح الطلب' },
  );
  return { kind: 'document_rejected', to: input.to, subject: `مستند مرفوض في طلبك ${input.orderNumber}`, text, html };
}

/** A visitor's message from the contact page, for the office; replying answers the visitor when they gave an e-mail. */
export function contactMessageMail(input: {
  to: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  message: string;
  siteName: string;
}): OutgoingMail {
  const notGiven = 'لم يُذكر';
  const { html, text } = layout(input.siteName, [
    'وصلت رسالة جديدة من صفحة التواصل في الموقع.',
    `الاسم: ${input.name}`,
    `البريد الإلكتروني: ${input.email ?? notGiven}`,
    `الهاتف: ${input.phone ?? notGiven}`,
    `الرسالة:\n${input.message}`,
  ]);
  return {
    kind: 'contact_message',
    to: input.to,
    replyTo: input.email ?? undefined,
    subject: `رسالة تواصل من ${input.name}`,
    text,
    html,
  };
}

/** An unpaid (or partly paid) order's reminder (issue 23): what remains, and where to pay and send the receipt. */
export function paymentReminderMail(input: {
  to: string;
  fullName: string;
  orderNumber: string;
  /** The balance as the client reads it: "1,500.00 ₺". */
  balance: string;
  /** How to pay, as the status e-mail gives it. */
  paymentLines: string[];
  orderLink: string;
  siteName: string;
}): OutgoingMail {
  const { html, text } = layout(
    input.siteName,
    [
      `مرحباً ${input.fullName}،`,
      `نذكّرك بأن طلبك ${input.orderNumber} ما زال بانتظار الدفع، والمبلغ المتبقي ${input.balance}.`,
      ...input.paymentLines,
      'إذا كنت قد دفعت بالفعل فارفع صورة الإيصال من صفحة طلبك، أو تجاهل هذه الرسالة إن كنت قد رفعتها.',
    ],
    { href: input.orderLink, label: 'صفحة الطلب' },
  );
  return { kind: 'payment_reminder', to: input.to, subject: `تذكير بدفع طلبك ${input.orderNumber}`, text, html };
}

/** An order with no payment at all was cancelled after the settings' days (issue 23). */
export function orderAutoCancelledMail(input: {
  to: string;
  fullName: string;
  orderNumber: string;
  days: number;
  trackingLink: string;
  siteName: string;
}): OutgoingMail {
  const { html, text } = layout(
    input.siteName,
    [
      `مرحباً ${input.fullName}،`,
      `ألغينا طلبك ${input.orderNumber} لأنه لم يصلنا أي دفع خلال ${input.days} يوماً من تقديمه.`,
      'إذا كنت ما زلت تحتاج الخدمة فيسعدنا أن تقدم طلباً جديداً، أو تواصل معنا إن كنت قد دفعت.',
    ],
    { href: input.trackingLink, label: 'تتبع الطلب' },
  );
  return { kind: 'order_auto_cancelled', to: input.to, subject: `إلغاء طلبك ${input.orderNumber}`, text, html };
}
