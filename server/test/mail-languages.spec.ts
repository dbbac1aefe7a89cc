import { Prisma } from '../src/generated/prisma/client.js';
import type { Language } from '../src/generated/prisma/enums.js';
import type { OutgoingMail } from '../src/mail/mail-outbox.js';
import {
  contactMessageMail,
  documentRejectedMail,
  emailVerificationMail,
  orderAutoCancelledMail,
  orderCreatedMail,
  orderStatusChangedMail,
  passwordResetMail,
  paymentReminderMail,
} from '../src/mail/mail-templates.js';
import { formatMoneyIn } from '../src/common/office-format.js';
import { orderAssignedMail } from '../src/orders/assignment/assignment-mail.js';
import { orderOnHoldMail } from '../src/orders/holds/hold-mail.js';
import { clientMessagesMail, officeMessagesMail } from '../src/orders/messages/message-mail.js';
import { receiptReviewedMail } from '../src/orders/payments/payment-mail.js';
import { orderResultMail } from '../src/orders/results/result-mail.js';
import { paymentInstructions } from '../src/orders/payment-instructions.js';
import { ORDER_STATUS_NAMES } from '../src/orders/order-status.js';
import { SETTINGS_DEFAULTS } from '../src/settings/settings-defaults.js';
import { webhookDisabledMail } from '../src/partners/webhooks/webhook-disabled-mail.js';

/** What people typed or the office named: the only Arabic a Turkish or English e-mail may carry. */
const SITE = 'مكتب الاستشارات القانونية';
const CLIENT = 'سارة الأحمد';
const STAFF = 'ليلى حداد';
const TYPED = 'أرجو الإسراع في المعاملة\nشكراً';
const PROVIDED = [SITE, CLIENT, STAFF, ...TYPED.split('\n')];
const ARABIC = /[\u0600-\u06FF]/;

const ORDER = 'ORD-2026-00042';
const LINK = 'https://office.example/orders/42';
const SERVICE: Record<Language, string> = { ar: 'بيان عائلي', tr: 'Aile kayıt örneği', en: 'Family record' };
const PAYMENT = {
  ...SETTINGS_DEFAULTS.payment,
  bank_name: 'Ziraat Bankası',
  account_holder: 'Legal Office Ltd',
  iban_try: 'TR330006100519786457841326',
  iban_usd: 'TR330006100519786457841399',
  swift_code: 'TCZBTR2A',
};
const TO_PAY = {
  paymentMethod: 'bank_transfer' as const,
  totalAmount: new Prisma.Decimal('1500'),
  currency: 'TRY' as const,
  orderNumber: ORDER,
  usdPerTry: new Prisma.Decimal('0.0241'),
  sypPerTry: null,
};
const PLACED = new Date('2026-03-14T09:05:00Z'); // 12:05 in Istanbul

/** Every kind of e-mail, built for one recipient language. */
const KINDS: Record<string, (language: Language) => Promise<OutgoingMail>> = {
  password_reset: (language) =>
    passwordResetMail({ to: 'c@x.example', language, fullName: CLIENT, link: LINK, siteName: SITE }),
  email_verification: (language) =>
    emailVerificationMail({ to: 'c@x.example', language, fullName: CLIENT, link: LINK, siteName: SITE }),
  order_created: (language) =>
    orderCreatedMail({
      to: 'c@x.example',
      language,
      fullName: CLIENT,
      orderNumber: ORDER,
      trackingNumber: 'TRK-ABCD2345',
      serviceName: SERVICE[language],
      placedAt: PLACED,
      trackingLink: LINK,
      siteName: SITE,
    }),
  order_status_changed: (language) =>
    orderStatusChangedMail({
      to: 'c@x.example',
      language,
      fullName: CLIENT,
      orderNumber: ORDER,
      statusName: ORDER_STATUS_NAMES[language].pending_payment,
      note: TYPED,
      paymentLines: paymentInstructions(PAYMENT, TO_PAY, language),
      trackingLink: LINK,
      siteName: SITE,
    }),
  document_rejected: (language) =>
    documentRejectedMail({
      to: 'c@x.example',
      language,
      fullName: CLIENT,
      orderNumber: ORDER,
      documentName: SERVICE[language],
      reason: TYPED,
      orderLink: LINK,
      siteName: SITE,
    }),
  contact_message: (language) =>
    contactMessageMail({
      to: 'office@x.example',
      language,
      name: CLIENT,
      email: null,
      phone: '+905321234567',
      message: TYPED,
      siteName: SITE,
    }),
  payment_reminder: (language) =>
    paymentReminderMail({
      to: 'c@x.example',
      language,
      fullName: CLIENT,
      orderNumber: ORDER,
      balance: formatMoneyIn(language, new Prisma.Decimal('1500'), 'TRY'),
      paymentLines: paymentInstructions(PAYMENT, TO_PAY, language),
      orderLink: LINK,
      siteName: SITE,
    }),
  order_auto_cancelled: (language) =>
    orderAutoCancelledMail({
      to: 'c@x.example',
      language,
      fullName: CLIENT,
      orderNumber: ORDER,
      days: 14,
      trackingLink: LINK,
      siteName: SITE,
    }),
  order_assigned: (language) =>
    orderAssignedMail({
      to: 's@x.example',
      language,
      fullName: STAFF,
      assignedByName: CLIENT,
      orderNumber: ORDER,
      serviceName: SERVICE[language],
      orderLink: LINK,
      siteName: SITE,
    }),
  order_result: (language) =>
    orderResultMail({
      to: 'c@x.example',
      language,
      fullName: CLIENT,
      orderNumber: ORDER,
      note: TYPED,
      files: 0,
      courier: { carrier: 'Aras Kargo', trackingNumber: '123456789' },
      orderLink: LINK,
      siteName: SITE,
    }),
  order_on_hold: (language) =>
    orderOnHoldMail({
      to: 'c@x.example',
      language,
      fullName: CLIENT,
      orderNumber: ORDER,
      request: TYPED,
      orderLink: LINK,
      siteName: SITE,
    }),
  webhook_disabled: (language) =>
    webhookDisabledMail({
      to: 'partner@x.example',
      language,
      fullName: CLIENT,
      url: 'https://partner.example.com/hooks',
      failures: 5,
      siteName: SITE,
      docsLink: LINK,
    }),
  order_messages_client: (language) =>
    officeMessagesMail({
      to: 'c@x.example',
      language,
      fullName: CLIENT,
      orderNumber: ORDER,
      messages: [{ authorName: STAFF, body: TYPED, files: 2 }],
      orderLink: LINK,
      siteName: SITE,
    }),
  order_messages_office: (language) =>
    clientMessagesMail({
      to: 's@x.example',
      language,
      fullName: STAFF,
      clientName: CLIENT,
      orderNumber: ORDER,
      messages: [{ authorName: CLIENT, body: TYPED, files: 0 }],
      orderLink: LINK,
      siteName: SITE,
    }),
  receipt_accepted: (language) =>
    receiptReviewedMail({
      to: 'c@x.example',
      language,
      fullName: CLIENT,
      orderNumber: ORDER,
      accepted: true,
      reason: null,
      orderLink: LINK,
      siteName: SITE,
    }),
  receipt_rejected: (language) =>
    receiptReviewedMail({
      to: 'c@x.example',
      language,
      fullName: CLIENT,
      orderNumber: ORDER,
      accepted: false,
      reason: TYPED,
      orderLink: LINK,
      siteName: SITE,
    }),
};

const withoutProvided = (text: string) =>
  PROVIDED.reduce((rest, provided) => rest.split(provided).join(''), text).replace(/&#x27;|&quot;/g, '');

describe('e-mails in the recipient language', () => {
  const cases = Object.keys(KINDS).flatMap((kind) =>
    (['ar', 'tr', 'en'] as const).map((language) => [kind, language] as const),
  );

  it.each(cases)('%s in %s: lang and direction on <html>, a plain-text part, the kind', async (kind, language) => {
    const mail = await KINDS[kind](language);
    expect(mail.kind).toBe(kind);
    const dir = language === 'ar' ? 'rtl' : 'ltr';
    expect(mail.html).toMatch(new RegExp(`<html[^>]*\\bdir="${dir}"`));
    expect(mail.html).toMatch(new RegExp(`<html[^>]*\\blang="${language}"`));
    expect(mail.html).toContain(`direction:${dir}`);
    expect(mail.text.length).toBeGreaterThan(40);
    expect(mail.text).not.toContain('<');
    expect(mail.text).toContain(SITE);
    expect(mail.subject.length).toBeGreaterThan(0);
    if (kind !== 'contact_message') expect(mail.text).toContain(LINK);
    if (!['password_reset', 'email_verification', 'contact_message', 'webhook_disabled'].includes(kind)) {
      expect(`${mail.subject}\n${mail.text}`).toContain(ORDER);
    }
  });

  it.each(cases.filter(([, language]) => language !== 'ar'))(
    '%s in %s has no Arabic but names, typed text and the office name',
    async (kind, language) => {
      const mail = await KINDS[kind](language);
      for (const part of [mail.subject, mail.text, mail.html!]) expect(withoutProvided(part)).not.toMatch(ARABIC);
    },
  );

  it.each(Object.keys(KINDS))('%s in Arabic is Arabic', async (kind) => {
    const mail = await KINDS[kind]('ar');
    expect(withoutProvided(mail.text)).toMatch(ARABIC);
    expect(withoutProvided(mail.subject)).toMatch(ARABIC);
  });

  it('keeps the line breaks of typed text in both parts', async () => {
    const mail = await KINDS.order_on_hold('en');
    expect(mail.text).toContain(TYPED);
    expect(mail.html).toContain(TYPED.replace('\n', '<br/>'));
  });

  it('writes dates in Istanbul time with the zone named, in the reader language', async () => {
    expect((await KINDS.order_created('en')).text).toContain('14 March 2026 at 12:05 (Istanbul time)');
    expect((await KINDS.order_created('tr')).text).toContain('14 Mart 2026 12:05 (İstanbul saati)');
    expect((await KINDS.order_created('ar')).text).toContain('(توقيت إسطنبول)');
  });

  it('writes money with the reader digits and separators', async () => {
    expect((await KINDS.payment_reminder('tr')).text).toContain('1.500 ₺');
    expect((await KINDS.payment_reminder('en')).text).toContain('1,500 ₺');
    expect((await KINDS.payment_reminder('ar')).text).toContain('١٬٥٠٠ ₺');
    expect((await KINDS.order_status_changed('en')).text).toContain('Amount to pay: 1,500 ₺');
    expect((await KINDS.order_status_changed('tr')).text).toContain('Ödenecek tutar: 1.500 ₺');
  });

  it('names the status in the reader language', async () => {
    expect((await KINDS.order_status_changed('en')).text).toContain('is now: Awaiting payment.');
    expect((await KINDS.order_status_changed('tr')).text).toContain('Ödeme bekleniyor');
    expect((await KINDS.order_status_changed('ar')).text).toContain('في انتظار الدفع');
  });
});
