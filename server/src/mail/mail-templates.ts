import type { Language } from '../generated/prisma/enums.js';
import type { OutgoingMail } from './mail-outbox.js';
import { officeDateTime } from '../common/office-format.js';
import { COMMON_TEXTS, mailNumber, renderMail } from './mail-layout.js';

/**
 * The account and order e-mails, each with its texts in ar, tr and en right above it; every one is rendered by
 * the shared layout (mail-layout.ts) in the recipient's language, with a plain-text part.
 */

type To = { to: string; language: Language; siteName: string };

const PASSWORD_RESET = {
  ar: {
    subject: 'إعادة تعيين كلمة المرور',
    body: [
      'طلبت إعادة تعيين كلمة المرور لحسابك. الرابط التالي صالح لمدة ساعة واحدة ولمرة واحدة فقط.',
      'إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
    ],
    action: 'إعادة تعيين كلمة المرور',
  },
  tr: {
    subject: 'Şifre sıfırlama',
    body: [
      'Hesabınızın şifresinin sıfırlanmasını istediniz. Aşağıdaki bağlantı bir saat geçerlidir ve yalnızca bir kez kullanılabilir.',
      'Bunu siz istemediyseniz bu e-postayı dikkate almayın; şifreniz değişmeden kalır.',
    ],
    action: 'Şifreyi sıfırla',
  },
  en: {
    subject: 'Reset your password',
    body: [
      'You asked to reset the password of your account. The link below works once only, for one hour.',
      'If you did not ask for this, ignore this e-mail and your password stays as it is.',
    ],
    action: 'Reset the password',
  },
};

export function passwordResetMail(input: To & { fullName: string; link: string }): Promise<OutgoingMail> {
  const t = PASSWORD_RESET[input.language];
  return renderMail(
    { kind: 'password_reset', to: input.to, subject: t.subject },
    {
      language: input.language,
      siteName: input.siteName,
      paragraphs: [COMMON_TEXTS[input.language].greeting(input.fullName), ...t.body],
      action: { href: input.link, label: t.action },
    },
  );
}

const EMAIL_VERIFICATION = {
  ar: {
    subject: 'تأكيد البريد الإلكتروني',
    body: [
      'شكراً لتسجيلك. لتأكيد أن هذا البريد الإلكتروني لك، افتح الرابط التالي. الرابط صالح لمدة 24 ساعة ولمرة واحدة فقط.',
      'بعد التأكيد يمكنك تقديم طلباتك. إذا لم تنشئ حساباً لدينا فتجاهل هذه الرسالة.',
    ],
    action: 'تأكيد البريد الإلكتروني',
  },
  tr: {
    subject: 'E-posta adresinizi doğrulayın',
    body: [
      'Kaydolduğunuz için teşekkür ederiz. Bu e-posta adresinin size ait olduğunu doğrulamak için aşağıdaki bağlantıyı açın. Bağlantı 24 saat geçerlidir ve yalnızca bir kez kullanılabilir.',
      'Doğrulamadan sonra başvurularınızı yapabilirsiniz. Bizde bir hesap oluşturmadıysanız bu e-postayı dikkate almayın.',
    ],
    action: 'E-postayı doğrula',
  },
  en: {
    subject: 'Confirm your e-mail address',
    body: [
      'Thank you for registering. To confirm that this e-mail address is yours, open the link below. It works once only, for 24 hours.',
      'Once confirmed you can place your orders. If you did not create an account with us, ignore this e-mail.',
    ],
    action: 'Confirm the e-mail address',
  },
};

export function emailVerificationMail(input: To & { fullName: string; link: string }): Promise<OutgoingMail> {
  const t = EMAIL_VERIFICATION[input.language];
  return renderMail(
    { kind: 'email_verification', to: input.to, subject: t.subject },
    {
      language: input.language,
      siteName: input.siteName,
      paragraphs: [COMMON_TEXTS[input.language].greeting(input.fullName), ...t.body],
      action: { href: input.link, label: t.action },
    },
  );
}

const ORDER_CREATED = {
  ar: {
    subject: (order: string) => `تم استلام طلبك ${order}`,
    received: (service: string, order: string, at: string) => `استلمنا طلبك (${service}) برقم ${order} في ${at}.`,
    tracking: (number: string) => `رقم التتبع الخاص بك: ${number}`,
    next: 'سيتواصل معك فريقنا خلال 24 ساعة لتأكيد الطلب وإرسال تفاصيل الدفع.',
  },
  tr: {
    subject: (order: string) => `Siparişiniz alındı: ${order}`,
    received: (service: string, order: string, at: string) =>
      `${order} numaralı siparişinizi (${service}) ${at} tarihinde aldık.`,
    tracking: (number: string) => `Takip numaranız: ${number}`,
    next: 'Ekibimiz siparişi onaylamak ve ödeme bilgilerini göndermek için 24 saat içinde sizinle iletişime geçecek.',
  },
  en: {
    subject: (order: string) => `We received your order ${order}`,
    received: (service: string, order: string, at: string) => `We received your order ${order} (${service}) on ${at}.`,
    tracking: (number: string) => `Your tracking number: ${number}`,
    next: 'Our team will contact you within 24 hours to confirm the order and send the payment details.',
  },
};

export function orderCreatedMail(
  input: To & {
    fullName: string;
    orderNumber: string;
    trackingNumber: string;
    /** The service's name in the recipient's language. */
    serviceName: string;
    placedAt: Date;
    trackingLink: string;
  },
): Promise<OutgoingMail> {
  const t = ORDER_CREATED[input.language];
  const common = COMMON_TEXTS[input.language];
  return renderMail(
    { kind: 'order_created', to: input.to, subject: t.subject(input.orderNumber) },
    {
      language: input.language,
      siteName: input.siteName,
      paragraphs: [
        common.greeting(input.fullName),
        t.received(input.serviceName, input.orderNumber, officeDateTime(input.language, input.placedAt)),
        t.tracking(input.trackingNumber),
        t.next,
      ],
      action: { href: input.trackingLink, label: common.trackOrder },
    },
  );
}

const ORDER_STATUS_CHANGED = {
  ar: {
    subject: (order: string) => `تحديث حالة طلبك ${order}`,
    changed: (order: string, status: string) => `تغيرت حالة طلبك ${order} إلى: ${status}.`,
  },
  tr: {
    subject: (order: string) => `Siparişinizin durumu güncellendi: ${order}`,
    changed: (order: string, status: string) => `${order} numaralı siparişinizin yeni durumu: ${status}.`,
  },
  en: {
    subject: (order: string) => `Your order ${order} has a new status`,
    changed: (order: string, status: string) => `The status of your order ${order} is now: ${status}.`,
  },
};

export function orderStatusChangedMail(
  input: To & {
    fullName: string;
    orderNumber: string;
    /** The new status as the recipient's language names it (`ORDER_STATUS_NAMES`). */
    statusName: string;
    note?: string | null;
    /** How to pay, in the recipient's language, when the order now awaits payment. */
    paymentLines?: string[];
    trackingLink: string;
  },
): Promise<OutgoingMail> {
  const t = ORDER_STATUS_CHANGED[input.language];
  const common = COMMON_TEXTS[input.language];
  return renderMail(
    { kind: 'order_status_changed', to: input.to, subject: t.subject(input.orderNumber) },
    {
      language: input.language,
      siteName: input.siteName,
      paragraphs: [
        common.greeting(input.fullName),
        t.changed(input.orderNumber, input.statusName),
        ...(input.note ? [common.note(input.note)] : []),
        ...(input.paymentLines ?? []),
      ],
      action: { href: input.trackingLink, label: common.trackOrder },
    },
  );
}

const DOCUMENT_REJECTED = {
  ar: {
    subject: (order: string) => `مستند مرفوض في طلبك ${order}`,
    rejected: (document: string, order: string) => `راجعنا المستند «${document}» في طلبك ${order} ولم نتمكن من قبوله.`,
    reason: (reason: string) => `السبب: ${reason}`,
    next: 'يرجى رفع نسخة جديدة من صفحة الطلب.',
  },
  tr: {
    subject: (order: string) => `Siparişinizde reddedilen belge: ${order}`,
    rejected: (document: string, order: string) =>
      `${order} numaralı siparişinizdeki “${document}” belgesini inceledik ve kabul edemedik.`,
    reason: (reason: string) => `Neden: ${reason}`,
    next: 'Lütfen sipariş sayfasından yeni bir kopya yükleyin.',
  },
  en: {
    subject: (order: string) => `A document was rejected on your order ${order}`,
    rejected: (document: string, order: string) =>
      `We reviewed the document “${document}” on your order ${order} and could not accept it.`,
    reason: (reason: string) => `Reason: ${reason}`,
    next: 'Please upload a new copy from the order page.',
  },
};

/** A required document was rejected: which one, why, and where to upload it again. */
export function documentRejectedMail(
  input: To & {
    fullName: string;
    orderNumber: string;
    /** The document's name in the recipient's language. */
    documentName: string;
    reason: string;
    orderLink: string;
  },
): Promise<OutgoingMail> {
  const t = DOCUMENT_REJECTED[input.language];
  const common = COMMON_TEXTS[input.language];
  return renderMail(
    { kind: 'document_rejected', to: input.to, subject: t.subject(input.orderNumber) },
    {
      language: input.language,
      siteName: input.siteName,
      paragraphs: [
        common.greeting(input.fullName),
        t.rejected(input.documentName, input.orderNumber),
        t.reason(input.reason),
        t.next,
      ],
      action: { href: input.orderLink, label: common.openOrder },
    },
  );
}

const CONTACT_MESSAGE = {
  ar: {
    subject: (name: string) => `رسالة تواصل من ${name}`,
    intro: 'وصلت رسالة جديدة من صفحة التواصل في الموقع.',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    message: 'الرسالة',
    notGiven: 'لم يُذكر',
  },
  tr: {
    subject: (name: string) => `İletişim mesajı: ${name}`,
    intro: 'Sitenin iletişim sayfasından yeni bir mesaj geldi.',
    name: 'Ad',
    email: 'E-posta',
    phone: 'Telefon',
    message: 'Mesaj',
    notGiven: 'belirtilmedi',
  },
  en: {
    subject: (name: string) => `Contact message from ${name}`,
    intro: "A new message arrived from the website's contact page.",
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    message: 'Message',
    notGiven: 'not given',
  },
};

/** A visitor's message from the contact page, for the office; replying answers the visitor when they gave an e-mail. */
export function contactMessageMail(
  input: To & { name: string; email?: string | null; phone?: string | null; message: string },
): Promise<OutgoingMail> {
  const t = CONTACT_MESSAGE[input.language];
  return renderMail(
    { kind: 'contact_message', to: input.to, replyTo: input.email ?? undefined, subject: t.subject(input.name) },
    {
      language: input.language,
      siteName: input.siteName,
      paragraphs: [
        t.intro,
        `${t.name}: ${input.name}`,
        `${t.email}: ${input.email ?? t.notGiven}`,
        `${t.phone}: ${input.phone ?? t.notGiven}`,
        `${t.message}:\n${input.message}`,
      ],
    },
  );
}

const PAYMENT_REMINDER = {
  ar: {
    subject: (order: string) => `تذكير بدفع طلبك ${order}`,
    remind: (order: string, balance: string) =>
      `نذكّرك بأن طلبك ${order} ما زال بانتظار الدفع، والمبلغ المتبقي ${balance}.`,
    paid: 'إذا كنت قد دفعت بالفعل فارفع صورة الإيصال من صفحة طلبك، أو تجاهل هذه الرسالة إن كنت قد رفعتها.',
    action: 'صفحة الطلب',
  },
  tr: {
    subject: (order: string) => `Ödeme hatırlatması: ${order}`,
    remind: (order: string, balance: string) =>
      `${order} numaralı siparişiniz hâlâ ödeme bekliyor; kalan tutar ${balance}.`,
    paid: 'Ödemeyi zaten yaptıysanız dekontun fotoğrafını sipariş sayfanızdan yükleyin; yüklediyseniz bu e-postayı dikkate almayın.',
    action: 'Sipariş sayfası',
  },
  en: {
    subject: (order: string) => `Payment reminder for your order ${order}`,
    remind: (order: string, balance: string) =>
      `A reminder that your order ${order} is still awaiting payment; the balance is ${balance}.`,
    paid: 'If you have already paid, upload a photo of the receipt from your order page, or ignore this e-mail if you have.',
    action: 'Order page',
  },
};

/** An unpaid (or partly paid) order's reminder (issue 23): what remains, and where to pay and send the receipt. */
export function paymentReminderMail(
  input: To & {
    fullName: string;
    orderNumber: string;
    /** The balance in the recipient's digits: "1.500 ₺". */
    balance: string;
    /** How to pay, as the status e-mail gives it, in the recipient's language. */
    paymentLines: string[];
    orderLink: string;
  },
): Promise<OutgoingMail> {
  const t = PAYMENT_REMINDER[input.language];
  return renderMail(
    { kind: 'payment_reminder', to: input.to, subject: t.subject(input.orderNumber) },
    {
      language: input.language,
      siteName: input.siteName,
      paragraphs: [
        COMMON_TEXTS[input.language].greeting(input.fullName),
        t.remind(input.orderNumber, input.balance),
        ...input.paymentLines,
        t.paid,
      ],
      action: { href: input.orderLink, label: t.action },
    },
  );
}

const ORDER_AUTO_CANCELLED = {
  ar: {
    subject: (order: string) => `إلغاء طلبك ${order}`,
    cancelled: (order: string, days: string) =>
      `ألغينا طلبك ${order} لأنه لم يصلنا أي دفع خلال ${days} يوماً من تقديمه.`,
    next: 'إذا كنت ما زلت تحتاج الخدمة فيسعدنا أن تقدم طلباً جديداً، أو تواصل معنا إن كنت قد دفعت.',
  },
  tr: {
    subject: (order: string) => `Siparişiniz iptal edildi: ${order}`,
    cancelled: (order: string, days: string) =>
      `${order} numaralı siparişinizi, verildikten sonraki ${days} gün içinde hiçbir ödeme ulaşmadığı için iptal ettik.`,
    next: 'Hizmete hâlâ ihtiyacınız varsa yeni bir sipariş verebilirsiniz; ödeme yaptıysanız bizimle iletişime geçin.',
  },
  en: {
    subject: (order: string) => `Your order ${order} was cancelled`,
    cancelled: (order: string, days: string) =>
      `We cancelled your order ${order} because no payment reached us within ${days} days of placing it.`,
    next: 'If you still need the service you are welcome to place a new order, or contact us if you have paid.',
  },
};

/** An order with no payment at all was cancelled after the settings' days (issue 23). */
export function orderAutoCancelledMail(
  input: To & { fullName: string; orderNumber: string; days: number; trackingLink: string },
): Promise<OutgoingMail> {
  const t = ORDER_AUTO_CANCELLED[input.language];
  const common = COMMON_TEXTS[input.language];
  return renderMail(
    { kind: 'order_auto_cancelled', to: input.to, subject: t.subject(input.orderNumber) },
    {
      language: input.language,
      siteName: input.siteName,
      paragraphs: [
        common.greeting(input.fullName),
        t.cancelled(input.orderNumber, mailNumber(input.language, input.days)),
        t.next,
      ],
      action: { href: input.trackingLink, label: common.trackOrder },
    },
  );
}
