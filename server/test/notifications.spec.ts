import { createHmac } from 'node:crypto';
import { startTestApp, createUser, type TestApp } from './helpers/test-app.js';
import { type Caller, placeOrder, setNotificationSwitches } from './helpers/orders.js';
import { archiveEntries } from './helpers/backups.js';
import { startTwilioDouble, startWhatsappDouble } from './helpers/messaging-doubles.js';
import { NotificationSenderService } from '../src/notifications/notification-sender.service.js';
import { NotificationProvidersService } from '../src/notifications/providers/notification-providers.service.js';
import { APP_CONFIG } from '../src/config/config.module.js';
import type { AppConfig } from '../src/config/app-config.js';

const WHATSAPP = { phoneNumberId: '1098765432', token: 'EAAG-test-access-token' };
const TWILIO = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'twilio-auth-token-secret' };
const TEMPLATES = {
  order_received: 'order_received_v1',
  payment_instructions: 'payment_instructions_v1',
  status_changed: 'status_changed_v1',
};
const SECOND = 1000;

describe('WhatsApp and SMS notifications', () => {
  let t: TestApp;
  let sender: NotificationSenderService;
  let admin: Caller;
  let whatsapp: Awaited<ReturnType<typeof startWhatsappDouble>>;
  let twilio: Awaited<ReturnType<typeof startTwilioDouble>>;

  beforeAll(async () => {
    whatsapp = await startWhatsappDouble(WHATSAPP);
    twilio = await startTwilioDouble(TWILIO);
    t = await startTestApp(undefined, { WHATSAPP_API_URL: whatsapp.url, SMS_API_URL: twilio.url });
    sender = t.app.get(NotificationSenderService);
    admin = await createUser(t, 'admin');
    const providers = t.app.get(NotificationProvidersService);
    await providers.update('whatsapp', {
      phone_number_id: WHATSAPP.phoneNumberId,
      access_token: WHATSAPP.token,
      app_secret: 'meta-app-secret',
      verify_token: 'verify-me',
      templates: TEMPLATES,
    });
    await providers.update('sms', {
      account_sid: TWILIO.accountSid,
      from_number: '+15005550006',
      auth_token: TWILIO.authToken,
    });
  });
  afterAll(async () => {
    await t.close();
    await whatsapp.close();
    await twilio.close();
  });
  beforeEach(async () => {
    whatsapp.reset();
    twilio.reset();
    await setNotificationSwitches(t, { whatsapp_enabled: true, sms_enabled: false, email_enabled: true });
    // Each test sees only its own messages.
    await t.prisma.notificationMessage.updateMany({ where: { status: 'queued' }, data: { status: 'failed' } });
  });
  afterEach(() => {
    expect(whatsapp.malformed).toEqual([]);
    expect(twilio.malformed).toEqual([]);
  });

  const messagesOf = (orderId: number) =>
    t.prisma.notificationMessage.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
  const changeStatus = (orderId: number, status: string) =>
    t
      .http()
      .put(`/api/v1/admin/orders/${orderId}/status`)
      .set('Authorization', admin.auth)
      .send({ status })
      .expect(200);

  it('an order placed sends the order-received template in the client’s language, with the tracking link', async () => {
    const client = await createUser(t, 'client', { language: 'tr', fullName: 'Ayşe Yılmaz' });
    const order = await placeOrder(t, client);
    expect(await sender.deliverDue()).toBe(1);

    expect(whatsapp.received).toHaveLength(1);
    const { body } = whatsapp.received[0];
    expect(body.to).toBe('905321234567');
    expect(body.template.name).toBe('order_received_v1');
    expect(body.template.language.code).toBe('tr');
    const params = body.template.components[0].parameters.map((p) => p.text);
    expect(params).toEqual([
      'Ayşe Yılmaz',
      order.order_number,
      expect.stringContaining(`/track-order?number=${order.tracking_number}`),
    ]);
    const [message] = await messagesOf(order.id);
    expect(message).toMatchObject({
      channel: 'whatsapp',
      event: 'order_received',
      language: 'tr',
      status: 'sent',
      attempts: 1,
      providerMessageId: expect.stringMatching(/^wamid\.0\./),
    });
    expect(message.text).toContain('başvurunuzu aldık');
  });

  it('the status change to pending payment sends the payment instructions in Arabic; a switch off sends nothing', async () => {
    const client = await createUser(t, 'client', { language: 'ar' });
    const order = await placeOrder(t, client);
    await changeStatus(order.id, 'pending_payment');
    const messages = await messagesOf(order.id);
    expect(messages.map((m) => [m.event, m.language])).toEqual([
      ['order_received', 'ar'],
      ['payment_instructions', 'ar'],
    ]);
    expect(messages[1].text).toContain('بانتظار الدفع');

    await setNotificationSwitches(t, { whatsapp_enabled: false });
    const quiet = await placeOrder(t, client);
    expect(await messagesOf(quiet.id)).toEqual([]);
  });

  it('a provider that fails first is retried with back-off, and the message goes out once', async () => {
    const client = await createUser(t, 'client', { language: 'en' });
    const order = await placeOrder(t, client);
    whatsapp.answerWith((index, _request, ok) =>
      index === 0 ? { status: 503, body: { error: { code: 2, message: 'Service temporarily unavailable' } } } : ok,
    );
    const now = new Date();
    expect(await sender.deliverDue(now)).toBe(1);
    let [message] = await messagesOf(order.id);
    expect(message).toMatchObject({ status: 'queued', attempts: 1 });
    expect(message.reason).toContain('HTTP 503');
    expect(message.nextAttemptAt.getTime()).toBe(now.getTime() + 30 * SECOND);

    expect(await sender.deliverDue(new Date(now.getTime() + 10 * SECOND))).toBe(0); // not due yet
    expect(await sender.deliverDue(new Date(now.getTime() + 31 * SECOND))).toBe(1);
    [message] = await messagesOf(order.id);
    expect(message).toMatchObject({ status: 'sent', attempts: 2, reason: null });
    expect(whatsapp.received).toHaveLength(2);
    expect(await sender.deliverDue(new Date(now.getTime() + 3600 * SECOND))).toBe(0);
  });

  it('a number WhatsApp cannot reach (error 131026) fails and falls back to e-mail, recorded', async () => {
    await setNotificationSwitches(t, { email_enabled: false });
    const client = await createUser(t, 'client', { language: 'en' });
    const order = await placeOrder(t, client);
    whatsapp.answerWith(() => ({
      status: 400,
      body: {
        error: { code: 131026, message: 'Message undeliverable', error_data: { details: 'Message undeliverable' } },
      },
    }));
    await sender.deliverDue();
    const [message] = await messagesOf(order.id);
    expect(message.status).toBe('failed');
    expect(message.reason).toContain('131026');
    expect(message.fellBackToEmailAt).not.toBeNull();
    const mails = await t.prisma.mailOutbox.findMany({ where: { toAddress: client.user.email } });
    expect(mails.map((mail) => mail.kind)).toEqual(['notification_fallback_order_received']);
    expect(mails[0].text).toContain(order.order_number);
  });

  it('a phone number that is not international is never sent: the client’s e-mail already carried the news', async () => {
    const client = await createUser(t, 'client');
    const order = await placeOrder(t, client);
    await sender.deliverDue();
    // An order from before phone numbers were checked keeps a local number.
    await t.prisma.order.update({ where: { id: order.id }, data: { phone: '0532 123 45 67' } });
    await changeStatus(order.id, 'processing');
    whatsapp.reset();
    await sender.deliverDue();
    expect(whatsapp.received).toHaveLength(0);
    const [, message] = await messagesOf(order.id);
    expect(message).toMatchObject({ event: 'status_changed', status: 'failed', fellBackToEmailAt: null });
    expect(message.reason).toMatch(/not an international number; the client was e-mailed about it already/);
  });

  it('SMS goes through Twilio’s Messages API with the status callback', async () => {
    await setNotificationSwitches(t, { whatsapp_enabled: false, sms_enabled: true });
    const client = await createUser(t, 'client', { language: 'ar' });
    await t.prisma.notificationChoice.create({
      data: { userId: client.user.id, whatsapp: false, sms: true, email: true },
    });
    const order = await placeOrder(t, client);
    await sender.deliverDue();
    expect(twilio.received).toHaveLength(1);
    const { body } = twilio.received[0];
    expect(body.To).toBe('+905321234567');
    expect(body.From).toBe('+15005550006');
    expect(body.Body).toContain(order.order_number);
    expect(body.StatusCallback).toMatch(/\/api\/v1\/notifications\/sms\/status$/);
    const [message] = await messagesOf(order.id);
    expect(message).toMatchObject({ channel: 'sms', status: 'sent', providerMessageId: expect.stringMatching(/^SM/) });
  });

  describe('status callbacks', () => {
    const WHATSAPP_PATH = '/api/v1/notifications/whatsapp/status';
    const SMS_PATH = '/api/v1/notifications/sms/status';
    const metaSignature = (body: string, secret = 'meta-app-secret') =>
      `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    const statusBody = (id: string, status: string, extra: Record<string, unknown> = {}) =>
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: 'WABA',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  statuses: [{ id, status, timestamp: '1764400000', recipient_id: '905321234567', ...extra }],
                },
              },
            ],
          },
        ],
      });
    const postWhatsapp = (body: string, signature?: string) => {
      const call = t.http().post(WHATSAPP_PATH).set('Content-Type', 'application/json');
      return (signature ? call.set('X-Hub-Signature-256', signature) : call).send(body);
    };
    /** Twilio's signature: the URL it called, then each parameter's name and value sorted by name. */
    const twilioSignature = (params: Record<string, string>, token = TWILIO.authToken) => {
      const url = `${t.app.get<AppConfig>(APP_CONFIG).publicUrl}${SMS_PATH}`;
      const data = Object.keys(params)
        .sort()
        .reduce((text, key) => text + key + params[key], url);
      return createHmac('sha1', token).update(data).digest('base64');
    };
    const postSms = (params: Record<string, string>, signature?: string) => {
      const call = t.http().post(SMS_PATH).set('Content-Type', 'application/x-www-form-urlencoded');
      return (signature ? call.set('X-Twilio-Signature', signature) : call).send(
        new URLSearchParams(params).toString(),
      );
    };

    async function sentWhatsapp() {
      const order = await placeOrder(t, await createUser(t, 'client'));
      await sender.deliverDue();
      const [message] = await messagesOf(order.id);
      expect(message.status).toBe('sent');
      return message;
    }

    it('answers Meta’s handshake with the challenge only for the office’s verify token', async () => {
      const query = { 'hub.mode': 'subscribe', 'hub.challenge': '1158201444' };
      const good = await t
        .http()
        .get(WHATSAPP_PATH)
        .query({ ...query, 'hub.verify_token': 'verify-me' })
        .expect(200);
      expect(good.text).toBe('1158201444');
      const bad = await t
        .http()
        .get(WHATSAPP_PATH)
        .query({ ...query, 'hub.verify_token': 'guess' })
        .expect(403);
      expect(bad.body.code).toBe('CALLBACK_VERIFY_TOKEN_INVALID');
    });

    it('moves a WhatsApp message to delivered then read on signed callbacks; a late delivered changes nothing', async () => {
      const message = await sentWhatsapp();
      for (const status of ['delivered', 'read', 'delivered']) {
        const body = statusBody(message.providerMessageId!, status);
        await postWhatsapp(body, metaSignature(body)).expect(200);
      }
      const after = await t.prisma.notificationMessage.findUniqueOrThrow({ where: { id: message.id } });
      expect(after.status).toBe('read');
      expect(after.deliveredAt).not.toBeNull();
      expect(after.readAt).toEqual(new Date(1764400000 * 1000));
    });

    it('refuses unsigned (401) and badly signed (403) WhatsApp callbacks, changing nothing', async () => {
      const message = await sentWhatsapp();
      const body = statusBody(message.providerMessageId!, 'read');
      const unsigned = await postWhatsapp(body).expect(401);
      expect(unsigned.body.code).toBe('CALLBACK_SIGNATURE_MISSING');
      const forged = await postWhatsapp(body, metaSignature(body, 'not-the-app-secret')).expect(403);
      expect(forged.body.code).toBe('CALLBACK_SIGNATURE_INVALID');
      // Signed, then changed on the way: the signature is of the raw bytes.
      await postWhatsapp(body.replace('read', 'sent'), metaSignature(body)).expect(403);
      const after = await t.prisma.notificationMessage.findUniqueOrThrow({ where: { id: message.id } });
      expect(after.status).toBe('sent');
    });

    it('a WhatsApp failure reported later fails the message with Meta’s reason and falls back to e-mail', async () => {
      await setNotificationSwitches(t, { email_enabled: false });
      const message = await sentWhatsapp();
      const body = statusBody(message.providerMessageId!, 'failed', {
        errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' }],
      });
      await postWhatsapp(body, metaSignature(body)).expect(200);
      const after = await t.prisma.notificationMessage.findUniqueOrThrow({ where: { id: message.id } });
      expect(after.status).toBe('failed');
      expect(after.reason).toContain('131026');
      expect(after.fellBackToEmailAt).not.toBeNull();
    });

    it('moves an SMS on Twilio’s signed callback and refuses unsigned or badly signed ones', async () => {
      await setNotificationSwitches(t, { whatsapp_enabled: false, sms_enabled: true });
      const client = await createUser(t, 'client');
      await t.prisma.notificationChoice.create({
        data: { userId: client.user.id, whatsapp: false, sms: true, email: true },
      });
      const order = await placeOrder(t, client);
      await sender.deliverDue();
      const [message] = await messagesOf(order.id);
      const params = {
        AccountSid: TWILIO.accountSid,
        MessageSid: message.providerMessageId!,
        MessageStatus: 'delivered',
        To: '+905321234567',
      };
      expect((await postSms(params).expect(401)).body.code).toBe('CALLBACK_SIGNATURE_MISSING');
      expect((await postSms(params, twilioSignature(params, 'wrong-token')).expect(403)).body.code).toBe(
        'CALLBACK_SIGNATURE_INVALID',
      );
      await postSms(params, twilioSignature(params)).expect(200);
      const after = await t.prisma.notificationMessage.findUniqueOrThrow({ where: { id: message.id } });
      expect(after.status).toBe('delivered');
    });
  });

  describe('the order’s messages in its history', () => {
    const HISTORY = `query ($orderId: Int!) { orderNotifications(orderId: $orderId) {
      id channel event status reason attempts fellBackToEmailAt sentAt deliveredAt readAt failedAt } }`;
    let order: Awaited<ReturnType<typeof placeOrder>>;
    let owner: Caller, staff: Caller;

    beforeAll(async () => {
      owner = await createUser(t, 'client', { language: 'en' });
      staff = await createUser(t, 'staff');
      await setNotificationSwitches(t, { whatsapp_enabled: true, sms_enabled: false });
      order = await placeOrder(t, owner);
      await sender.deliverDue();
    });

    it('staff and admins see each message’s channel, event, status and times on REST and GraphQL', async () => {
      for (const caller of [staff, admin]) {
        const rest = await t
          .http()
          .get(`/api/v1/orders/${order.id}/notifications`)
          .set('Authorization', caller.auth)
          .expect(200);
        expect(rest.body.data).toEqual([
          expect.objectContaining({
            channel: 'whatsapp',
            event: 'order_received',
            status: 'sent',
            reason: null,
            attempts: 1,
            fell_back_to_email_at: null,
            sent_at: expect.any(String),
          }),
        ]);
        const gql = await t.graphql(HISTORY, { orderId: order.id }, caller.token);
        expect(gql.body.errors).toBeUndefined();
        expect(gql.body.data.orderNotifications).toEqual([
          expect.objectContaining({ channel: 'whatsapp', event: 'order_received', status: 'sent' }),
        ]);
      }
      await t.http().get('/api/v1/orders/999999/notifications').set('Authorization', admin.auth).expect(404);
    });

    it('the client is refused, even on their own order, and so is nobody', async () => {
      await t.http().get(`/api/v1/orders/${order.id}/notifications`).set('Authorization', owner.auth).expect(403);
      await t.http().get(`/api/v1/orders/${order.id}/notifications`).expect(401);
      const gql = await t.graphql(HISTORY, { orderId: order.id }, owner.token);
      expect(gql.body.data).toBeNull();
      expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const anonymous = await t.graphql(HISTORY, { orderId: order.id });
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      // Nor in the order itself as the client reads it.
      const own = await t.http().get(`/api/v1/orders/${order.id}`).set('Authorization', owner.auth).expect(200);
      expect(JSON.stringify(own.body)).not.toMatch(/notification|wamid/i);
    });
  });

  it('keeps provider secrets sealed in the database', async () => {
    const rows = await t.prisma.notificationProvider.findMany();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(WHATSAPP.token);
    expect(stored).not.toContain(TWILIO.authToken);
    expect(stored).not.toContain('meta-app-secret');
    expect(stored).toContain(WHATSAPP.phoneNumberId);
  });

  it('a backup carries the providers’ secrets only sealed', async () => {
    const created = await t.http().post('/api/v1/admin/backups').set('Authorization', admin.auth).expect(201);
    const archive = await t
      .http()
      .get(`/api/v1/admin/backups/${created.body.data.id}/download`)
      .set('Authorization', admin.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const entries = await archiveEntries(archive.body as Buffer);
    const everything = entries.map((entry) => entry.body.toString('utf8')).join('\n');
    expect(everything).toContain(WHATSAPP.phoneNumberId);
    expect(everything).toMatch(/v1\.[\w-]+\.[\w-]+\.[\w-]+/);
    for (const secret of [WHATSAPP.token, TWILIO.authToken, 'meta-app-secret', 'verify-me'])
      expect(everything).not.toContain(secret);
  });
});
