import request, { type Test } from 'supertest';
import { createApp } from '../src/app.factory.js';
import { PrismaService } from '../src/database/prisma.service.js';
import { newApiKeySecret } from '../src/partners/api-keys/api-key-secret.js';
import { waitFor } from './helpers/wait-for.js';
import {
  createTestDatabase,
  createUser,
  startTestApp,
  testConfig,
  type TestApp,
  type TestDatabase,
} from './helpers/test-app.js';
import {
  activeServiceId,
  type Caller,
  createCallers,
  freshIp,
  placeOrder,
  setNotificationSwitches,
  setStatus,
} from './helpers/orders.js';

/**
 * Partners' API keys (issue 25.1): admins make them for a partner on both APIs, the secret is shown once; a key
 * acts as its partner on REST and GraphQL within its scopes, IP ranges and per-minute limit, and a revoked or
 * expired key is refused at once on every instance.
 */

const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
const SECRET = /^lo_live_[0-9A-Za-z]{32}$/;
const KEY_FIELDS = `id name prefix scopes partnerId partnerName partnerEmail expiresAt allowedIps lastUsedAt revokedAt
  createdById createdAt`;
const CREATE = `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret apiKey { ${KEY_FIELDS} } } }`;
const LIST = `query ($partnerId: Int) { apiKeys(partnerId: $partnerId) { ${KEY_FIELDS} } }`;
const REVOKE = `mutation ($id: Int!) { revokeApiKey(id: $id) { id revokedAt } }`;
const MY_ORDERS = 'query { myOrders { total items { id } } }';
const SERVICES = 'query { services { id } }';
const ME = 'query { me { id } }';
const CREATE_ORDER = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }';

type ErrorBody = { body: { errors?: { extensions?: { code?: string; reason?: string } }[] } };
const gqlError = (response: ErrorBody) => response.body.errors?.[0]?.extensions;

describe('partners’ API keys', () => {
  let db: TestDatabase;
  let t: TestApp;
  let owner: Caller, staff: Caller, admin: Caller;
  let partner: Caller, otherPartner: Caller;
  const everyScope = ['services:read', 'orders:read', 'orders:write', 'files:write', 'messages:write'];

  beforeAll(async () => {
    db = await createTestDatabase();
    t = await startTestApp(db);
    ({ owner, staff, admin } = await createCallers(t));
    partner = await createUser(t, 'partner', { fullName: 'وكالة الشريك' });
    otherPartner = await createUser(t, 'partner', { fullName: 'وكالة أخرى' });
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  /** A key made by the admin over REST; answers the secret and the key as REST shows it. */
  async function makeKey(body: Record<string, unknown> = {}, app: TestApp = t) {
    const response = await app
      .http()
      .post('/api/v1/admin/api-keys')
      .set('Authorization', admin.auth)
      .send({ partner_id: partner.user.id, name: 'نظام الوكالة', scopes: everyScope, ...body });
    if (response.status !== 201) throw new Error(`key not made: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data as { secret: string; api_key: { id: number; prefix: string; [field: string]: unknown } };
  }
  const withKey = (call: Test, secret: string) => call.set('Authorization', `Bearer ${secret}`);
  const keyGraphql = (secret: string, query: string, variables?: Record<string, unknown>, app: TestApp = t) =>
    withKey(app.http().post('/graphql').set('Content-Type', 'application/json'), secret).send({ query, variables });

  describe('admins manage keys', () => {
    it('makes a key for a partner over REST, showing its secret once and never again', async () => {
      const { secret, api_key } = await makeKey({
        expires_at: '2099-01-01T00:00:00.000Z',
        allowed_ips: ['10.9.0.0/16'],
      });
      expect(secret).toMatch(SECRET);
      expect(api_key).toMatchObject({
        name: 'نظام الوكالة',
        prefix: secret.slice(0, 20),
        scopes: everyScope,
        partner_id: partner.user.id,
        partner_name: 'وكالة الشريك',
        partner_email: partner.user.email,
        expires_at: '2099-01-01T00:00:00.000Z',
        allowed_ips: ['10.9.0.0/16'],
        last_used_at: null,
        revoked_at: null,
        created_by_id: admin.user.id,
      });
      expect(JSON.stringify(api_key)).not.toContain(secret);

      const listed = await t.http().get('/api/v1/admin/api-keys').set('Authorization', admin.auth).expect(200);
      expect(listed.body.data.map((key: { id: number }) => key.id)).toContain(api_key.id);
      expect(JSON.stringify(listed.body)).not.toContain(secret.slice(20));
      expect(JSON.stringify(listed.body)).not.toMatch(/secret|hash/i);
      const stored = await t.prisma.apiKey.findUniqueOrThrow({ where: { id: api_key.id } });
      expect(stored.secretHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(secret);
    });

    it('makes, lists (one partner’s) and revokes keys over GraphQL', async () => {
      const made = await t.graphql(
        CREATE,
        { input: { partnerId: otherPartner.user.id, name: 'CRM', scopes: ['orders:read'] } },
        admin.token,
      );
      expect(made.body.errors).toBeUndefined();
      const { secret, apiKey } = made.body.data.createApiKey;
      expect(secret).toMatch(SECRET);
      expect(apiKey).toMatchObject({ partnerId: otherPartner.user.id, scopes: ['orders:read'], allowedIps: [] });

      const listed = await t.graphql(LIST, { partnerId: otherPartner.user.id }, admin.token);
      expect(listed.body.data.apiKeys.map((key: { id: number }) => key.id)).toEqual([apiKey.id]);
      expect(JSON.stringify(listed.body)).not.toContain(secret);
      const rest = await t
        .http()
        .get(`/api/v1/admin/api-keys?partner_id=${otherPartner.user.id}`)
        .set('Authorization', admin.auth)
        .expect(200);
      expect(rest.body.data.map((key: { id: number }) => key.id)).toEqual([apiKey.id]);

      const revoked = await t.graphql(REVOKE, { id: apiKey.id }, admin.token);
      expect(revoked.body.data.revokeApiKey.revokedAt).not.toBeNull();
      const again = await t.http().delete(`/api/v1/admin/api-keys/${apiKey.id}`).set('Authorization', admin.auth);
      expect(again.status).toBe(200);
      expect(again.body.data.revoked_at).toBe(revoked.body.data.revokeApiKey.revokedAt);
      await t.http().delete('/api/v1/admin/api-keys/999999').set('Authorization', admin.auth).expect(404);
    });

    it('audits creation and revocation without the secret or its hash', async () => {
      const { secret, api_key } = await makeKey({ name: 'مدقق' });
      await t.http().delete(`/api/v1/admin/api-keys/${api_key.id}`).set('Authorization', admin.auth).expect(200);
      const entries = await t.prisma.auditLog.findMany({
        where: { entityType: 'api_key', entityId: String(api_key.id) },
        orderBy: { id: 'asc' },
      });
      expect(entries.map((entry) => entry.action)).toEqual(['api_key.create', 'api_key.revoke']);
      expect(entries[0]).toMatchObject({ actorId: admin.user.id, details: { prefix: api_key.prefix, name: 'مدقق' } });
      const { secretHash } = await t.prisma.apiKey.findUniqueOrThrow({ where: { id: api_key.id } });
      for (const entry of entries) {
        expect(JSON.stringify(entry)).not.toContain(secret);
        expect(JSON.stringify(entry)).not.toContain(secretHash);
      }
    });

    it('refuses clients, staff, partners, keys and anonymous callers on both APIs', async () => {
      const { secret } = await makeKey();
      for (const caller of [owner, staff, partner]) {
        await t.http().get('/api/v1/admin/api-keys').set('Authorization', caller.auth).expect(403);
        await t
          .http()
          .post('/api/v1/admin/api-keys')
          .set('Authorization', caller.auth)
          .send({ partner_id: partner.user.id, name: 'x', scopes: ['orders:read'] })
          .expect(403);
        await t.http().delete('/api/v1/admin/api-keys/1').set('Authorization', caller.auth).expect(403);
        expect(gqlError(await t.graphql(LIST, {}, caller.token))?.code).toBe('FORBIDDEN');
        const input = { partnerId: partner.user.id, name: 'x', scopes: ['orders:read'] };
        expect(gqlError(await t.graphql(CREATE, { input }, caller.token))?.code).toBe('FORBIDDEN');
        expect(gqlError(await t.graphql(REVOKE, { id: 1 }, caller.token))?.code).toBe('FORBIDDEN');
      }
      await t.http().get('/api/v1/admin/api-keys').expect(401);
      expect(gqlError(await t.graphql(LIST, {}))?.code).toBe('UNAUTHENTICATED');
      const byKey = await withKey(t.http().get('/api/v1/admin/api-keys'), secret).expect(403);
      expect(byKey.body.code).toBe('API_KEY_ROUTE_NOT_ALLOWED');
      expect(gqlError(await keyGraphql(secret, LIST))).toMatchObject({ reason: 'API_KEY_ROUTE_NOT_ALLOWED' });
    });

    it('refuses an unknown scope, a bad IP range, a past expiry and an owner who is not an active partner (422)', async () => {
      const post = (body: Record<string, unknown>) =>
        t
          .http()
          .post('/api/v1/admin/api-keys')
          .set('Authorization', admin.auth)
          .send({ partner_id: partner.user.id, name: 'x', scopes: ['orders:read'], ...body });
      const unknownScope = await post({ scopes: ['orders:read', 'orders:delete'] }).expect(422);
      expect(unknownScope.body.detail[0].loc).toEqual(['body', 'scopes']);
      await post({ scopes: [] }).expect(422);
      await post({ allowed_ips: ['10.0.0.0/33'] }).expect(422);
      await post({ allowed_ips: ['not-an-ip'] }).expect(422);
      expect((await post({ expires_at: '2000-01-01T00:00:00Z' }).expect(422)).body.code).toBe('API_KEY_EXPIRY_PAST');
      const client = await post({ partner_id: owner.user.id }).expect(422);
      expect(client.body).toMatchObject({ code: 'API_KEY_OWNER_NOT_PARTNER' });
      const inactive = await createUser(t, 'partner', { isActive: false });
      expect((await post({ partner_id: inactive.user.id }).expect(422)).body.code).toBe('API_KEY_OWNER_NOT_PARTNER');
      await post({ partner_id: 999999 }).expect(422);

      const gql = (input: Record<string, unknown>) =>
        t.graphql(
          CREATE,
          { input: { partnerId: partner.user.id, name: 'x', scopes: ['orders:read'], ...input } },
          admin.token,
        );
      expect(gqlError(await gql({ scopes: ['orders:delete'] }))?.code).toBe('BAD_USER_INPUT');
      expect(gqlError(await gql({ partnerId: staff.user.id }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'API_KEY_OWNER_NOT_PARTNER',
      });
      expect(await t.prisma.apiKey.count({ where: { name: 'x' } })).toBe(0);
    });
  });

  describe('a key at work', () => {
    it('acts as its partner on REST and GraphQL: services, its own orders only, placing orders', async () => {
      const { secret } = await makeKey();
      const clientsOrder = await placeOrder(t, owner);
      await withKey(t.http().get('/api/v1/services'), secret).expect(200);
      expect((await keyGraphql(secret, SERVICES)).body.data.services.length).toBeGreaterThan(0);

      const placed = await withKey(t.http().post('/api/v1/orders'), secret)
        .send({ service_id: await activeServiceId(t) })
        .expect(201);
      const order = await t.prisma.order.findUniqueOrThrow({ where: { id: placed.body.data.id } });
      expect(order.userId).toBe(partner.user.id);
      const viaGraphql = await keyGraphql(secret, CREATE_ORDER, { input: { serviceId: await activeServiceId(t) } });
      expect(viaGraphql.body.errors).toBeUndefined();
      const viaGraphqlRow = await t.prisma.order.findUniqueOrThrow({
        where: { id: viaGraphql.body.data.createOrder.id },
      });
      expect(viaGraphqlRow.userId).toBe(partner.user.id);

      const listed = await withKey(t.http().get('/api/v1/orders'), secret).expect(200);
      const ids = listed.body.data.map((item: { id: number }) => item.id);
      expect(ids).toEqual(expect.arrayContaining([placed.body.data.id, viaGraphql.body.data.createOrder.id]));
      expect(ids).not.toContain(clientsOrder.id);
      await withKey(t.http().get(`/api/v1/orders/${placed.body.data.id}`), secret).expect(200);
      const foreign = await withKey(t.http().get(`/api/v1/orders/${clientsOrder.id}`), secret);
      expect([403, 404]).toContain(foreign.status);
      const mine = await keyGraphql(secret, MY_ORDERS);
      expect(mine.body.data.myOrders.items.map((item: { id: number }) => item.id)).not.toContain(clientsOrder.id);
    });

    it('is refused outside its scopes (API_KEY_SCOPE_MISSING) and on routes declaring none (API_KEY_ROUTE_NOT_ALLOWED)', async () => {
      const { secret } = await makeKey({ scopes: ['services:read'] });
      await withKey(t.http().get('/api/v1/services'), secret).expect(200);
      const orders = await withKey(t.http().get('/api/v1/orders'), secret).expect(403);
      expect(orders.body.code).toBe('API_KEY_SCOPE_MISSING');
      await withKey(t.http().post('/api/v1/orders'), secret).send({ service_id: 1 }).expect(403);
      expect(gqlError(await keyGraphql(secret, MY_ORDERS))).toMatchObject({
        code: 'FORBIDDEN',
        reason: 'API_KEY_SCOPE_MISSING',
      });
      const me = await withKey(t.http().get('/api/v1/auth/me'), secret).expect(403);
      expect(me.body.code).toBe('API_KEY_ROUTE_NOT_ALLOWED');
      expect(gqlError(await keyGraphql(secret, ME))?.reason).toBe('API_KEY_ROUTE_NOT_ALLOWED');
      // Public routes too: a key reaches only what is declared for keys.
      const siteConfig = await withKey(t.http().get('/api/v1/config'), secret);
      expect(siteConfig.status).toBe(403);
      // A signed-in partner (JWT) is not concerned by scopes.
      await t.http().get('/api/v1/orders').set('Authorization', partner.auth).expect(200);
    });

    it('is refused from outside its IP ranges (403), and works from within', async () => {
      const { secret } = await makeKey({ allowed_ips: ['10.250.0.0/16', '2001:db8::/32'] });
      const outside = await withKey(t.http().get('/api/v1/orders'), secret).set('X-Forwarded-For', '10.251.0.1');
      expect(outside.status).toBe(403);
      expect(outside.body.code).toBe('API_KEY_IP_NOT_ALLOWED');
      const outsideGql = await keyGraphql(secret, MY_ORDERS).set('X-Forwarded-For', '10.251.0.1');
      expect(gqlError(outsideGql)?.reason).toBe('API_KEY_IP_NOT_ALLOWED');
      await withKey(t.http().get('/api/v1/orders'), secret).set('X-Forwarded-For', '10.250.3.4').expect(200);
      await withKey(t.http().get('/api/v1/orders'), secret).set('X-Forwarded-For', '2001:db8::7').expect(200);
    });

    it('is refused (401) when unknown, expired, revoked or its partner disabled', async () => {
      const unknown = await withKey(t.http().get('/api/v1/orders'), `lo_live_${'A'.repeat(32)}`).expect(401);
      expect(unknown.body.code).toBe('API_KEY_INVALID');
      await withKey(t.http().get('/api/v1/orders'), 'lo_live_short').expect(401);
      const { secret: tampered } = await makeKey();
      const forged = `${tampered.slice(0, 20)}${tampered.slice(20) === 'B'.repeat(20) ? 'C' : 'B'}${'B'.repeat(19)}`;
      expect((await withKey(t.http().get('/api/v1/orders'), forged).expect(401)).body.code).toBe('API_KEY_INVALID');

      const expiring = await makeKey();
      await t.prisma.apiKey.update({
        where: { id: expiring.api_key.id },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      const expired = await withKey(t.http().get('/api/v1/orders'), expiring.secret).expect(401);
      expect(expired.body.code).toBe('API_KEY_EXPIRED');
      expect(gqlError(await keyGraphql(expiring.secret, MY_ORDERS))).toMatchObject({
        code: 'UNAUTHENTICATED',
        reason: 'API_KEY_EXPIRED',
      });

      const revoking = await makeKey();
      await withKey(t.http().get('/api/v1/orders'), revoking.secret).expect(200);
      await t
        .http()
        .delete(`/api/v1/admin/api-keys/${revoking.api_key.id}`)
        .set('Authorization', admin.auth)
        .expect(200);
      const revoked = await withKey(t.http().get('/api/v1/orders'), revoking.secret).expect(401);
      expect(revoked.body.code).toBe('API_KEY_REVOKED');

      const disabled = await createUser(t, 'partner');
      const ofDisabled = await makeKey({ partner_id: disabled.user.id });
      await t.prisma.user.update({ where: { id: disabled.user.id }, data: { isActive: false } });
      const inactive = await withKey(t.http().get('/api/v1/orders'), ofDisabled.secret).expect(401);
      expect(inactive.body.code).toBe('API_KEY_OWNER_INACTIVE');
    });

    it('records its last use at most once a minute', async () => {
      const { secret, api_key } = await makeKey();
      await withKey(t.http().get('/api/v1/orders'), secret).expect(200);
      const first = await t.prisma.apiKey.findUniqueOrThrow({ where: { id: api_key.id } });
      expect(first.lastUsedAt).not.toBeNull();
      await withKey(t.http().get('/api/v1/orders'), secret).expect(200);
      await keyGraphql(secret, MY_ORDERS);
      const second = await t.prisma.apiKey.findUniqueOrThrow({ where: { id: api_key.id } });
      expect(second.lastUsedAt).toEqual(first.lastUsedAt);
      const listed = await t
        .http()
        .get(`/api/v1/admin/api-keys?partner_id=${partner.user.id}`)
        .set('Authorization', admin.auth);
      const shown = listed.body.data.find((key: { id: number }) => key.id === api_key.id);
      expect(shown.last_used_at).toBe(first.lastUsedAt!.toISOString());
    });
  });

  describe('orders a partner places for its clients (issue 25.2)', () => {
    const applicant = { full_name: 'سارة المتقدمة', email: 'sara.applicant@example.com', phone: '+905551112233' };
    const mailsTo = (address: string, kind: string) =>
      t.prisma.mailOutbox.count({ where: { kind, toAddress: address } });

    beforeAll(() => setNotificationSwitches(t, { email_enabled: true }));

    it('keeps the applicant’s contact as the order’s, makes no account, and mails the partner unless asked', async () => {
      const agency = await createUser(t, 'partner', { fullName: 'وكالة جديدة' });
      const { secret } = await makeKey({ partner_id: agency.user.id });
      const placed = await withKey(t.http().post('/api/v1/orders'), secret)
        .send({ service_id: await activeServiceId(t), ...applicant })
        .expect(201);
      expect(placed.body.data).toMatchObject(applicant);
      const order = await t.prisma.order.findUniqueOrThrow({ where: { id: placed.body.data.id } });
      expect(order).toMatchObject({ userId: agency.user.id, fullName: applicant.full_name, email: applicant.email });
      expect(await t.prisma.user.count({ where: { email: applicant.email } })).toBe(0);
      expect(await mailsTo(agency.user.email, 'order_created')).toBe(1);
      expect(await mailsTo(applicant.email, 'order_created')).toBe(0);

      // Later e-mails about the order too: staff put it on hold.
      await setStatus(t, order.id, 'processing');
      await t
        .http()
        .post(`/api/v1/orders/${order.id}/hold`)
        .set('Authorization', staff.auth)
        .send({ request: 'أرسلوا صورة الهوية' })
        .expect(200);
      expect(await mailsTo(agency.user.email, 'order_on_hold')).toBe(1);
      expect(await mailsTo(applicant.email, 'order_on_hold')).toBe(0);

      // The tracking number works as for any order.
      const tracked = await withKey(t.http().get(`/api/v1/orders/track/${order.trackingNumber}`), secret).expect(200);
      expect(tracked.body.data.status).toBe('processing');
    });

    it('mails the applicant when the partner asks (notifyApplicant), on GraphQL as on REST', async () => {
      const { secret } = await makeKey();
      const other = { ...applicant, email: 'omar.applicant@example.com' };
      const viaGraphql = await keyGraphql(secret, CREATE_ORDER, {
        input: {
          serviceId: await activeServiceId(t),
          fullName: other.full_name,
          email: other.email,
          phone: other.phone,
          notifyApplicant: true,
        },
      });
      expect(viaGraphql.body.errors).toBeUndefined();
      const viaRest = await withKey(t.http().post('/api/v1/orders'), secret)
        .send({ service_id: await activeServiceId(t), ...other, notify_applicant: true })
        .expect(201);
      expect(viaRest.body.data.email).toBe(other.email);
      expect(await mailsTo(other.email, 'order_created')).toBe(2);
      expect(await t.prisma.user.count({ where: { email: other.email } })).toBe(0);
      await withKey(t.http().post('/api/v1/orders'), secret)
        .send({ service_id: await activeServiceId(t), ...other, notify_applicant: 'yes' })
        .expect(422);
    });

    it('leaves a client’s own order e-mails as they were', async () => {
      const before = await mailsTo(owner.user.email, 'order_created');
      await placeOrder(t, owner, { notify_applicant: false });
      expect(await mailsTo(owner.user.email, 'order_created')).toBe(before + 1);
    });
  });

  it('OpenAPI describes the key as a bearer scheme and each route’s scopes', async () => {
    const document = (await t.http().get('/api/v1/openapi.json').expect(200)).body;
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const listOrders = document.paths['/api/v1/orders'].get;
    expect(listOrders.description).toContain('`orders:read`');
    expect(listOrders.security).toEqual(expect.arrayContaining([{ apiKey: ['orders:read'] }]));
    expect(document.paths['/api/v1/orders'].post.description).toContain('`orders:write`');
    expect(document.paths['/api/v1/services'].get.security).toEqual(expect.arrayContaining([{}]));
    expect(document.paths['/api/v1/admin/api-keys'].post).toBeDefined();
  });

  // A second instance on the same database: PGlite holds its data folder for one process, so PostgreSQL only.
  (ON_POSTGRES ? it : it.skip)('a revocation holds at once on another instance of the server', async () => {
    const second = await startTestApp(db);
    try {
      const { secret, api_key } = await makeKey();
      await withKey(second.http().get('/api/v1/orders'), secret).expect(200);
      await t.http().delete(`/api/v1/admin/api-keys/${api_key.id}`).set('Authorization', admin.auth).expect(200);
      const refused = await withKey(second.http().get('/api/v1/orders'), secret).expect(401);
      expect(refused.body.code).toBe('API_KEY_REVOKED');
      expect(gqlError(await keyGraphql(secret, MY_ORDERS, undefined, second))?.reason).toBe('API_KEY_REVOKED');
    } finally {
      await second.close();
    }
  });
});

describe('an API key’s per-minute limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(undefined, { API_KEY_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After and API_KEY_RATE_LIMITED beyond it, on both APIs, per key', async () => {
    const admin = await createUser(t, 'admin');
    const partner = await createUser(t, 'partner');
    const make = async () => {
      const response = await t
        .http()
        .post('/api/v1/admin/api-keys')
        .set('Authorization', admin.auth)
        .send({ partner_id: partner.user.id, name: 'limited', scopes: ['orders:read'] })
        .expect(201);
      return response.body.data.secret as string;
    };
    const secret = await make();
    const get = (key: string) => t.http().get('/api/v1/orders').set('Authorization', `Bearer ${key}`);
    for (let i = 0; i < 3; i += 1) await get(secret).expect(200);
    const refused = await get(secret).expect(429);
    expect(refused.body.code).toBe('API_KEY_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const gql = await t.http().post('/graphql').set('Authorization', `Bearer ${secret}`).send({ query: MY_ORDERS });
    expect(gqlError(gql)).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'API_KEY_RATE_LIMITED' });
    expect(Number(gql.headers['retry-after'])).toBeGreaterThan(0);
    // Each key has its own count; sessions are not counted.
    await get(await make()).expect(200);
    await t
      .http()
      .get('/api/v1/orders')
      .set('Authorization', partner.auth)
      .set('X-Forwarded-For', freshIp())
      .expect(200);
  });
});

describe('the request log', () => {
  it('never carries a key’s secret, whether the key is let in or refused', async () => {
    const database = await createTestDatabase();
    const lines: string[] = [];
    const app = await createApp(testConfig(database, { LOG_LEVEL: 'info' }), {
      logDestination: { write: (line: string) => lines.push(line) },
    });
    await app.init();
    try {
      const prisma = app.get(PrismaService);
      const partner = await prisma.user.create({
        data: { email: 'log-partner@test.local', fullName: 'شريك', role: 'partner', passwordHash: 'unused' },
      });
      const { secret, prefix, secretHash } = newApiKeySecret();
      await prisma.apiKey.create({
        data: { userId: partner.id, name: 'log', prefix, secretHash, scopes: ['orders:read'], allowedIps: [] },
      });
      const server = app.getHttpServer();
      await request(server).get('/api/v1/orders').set('Authorization', `Bearer ${secret}`).expect(200);
      await request(server)
        .get('/api/v1/auth/me')
        .set('Authorization', `Bearer ${secret}`)
        .set('X-Request-Id', 'key-log-last')
        .expect(403);
      await waitFor(async () =>
        lines.some((line) => line.includes('key-log-last') && line.includes('request completed')),
      );
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.join('\n')).not.toContain(secret.slice(prefix.length));
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
