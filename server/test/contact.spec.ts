import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Prisma } from '../src/generated/prisma/client.js';
import { CMS_DEFAULTS } from '../src/cms/cms-defaults.js';
import { SETTINGS_DEFAULTS } from '../src/settings/settings-defaults.js';
import { DEFAULT_CONTACT_RATE_LIMIT } from '../src/contact/contact-rate-limit.js';
import { MailSenderService } from '../src/mail/mail-sender.service.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { restoreContentDefaults, writeDirectly } from './helpers/content.js';
import { freshIp } from './helpers/orders.js';

const SEND = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }`;
const OFFICE_INBOX = 'inbox@office.example';
const TOO_MANY = 'لقد أرسلت رسائل كثيرة، يرجى المحاولة بعد قليل';

describe('contact form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(() => setNotifications({ admin_email: OFFICE_INBOX }));
  afterEach(() => restoreContentDefaults(t));
  afterAll(() => t.close());

  const post = (body: object, ip = freshIp()) => t.http().post('/api/v1/contact').set('X-Forwarded-For', ip).send(body);
  const sendGql = (input: object, ip = freshIp()) =>
    t.http().post('/graphql').set('X-Forwarded-For', ip).send({ query: SEND, variables: { input } });
  const contactMails = () =>
    t.prisma.mailOutbox.findMany({ where: { kind: 'contact_message' }, orderBy: { id: 'asc' } });
  const lastContactMail = async () => (await contactMails()).at(-1);
  async function setNotifications(fields: Partial<typeof SETTINGS_DEFAULTS.notifications>) {
    const data = { ...SETTINGS_DEFAULTS.notifications, ...fields } as Prisma.InputJsonObject;
    await writeDirectly(t, () => t.prisma.settingGroup.update({ where: { key: 'notifications' }, data: { data } }));
  }

  it('e-mails the message to the office through the outbox over REST, replying to the sender', async () => {
    const response = await post({
      name: '  سارة الأحمد ',
      email: ' Sara@Example.COM ',
      phone: '+90 532 123 45 67',
      message: 'أريد استخراج بيان عائلي من دمشق.\nكم تستغرق المعاملة؟',
    }).expect(200);
    expect(response.body.data.message).toBe('تم استلام رسالتك، وسنتواصل معك في أقرب وقت');
    const mail = await lastContactMail();
    expect(mail).toMatchObject({
      toAddress: OFFICE_INBOX,
      replyTo: 'sara@example.com',
      subject: 'رسالة تواصل من سارة الأحمد',
      status: 'pending',
    });
    expect(mail!.text).toContain('الاسم: سارة الأحمد');
    expect(mail!.text).toContain('البريد الإلكتروني: sara@example.com');
    expect(mail!.text).toContain('الهاتف: +905321234567');
    expect(mail!.text).toContain('أريد استخراج بيان عائلي من دمشق.\nكم تستغرق المعاملة؟');
    expect(mail!.html).toContain('أريد استخراج بيان عائلي من دمشق.<br/>كم تستغرق المعاملة؟');
  });

  it('sends over GraphQL with a phone only: no reply-to, the phone in international form', async () => {
    const response = await sendGql({
      name: 'خالد',
      phone: '+963 944 000 111',
      email: '',
      message: 'أرجو الاتصال بي بخصوص تثبيت زواج',
    });
    expect(response.body).toEqual({ data: { sendContactMessage: true } });
    const mail = await lastContactMail();
    expect(mail).toMatchObject({ toAddress: OFFICE_INBOX, replyTo: null, subject: 'رسالة تواصل من خالد' });
    expect(mail!.text).toContain('الهاتف: +963944000111');
    expect(mail!.text).toContain('البريد الإلكتروني: لم يُذكر');
  });

  it('goes to the CMS contact e-mail when the settings have no admin e-mail, whatever the e-mail switches say', async () => {
    await setNotifications({ admin_email: '', email_enabled: false, notify_new_order: false });
    await writeDirectly(t, () =>
      t.prisma.cmsSection.update({
        where: { key: 'contact' },
        data: { data: { ...CMS_DEFAULTS.contact, email: 'contact@office.example' } },
      }),
    );
    await post({ name: 'ليلى', email: 'laila@example.com', message: 'هل تقدمون استشارة مجانية؟' }).expect(200);
    expect(await lastContactMail()).toMatchObject({
      toAddress: 'contact@office.example',
      replyTo: 'laila@example.com',
    });
  });

  it('delivers the e-mail with a Reply-To header', async () => {
    await post({ name: 'رامي', email: 'rami@example.com', message: 'أريد ترجمة شهادة جامعية' }).expect(200);
    const mail = await lastContactMail();
    await t.app.get(MailSenderService).deliverDue();
    const dir = path.join(t.dataDir, 'mail');
    const file = (await readdir(dir)).find((name) => name.startsWith(`${String(mail!.id).padStart(6, '0')}-`));
    const eml = await readFile(path.join(dir, file!), 'utf8');
    expect(eml).toMatch(/^Reply-To: rami@example\.com$/m);
    expect(eml).toMatch(new RegExp(`^To: ${OFFICE_INBOX}$`, 'm'));
  });

  const valid = { name: 'محمد', email: 'm@example.com', message: 'رسالة طويلة بما يكفي' };
  it.each([
    ['a one-letter name', { ...valid, name: ' م ' }, ['body', 'name'], 'الاسم يجب أن يتكون من حرفين على الأقل'],
    ['no name', { email: valid.email, message: valid.message }, ['body', 'name'], 'الاسم مطلوب'],
    ['no message', { name: valid.name, email: valid.email }, ['body', 'message'], 'نص الرسالة مطلوب'],
    ['a name over 100 letters', { ...valid, name: 'م'.repeat(101) }, ['body', 'name'], 'يجب ألا يزيد النص عن 100 حرفاً'],
    [
      'a short message',
      { ...valid, message: ' قصيرة  ' },
      ['body', 'message'],
      'الرسالة قصيرة جداً، اكتب 10 أحرف على الأقل',
    ],
    [
      'a message over 5000 letters',
      { ...valid, message: 'ر'.repeat(5001) },
      ['body', 'message'],
      'يجب ألا يزيد النص عن 5000 حرفاً',
    ],
    ['a bad e-mail', { ...valid, email: 'm@' }, ['body', 'email'], 'البريد الإلكتروني غير صحيح'],
    [
      'a phone without country code',
      { ...valid, phone: '0933123456' },
      ['body', 'phone'],
      'رقم الهاتف غير صحيح. اختر رمز الدولة واكتب الرقم دون صفر في أوله',
    ],
    [
      'neither e-mail nor phone',
      { name: 'محمد', email: '', phone: ' ', message: valid.message },
      ['body', 'email'],
      'أدخل البريد الإلكتروني أو رقم الهاتف لنتمكن من الرد عليك',
    ],
    ['an unknown field', { ...valid, subject: 'x' }, ['body', 'subject'], 'الحقل subject غير مسموح به'],
  ])('refuses %s with 422 and queues nothing', async (_label, body, loc, msg) => {
    const before = (await contactMails()).length;
    const response = await post(body).expect(422);
    expect(response.body.detail).toEqual([expect.objectContaining({ loc, msg })]);
    expect(await contactMails()).toHaveLength(before);
  });

  it.each([
    [
      'a short message',
      { ...valid, message: 'مرحبا' },
      'الرسالة قصيرة جداً، اكتب 10 أحرف على الأقل',
      ['body', 'message'],
    ],
    [
      'neither e-mail nor phone',
      { name: 'محمد', message: valid.message },
      'أدخل البريد الإلكتروني أو رقم الهاتف لنتمكن من الرد عليك',
      ['body', 'email'],
    ],
  ])('refuses %s over GraphQL with BAD_USER_INPUT and the field', async (_label, input, message, loc) => {
    const before = (await contactMails()).length;
    const response = await sendGql(input);
    expect(response.body.errors[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [expect.objectContaining({ loc })] },
    });
    expect(await contactMails()).toHaveLength(before);
  });

  it('limits messages per IP on both APIs together, then answers 429 with Retry-After', async () => {
    const ip = freshIp();
    expect(DEFAULT_CONTACT_RATE_LIMIT).toEqual({ points: 5, durationSeconds: 3600 });
    for (let i = 0; i < 3; i += 1) await post({ ...valid, message: `${valid.message} ${i}` }, ip).expect(200);
    for (let i = 0; i < 2; i += 1)
      expect((await sendGql(valid, ip)).body).toEqual({ data: { sendContactMessage: true } });
    const before = (await contactMails()).length;

    const refused = await post(valid, ip).expect(429);
    expect(refused.body.detail).toBe(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const refusedGql = await sendGql(valid, ip);
    expect(refusedGql.body.errors[0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(Number(refusedGql.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await contactMails()).toHaveLength(before);

    await post(valid, freshIp()).expect(200); // another IP is not affected
  });
});
