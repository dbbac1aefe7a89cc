import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startTestApp, createUser, type TestApp } from './helpers/test-app.js';
import { type Caller, createCallers, placeOrder, SAMPLE_FILES, setStatus } from './helpers/orders.js';
import { createTestService, writeDirectly } from './helpers/content.js';
import { startWebhookReceiver } from './helpers/webhook-receiver.js';
import { WebhookSenderService } from '../src/partners/webhooks/webhook-sender.service.js';
import { verifyWebhookSignature } from '../src/partners/webhooks/webhook-signature.js';

const ENDPOINTS = 'query ($ownerId: Int) { webhookEndpoints(ownerId: $ownerId) { id ownerId url events enabled } }';
const CREATE = `mutation ($url: String!, $events: [String!]!, $ownerId: Int) {
  createWebhookEndpoint(url: $url, events: $events, ownerId: $ownerId) { secret endpoint { id ownerId url events } } }`;
const DELETE = 'mutation ($id: Int!) { deleteWebhookEndpoint(id: $id) { id } }';
const DELIVERIES = `query ($id: Int!) { webhookDeliveries(id: $id) { id eventId eventType status attempts lastStatusCode
  attemptLog { statusCode error responseBody } } }`;
const REPLAY = `mutation ($id: Int!, $deliveryId: Int!) { replayWebhookDelivery(id: $id, deliveryId: $deliveryId)
  { id eventId status attempts lastStatusCode } }`;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Extensions = { code?: string; reason?: string };
const extensionsOf = (response: { body: { errors?: { extensions?: Extensions }[] } }) =>
  response.body.errors?.[0]?.extensions;

describe('webhooks', () => {
  let t: TestApp;
  let sender: WebhookSenderService;
  let owner: Caller, other: Caller, client: Caller, staff: Caller, admin: Caller;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    t = await startTestApp(undefined, { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    sender = t.app.get(WebhookSenderService);
    ({ owner: client, staff, admin } = await createCallers(t));
    [owner, other] = [await createUser(t, 'partner'), await createUser(t, 'partner')];
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answerWith(() => 200);
  });

  const as = <Call extends { set: (name: string, value: string) => Call }>(caller: Caller | undefined, call: Call) =>
    caller ? call.set('Authorization', caller.auth) : call;
  const register = (caller: Caller | undefined, body: Record<string, unknown>) =>
    as(caller, t.http().post('/api/v1/webhooks')).send(body);
  const deliveriesOf = (caller: Caller | undefined, endpointId: number) =>
    as(caller, t.http().get(`/api/v1/webhooks/${endpointId}/deliveries`));
  const changeStatus = (orderId: number, status: string) =>
    as(admin, t.http().put(`/api/v1/admin/orders/${orderId}/status`))
      .send({ status })
      .expect(200);

  /** A fresh account with one endpoint on the receiver (so each test counts its own deliveries). */
  async function partnerWithEndpoint(events = ['order.created', 'order.status_changed']) {
    const partner = await createUser(t, 'partner', { language: 'en' });
    const created = await register(partner, { url: receiver.url, events }).expect(201);
    return { partner, endpoint: created.body.data.endpoint, secret: created.body.data.secret as string };
  }

  it('keeps each signing secret sealed in the database, and seals those of endpoints made before sealing', async () => {
    const { partner, endpoint, secret } = await partnerWithEndpoint(['order.created']);
    const stored = await t.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect(stored.secret).not.toContain(secret.slice('whsec_'.length));
    expect(stored.secret).toMatch(/^v1\./);

    // An endpoint of before: its readable secret is sealed at start-up, and its deliveries are signed as before.
    const legacySecret = 'whsec_made-before-secrets-were-sealed';
    await t.prisma.webhookEndpoint.update({ where: { id: endpoint.id }, data: { secret: legacySecret } });
    expect(await sender.sealPlainSecrets()).toBe(1);
    expect(await sender.sealPlainSecrets()).toBe(0);
    const resealed = await t.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect(resealed.secret).toMatch(/^v1\./);
    await placeOrder(t, partner);
    expect(await sender.deliverDue()).toBe(1);
    const delivery = receiver.received.at(-1)!;
    expect(verifyWebhookSignature(legacySecret, delivery.headers['lo-signature'] as string, delivery.body)).toBe(true);
  });

  it('an owner receives signed order.created and order.status_changed events of its own orders only', async () => {
    const { partner, endpoint, secret } = await partnerWithEndpoint();
    expect(secret).toMatch(/^whsec_/);
    const order = await placeOrder(t, partner);
    await placeOrder(t, other); // another account's order: never sent to this endpoint
    expect(await sender.deliverDue()).toBe(1);
    await changeStatus(order.id, 'cancelled');
    expect(await sender.deliverDue()).toBe(1);

    expect(receiver.received.map((r) => r.json.type)).toEqual(['order.created', 'order.status_changed']);
    for (const delivery of receiver.received) {
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(delivery.headers['lo-event-id']).toBe(delivery.json.id);
      expect(delivery.headers['lo-event-type']).toBe(delivery.json.type);
      expect(delivery.json.id).toMatch(/^evt_[0-9a-f]{32}$/);
      const signature = delivery.headers['lo-signature'] as string;
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifyWebhookSignature(secret, signature, delivery.body, 300)).toBe(true);
      expect(verifyWebhookSignature(secret, signature, delivery.body.replace('"', '"x'), 300)).toBe(false);
      expect(verifyWebhookSignature('whsec_wrong', signature, delivery.body, 300)).toBe(false);
      expect(verifyWebhookSignature(secret, signature, delivery.body, 300, Date.now() + 10 * MINUTE)).toBe(false);
    }
    // The order as GET /orders/{id} shows it to its owner.
    const rest = await as(partner, t.http().get(`/api/v1/orders/${order.id}`)).expect(200);
    const created = receiver.received[0].json;
    expect(created.data.object).toMatchObject({ id: order.id, order_number: order.order_number, status: 'pending' });
    expect(Object.keys(created.data.object).sort()).toEqual(Object.keys(rest.body.data).sort());
    const changed = receiver.received[1].json;
    expect(changed.data.object).toMatchObject({ id: order.id, status: 'cancelled' });

    const log = await deliveriesOf(partner, endpoint.id).expect(200);
    expect(log.body.data).toHaveLength(2);
    expect(log.body.data[0]).toMatchObject({ status: 'succeeded', attempts: 1, last_status_code: 200 });
    expect(log.body.data[0].attempt_log[0]).toMatchObject({ status_code: 200, response_body: 'ok' });
    // Nothing more is due.
    expect(await sender.deliverDue()).toBe(0);
  });

  it('the README partner guide’s verification snippet accepts a real delivery and refuses a tampered one', async () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const snippet = /### Partner guide[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(snippet).toContain('export function verify');
    const folder = mkdtempSync(path.join(tmpdir(), 'readme-verify-'));
    const file = path.join(folder, 'verify.mjs');
    writeFileSync(file, snippet!.replace(/^ {3}/gm, ''));
    const { verify } = (await import(pathToFileURL(file).href)) as {
      verify: (secret: string, header: string, body: string) => boolean;
    };
    const { partner, secret } = await partnerWithEndpoint(['order.created']);
    await placeOrder(t, partner);
    await sender.deliverDue();
    const [delivery] = receiver.received;
    const header = delivery.headers['lo-signature'] as string;
    expect(verify(secret, header, delivery.body)).toBe(true);
    expect(verify(secret, header, delivery.body.replace('"', '"x'))).toBe(false);
    expect(verify('whsec_wrong', header, delivery.body)).toBe(false);
    rmSync(folder, { recursive: true, force: true });
  });

  it('holds, messages and payments are sent as REST shows them; internal notes never', async () => {
    const { partner, secret } = await partnerWithEndpoint([
      'order.on_hold',
      'message.created',
      'payment.recorded',
      'document.reviewed',
    ]);
    const priced = await createTestService(t, { priceTry: '100.00' });
    const order = await placeOrder(t, partner, { service_id: priced.id });
    await as(staff, t.http().post(`/api/v1/orders/${order.id}/notes`))
      .send({ body: 'سري' })
      .expect(201);
    const message = await as(partner, t.http().post(`/api/v1/orders/${order.id}/messages`))
      .send({ body: 'hello office' })
      .expect(201);
    await setStatus(t, order.id, 'pending_payment');
    await as(staff, t.http().post(`/api/v1/admin/orders/${order.id}/payments`))
      .send({ amount: '1.00', currency: 'TRY', method: 'syriatel_cash', reference: 'R-9' })
      .expect(201);
    await setStatus(t, order.id, 'processing');
    await as(staff, t.http().post(`/api/v1/orders/${order.id}/hold`))
      .send({ request: 'Send the passport' })
      .expect(200);

    await sender.deliverDue();
    expect(receiver.received.map((r) => r.json.type)).toEqual(['message.created', 'payment.recorded', 'order.on_hold']);
    for (const delivery of receiver.received)
      expect(verifyWebhookSignature(secret, delivery.headers['lo-signature'] as string, delivery.body)).toBe(true);
    const [sent, paid, held] = receiver.received.map((r) => r.json.data.object);
    expect(sent).toEqual(message.body.data);
    const payments = await as(partner, t.http().get(`/api/v1/orders/${order.id}/payments`)).expect(200);
    expect(paid).toEqual(payments.body.data[0]);
    expect(held).toMatchObject({ id: order.id, status: 'processing' });
    expect(JSON.stringify(receiver.received.map((r) => r.body))).not.toContain('سري');
  });

  it('document.reviewed is sent when the office accepts or rejects a document, with its slot as REST shows it', async () => {
    const { partner } = await partnerWithEndpoint(['document.reviewed']);
    const service = await writeDirectly(t, () => createTestService(t, { category: 'civil_registry' }));
    await as(admin, t.http().put(`/api/v1/services/${service.id}`))
      .send({ required_documents: [{ name_ar: 'صورة جواز السفر', name_tr: 'Pasaport', name_en: 'Passport' }] })
      .expect(200);
    const order = await placeOrder(t, partner, { service_id: service.id });
    const [slot] = (await as(partner, t.http().get(`/api/v1/orders/${order.id}/documents`)).expect(200)).body.data;
    const filled = await as(partner, t.http().post(`/api/v1/orders/${order.id}/documents/${slot.requirement.id}`))
      .attach('file', SAMPLE_FILES.pdf, 'passport.pdf')
      .expect(201);
    await sender.deliverDue();
    expect(receiver.received).toHaveLength(0); // the upload is not a review

    const documentId = filled.body.data.versions[0].id;
    const reviewed = await as(staff, t.http().put(`/api/v1/orders/${order.id}/documents/${documentId}/review`))
      .send({ decision: 'accepted' })
      .expect(200);
    await sender.deliverDue();
    expect(receiver.received.map((r) => r.json.type)).toEqual(['document.reviewed']);
    expect(receiver.received[0].json.data.object).toEqual(reviewed.body.data);
  });

  it('only subscribed types are recorded, and no event is recorded for owners without an endpoint', async () => {
    const before = await t.prisma.webhookEvent.count();
    await placeOrder(t, other);
    expect(await t.prisma.webhookEvent.count()).toBe(before);
    const { partner } = await partnerWithEndpoint(['order.status_changed']);
    await placeOrder(t, partner);
    expect(await t.prisma.webhookEvent.count()).toBe(before);
  });

  it('a receiver that fails first is retried with back-off, and the answers are logged', async () => {
    const { partner, endpoint } = await partnerWithEndpoint(['order.created']);
    receiver.answerWith((index) => (index < 2 ? 503 : 200));
    await placeOrder(t, partner);
    const start = new Date();

    expect(await sender.deliverDue(start)).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [first] = (await deliveriesOf(partner, endpoint.id).expect(200)).body.data;
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status_code: 503,
      last_error: 'answered HTTP 503',
    });
    expect(first.last_response_body).toHaveLength(1024);
    expect(new Date(first.next_attempt_at).getTime() - start.getTime()).toBe(MINUTE);

    // Not due before its minute, then due; the second wait is two minutes.
    expect(await sender.deliverDue(new Date(start.getTime() + 30_000))).toBe(0);
    expect(await sender.deliverDue(new Date(start.getTime() + MINUTE))).toBe(1);
    expect(await sender.deliverDue(new Date(start.getTime() + 2 * MINUTE))).toBe(0);
    expect(await sender.deliverDue(new Date(start.getTime() + 3 * MINUTE))).toBe(1);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.json.id)).size).toBe(1); // the same event each time

    const [done] = (await deliveriesOf(partner, endpoint.id).expect(200)).body.data;
    expect(done).toMatchObject({ status: 'succeeded', attempts: 3, last_status_code: 200 });
    expect(done.attempt_log.map((a: { status_code: number }) => a.status_code)).toEqual([200, 503, 503]);
  });

  it('after 24 hours a delivery has failed; five failed deliveries in a row disable the endpoint, with a mail and an audit entry', async () => {
    const { partner, endpoint } = await partnerWithEndpoint(['order.created']);
    receiver.answerWith(() => 500);
    for (let i = 0; i < 5; i += 1) await placeOrder(t, partner);
    const start = new Date();
    expect(await sender.deliverDue(start)).toBe(5);
    expect(await sender.deliverDue(new Date(start.getTime() + 25 * HOUR))).toBe(5);

    const deliveries = (await deliveriesOf(partner, endpoint.id).expect(200)).body.data;
    expect(deliveries.map((d: { status: string }) => d.status)).toEqual(Array(5).fill('failed'));
    const listed = await as(partner, t.http().get('/api/v1/webhooks')).expect(200);
    expect(listed.body.data[0]).toMatchObject({
      enabled: false,
      disabled_reason: 'consecutive_failures',
      consecutive_failures: 5,
    });
    const mail = await t.prisma.mailOutbox.findFirstOrThrow({
      where: { kind: 'webhook_disabled', toAddress: partner.user.email },
    });
    expect(mail.subject).toBe('Your webhook endpoint was disabled');
    expect(mail.text).toContain(receiver.url);
    const audit = await t.prisma.auditLog.findFirstOrThrow({
      where: { action: 'webhook.disabled', entityId: String(endpoint.id) },
    });
    expect(audit.details).toMatchObject({ owner_id: partner.user.id, reason: 'consecutive_failures' });

    // Nothing more is sent to it; enabling it again starts over.
    await placeOrder(t, partner);
    const sent = receiver.received.length;
    expect(await sender.deliverDue(new Date(start.getTime() + 26 * HOUR))).toBe(0);
    expect(receiver.received).toHaveLength(sent);
    const enabled = await as(partner, t.http().post(`/api/v1/webhooks/${endpoint.id}/enable`)).expect(200);
    expect(enabled.body.data).toMatchObject({ enabled: true, consecutive_failures: 0, disabled_at: null });
  });

  it('events older than 30 days are pruned with their deliveries and attempts', async () => {
    const { partner, endpoint } = await partnerWithEndpoint(['order.created']);
    await placeOrder(t, partner);
    await sender.deliverDue();
    const delivery = await t.prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    await t.prisma.webhookEvent.update({
      where: { id: delivery.eventId },
      data: { createdAt: new Date(Date.now() - 31 * 24 * HOUR) },
    });
    await sender.pruneOld(new Date(Date.now() - 2 * HOUR));
    expect(await t.prisma.webhookEvent.count({ where: { id: delivery.eventId } })).toBe(0);
    expect(await t.prisma.webhookAttempt.count({ where: { deliveryId: delivery.id } })).toBe(0);
  });

  it('a delivery is replayed by hand on both APIs; another owner’s delivery is refused', async () => {
    const { partner, endpoint } = await partnerWithEndpoint(['order.created']);
    await placeOrder(t, partner);
    await sender.deliverDue();
    const [delivery] = (await deliveriesOf(partner, endpoint.id).expect(200)).body.data;

    const replay = await as(partner, t.http().post(`/api/v1/webhooks/${endpoint.id}/deliveries/${delivery.id}/replay`))
      .send()
      .expect(200);
    expect(replay.body.data).toMatchObject({ event_id: delivery.event_id, status: 'succeeded', attempts: 1 });
    expect(replay.body.data.id).not.toBe(delivery.id);
    expect(receiver.received.map((r) => r.json.id)).toEqual([delivery.event_id, delivery.event_id]);

    const byGraphql = await t.graphql(REPLAY, { id: endpoint.id, deliveryId: delivery.id }, admin.token);
    expect(byGraphql.body.data.replayWebhookDelivery).toMatchObject({
      eventId: delivery.event_id,
      status: 'succeeded',
    });

    const refused = await as(other, t.http().post(`/api/v1/webhooks/${endpoint.id}/deliveries/${delivery.id}/replay`))
      .send()
      .expect(404);
    expect(refused.body.code).toBe('WEBHOOK_NOT_FOUND');
    const { endpoint: otherEndpoint } = await partnerWithEndpoint(['order.created']);
    await as(partner, t.http().post(`/api/v1/webhooks/${otherEndpoint.id}/deliveries/${delivery.id}/replay`))
      .send()
      .expect(404);
    const graphqlRefused = await t.graphql(REPLAY, { id: endpoint.id, deliveryId: delivery.id }, other.token);
    expect(extensionsOf(graphqlRefused)).toMatchObject({ code: 'NOT_FOUND', reason: 'WEBHOOK_NOT_FOUND' });
    await deliveriesOf(other, endpoint.id).expect(404);
    expect(receiver.received).toHaveLength(3);
  });

  it('admins manage any account’s endpoints; an account only its own; the secret is never answered again nor audited', async () => {
    const created = await t.graphql(
      CREATE,
      { url: receiver.url, events: ['payment.recorded'], ownerId: owner.user.id },
      admin.token,
    );
    const { secret, endpoint } = created.body.data.createWebhookEndpoint;
    expect(endpoint).toMatchObject({ ownerId: owner.user.id, events: ['payment.recorded'] });
    expect(secret).toMatch(/^whsec_/);

    const mine = await t.graphql(ENDPOINTS, {}, owner.token);
    expect(mine.body.data.webhookEndpoints.map((e: { id: number }) => e.id)).toContain(endpoint.id);
    const forOwner = await as(admin, t.http().get(`/api/v1/webhooks?owner_id=${owner.user.id}`)).expect(200);
    expect(forOwner.body.data.map((e: { id: number }) => e.id)).toContain(endpoint.id);
    expect(JSON.stringify(forOwner.body)).not.toContain(secret);
    expect(JSON.stringify(mine.body)).not.toContain(secret);
    expect(JSON.stringify(await t.prisma.auditLog.findMany())).not.toContain(secret);

    // A partner names only itself.
    const refused = await as(other, t.http().get(`/api/v1/webhooks?owner_id=${owner.user.id}`)).expect(403);
    expect(refused.body.detail).toBeDefined();
    await register(other, { url: receiver.url, events: ['order.created'], owner_id: owner.user.id }).expect(403);
    const removedByOther = await t.graphql(DELETE, { id: endpoint.id }, other.token);
    expect(extensionsOf(removedByOther)).toMatchObject({ reason: 'WEBHOOK_NOT_FOUND' });

    const removed = await t.graphql(DELETE, { id: endpoint.id }, owner.token);
    expect(removed.body.data.deleteWebhookEndpoint).toEqual({ id: endpoint.id });
    await as(admin, t.http().delete(`/api/v1/webhooks/${endpoint.id}`)).expect(404);
    const audited = await t.prisma.auditLog.findMany({
      where: { entityType: 'webhook_endpoint', entityId: String(endpoint.id) },
    });
    expect(audited.map((a) => a.action).sort()).toEqual(['webhook.created', 'webhook.deleted']);
  });

  it('bad input: unknown event, bad URL, no events (422 with codes, both APIs)', async () => {
    const unknown = await register(owner, { url: receiver.url, events: ['order.created', 'order.exploded'] }).expect(
      422,
    );
    expect(unknown.body.code).toBe('WEBHOOK_UNKNOWN_EVENT');
    const bad = await register(owner, { url: 'not a url', events: ['order.created'] }).expect(422);
    expect(bad.body.code).toBe('WEBHOOK_URL_INVALID');
    const ftp = await register(owner, { url: 'ftp://example.com/x', events: ['order.created'] }).expect(422);
    expect(ftp.body.code).toBe('WEBHOOK_URL_INVALID');
    await register(owner, { url: receiver.url, events: [] }).expect(422);
    const graphql = await t.graphql(CREATE, { url: receiver.url, events: ['nope'] }, owner.token);
    expect(extensionsOf(graphql)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'WEBHOOK_UNKNOWN_EVENT' });
  });

  it('the OpenAPI document describes each event (x-webhooks) with the object as REST shows it', async () => {
    const { body } = await t.http().get('/api/v1/openapi.json').expect(200);
    const hooks = body['x-webhooks'];
    expect(Object.keys(hooks)).toEqual([
      'order.created',
      'order.status_changed',
      'order.on_hold',
      'document.reviewed',
      'message.created',
      'payment.recorded',
    ]);
    const objectOf = (type: string) =>
      hooks[type].post.requestBody.content['application/json'].schema.properties.data.properties.object;
    const orderRef =
      body.paths['/api/v1/orders/{id}'].get.responses['200'].content['application/json'].schema.properties.data.$ref;
    expect(objectOf('order.created')).toMatchObject({ $ref: orderRef });
    for (const type of Object.keys(hooks)) expect(objectOf(type).$ref).toMatch(/^#\/components\/schemas\//);
    expect(hooks['order.created'].post.parameters.map((p: { name: string }) => p.name)).toEqual([
      'Lo-Signature',
      'Lo-Event-Id',
      'Lo-Event-Type',
    ]);
  });

  it('a partner’s API key manages its endpoints only with webhooks:manage', async () => {
    const makeKey = async (scopes: string[]) =>
      (
        await as(admin, t.http().post('/api/v1/admin/api-keys'))
          .send({ partner_id: owner.user.id, name: 'CRM', scopes })
          .expect(201)
      ).body.data.secret as string;
    const withKey = (secret: string) => ({ user: owner.user, token: secret, auth: `Bearer ${secret}` }) as Caller;
    const manager = withKey(await makeKey(['webhooks:manage']));
    const created = await register(manager, { url: receiver.url, events: ['order.created'] }).expect(201);
    expect(created.body.data.endpoint.owner_id).toBe(owner.user.id);
    const listed = await as(manager, t.http().get('/api/v1/webhooks')).expect(200);
    expect(listed.body.data.map((e: { id: number }) => e.id)).toContain(created.body.data.endpoint.id);
    expect((await t.graphql(ENDPOINTS, {}, manager.token)).body.data.webhookEndpoints).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: created.body.data.endpoint.id })]),
    );

    const reader = withKey(await makeKey(['orders:read']));
    const refused = await as(reader, t.http().get('/api/v1/webhooks')).expect(403);
    expect(JSON.stringify(refused.body)).toContain('API_KEY_SCOPE_MISSING');
    expect(extensionsOf(await t.graphql(ENDPOINTS, {}, reader.token))).toMatchObject({
      reason: 'API_KEY_SCOPE_MISSING',
    });
  });

  it('admins name a partner: a client or no one is refused as owner', async () => {
    const forClient = await register(admin, {
      url: receiver.url,
      events: ['order.created'],
      owner_id: client.user.id,
    }).expect(404);
    expect(JSON.stringify(forClient.body)).toContain('WEBHOOK_OWNER_NOT_FOUND');
    await register(admin, { url: receiver.url, events: ['order.created'] }).expect(404);
  });

  it('clients, anonymous callers and staff are refused on both APIs', async () => {
    await as(client, t.http().get('/api/v1/webhooks')).expect(403);
    await register(client, { url: receiver.url, events: ['order.created'] }).expect(403);
    expect(extensionsOf(await t.graphql(ENDPOINTS, {}, client.token))).toMatchObject({ code: 'FORBIDDEN' });
    await t.http().get('/api/v1/webhooks').expect(401);
    await register(undefined, { url: receiver.url, events: ['order.created'] }).expect(401);
    await as(staff, t.http().get('/api/v1/webhooks')).expect(403);
    await register(staff, { url: receiver.url, events: ['order.created'] }).expect(403);
    await deliveriesOf(staff, 1).expect(403);
    expect(extensionsOf(await t.graphql(ENDPOINTS, {}))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(extensionsOf(await t.graphql(ENDPOINTS, {}, staff.token))).toMatchObject({ code: 'FORBIDDEN' });
    expect(extensionsOf(await t.graphql(DELIVERIES, { id: 1 }, staff.token))).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      extensionsOf(await t.graphql(CREATE, { url: receiver.url, events: ['order.created'] }, staff.token)),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('webhooks: the SSRF guard (WEBHOOK_ALLOW_PRIVATE_TARGETS off)', () => {
  let t: TestApp;
  let owner: Caller;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createUser(t, 'partner');
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const register = (url: string) =>
    t
      .http()
      .post('/api/v1/webhooks')
      .set('Authorization', owner.auth)
      .send({ url, events: ['order.created'] });

  it.each([
    ['https://127.0.0.1/hooks'],
    ['https://10.1.2.3/hooks'],
    ['https://169.254.169.254/latest/meta-data'],
    ['https://192.168.1.10/'],
    ['https://100.64.0.1/'],
    ['https://[::1]/hooks'],
    ['https://[::ffff:127.0.0.1]/hooks'],
    ['https://localhost/hooks'],
  ])('refuses %s at registration', async (url) => {
    const response = await register(url).expect(422);
    expect(response.body.code).toBe('WEBHOOK_URL_INWARD');
  });

  it('refuses http', async () => {
    const response = await register('http://example.com/hooks').expect(422);
    expect(response.body.code).toBe('WEBHOOK_URL_NOT_HTTPS');
  });

  it('refuses again at delivery, without connecting, when the host resolves inward', async () => {
    // Registered while it resolved outward (written here directly); it now resolves to loopback.
    await t.prisma.webhookEndpoint.create({
      data: {
        ownerId: owner.user.id,
        url: `https://localhost:${receiver.port}/hooks`,
        events: ['order.created'],
        secret: 'whsec_test',
      },
    });
    await placeOrder(t, owner);
    const sender = t.app.get(WebhookSenderService);
    expect(await sender.deliverDue()).toBe(1);
    expect(receiver.received).toHaveLength(0);
    const delivery = await t.prisma.webhookDelivery.findFirstOrThrow({ include: { attemptsLog: true } });
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect(delivery.lastError).toContain('loopback, private or link-local');
    expect(delivery.attemptsLog[0]).toMatchObject({ statusCode: null, durationMs: 0 });
  });
});
