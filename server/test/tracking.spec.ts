import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config/app-config.js';
import { DEFAULT_TRACKING_RATE_LIMIT, TrackingRateLimiter } from '../src/tracking/tracking-rate-limiter.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { type Caller, createCallers, freshIp, placeOrder } from './helpers/orders.js';

const PUBLIC_FIELDS = [
  'created_at',
  'currency',
  'history',
  'invoice_url',
  'order_number',
  'payment_status',
  'service',
  'status',
  'status_label',
  'total_amount',
  'tracking_number',
  'waiting_for_client',
];

describe('public order tracking', () => {
  let t: TestApp;
  let owner: Caller, staff: Caller;
  let order: Awaited<ReturnType<typeof placeOrder>>;

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, staff } = await createCallers(t));
    order = await placeOrder(t, owner, {
      full_name: 'خالد السوري',
      email: 'khaled.private@example.com',
      phone: '+963944000111',
      address: 'حلب، شارع النيل',
      national_id: '09876543210',
      notes: 'رقم جواز سفري N0012345',
    });
    await t
      .http()
      .put(`/api/v1/orders/${order.id}/status`)
      .set('Authorization', staff.auth)
      .send({ status: 'processing', note: 'ملاحظة داخلية' })
      .expect(200);
  });
  afterAll(() => t.close());

  const track = (number: string, ip = freshIp()) =>
    t
      .http()
      .get(`/api/v1/orders/track/${encodeURIComponent(number)}`)
      .set('X-Forwarded-For', ip);
  const trackGql = (trackingNumber: string, ip = freshIp(), fields = TRACKED_FIELDS) =>
    t
      .http()
      .post('/graphql')
      .set('X-Forwarded-For', ip)
      .send({
        query: `query ($n: String!) { trackOrder(trackingNumber: $n) { ${fields} } }`,
        variables: { n: trackingNumber },
      });

  it('shows the order without login, and nothing personal', async () => {
    const response = await track(order.tracking_number).expect(200);
    const data = response.body.data;
    expect(Object.keys(data).sort()).toEqual(PUBLIC_FIELDS);
    expect(data).toMatchObject({
      tracking_number: order.tracking_number,
      order_number: order.order_number,
      status: 'processing',
      status_label: 'قيد المعالجة',
      service: { name: order.service && (order.service as { name: string }).name },
      total_amount: order.total_amount,
      currency: 'TRY',
    });
    expect(Object.keys(data.service).sort()).toEqual(['name', 'name_ar', 'name_en', 'name_tr']);
    expect(data.history).toEqual([
      { status: 'pending', created_at: expect.any(String) },
      { status: 'processing', created_at: expect.any(String) },
    ]);
    const text = JSON.stringify(response.body);
    for (const secret of [
      'خالد',
      'khaled',
      '963944000111',
      'حلب',
      '09876543210',
      'N0012345',
      'ملاحظة داخلية',
      owner.user.email,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"(user_id|full_name|email|phone|address|national_id|notes|note|changed_by)"/);
  });

  it('reads the number trimmed and in any case', async () => {
    const messy = `  ${order.tracking_number.toLowerCase()} \t`;
    expect((await track(messy).expect(200)).body.data.order_number).toBe(order.order_number);
    const gql = await trackGql(messy);
    expect(gql.body.data.trackOrder.orderNumber).toBe(order.order_number);
  });

  it('answers an unknown or malformed number with 404 and the Arabic not-found message', async () => {
    expect((await track('TRK-ABCDEFGH').expect(404)).body).toEqual({
      detail: 'لم يتم العثور على الطلب',
      code: 'ORDER_NOT_FOUND',
    });
    expect((await track('abc').expect(404)).body).toEqual({
      detail: 'لم يتم العثور على الطلب',
      code: 'ORDER_NOT_FOUND',
    });
    expect((await track(order.order_number).expect(404)).body).toEqual({
      detail: 'لم يتم العثور على الطلب',
      code: 'ORDER_NOT_FOUND',
    });
    const gql = await trackGql('TRK-ABCDEFGH');
    expect(gql.body.errors[0]).toMatchObject({ message: 'لم يتم العثور على الطلب', extensions: { code: 'NOT_FOUND' } });
  });

  it('answers the same over GraphQL, where personal fields do not even exist', async () => {
    const gql = await trackGql(order.tracking_number);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.trackOrder).toEqual({
      trackingNumber: order.tracking_number,
      orderNumber: order.order_number,
      status: 'processing',
      statusLabel: 'قيد المعالجة',
      serviceName: expect.any(String),
      totalAmount: order.total_amount,
      currency: 'TRY',
      // The first seeded service is free: nothing to pay, waived from the start.
      paymentStatus: 'waived',
      createdAt: expect.any(String),
      history: [
        { status: 'pending', at: expect.any(String) },
        { status: 'processing', at: expect.any(String) },
      ],
    });
    for (const field of ['fullName', 'phone', 'email', 'nationalId', 'notes']) {
      const probe = await trackGql(order.tracking_number, freshIp(), `orderNumber ${field}`);
      expect(probe.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });

  it('limits lookups per IP: 20 a minute, then 429 with Retry-After, shared by both APIs', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1)
      await track(i % 2 ? order.tracking_number : 'TRK-ZZZZZZZZ', ip).expect(i % 2 ? 200 : 404);
    for (let i = 0; i < 10; i += 1) expect((await trackGql(order.tracking_number, ip)).body.errors).toBeUndefined();
    const refused = await track(order.tracking_number, ip).expect(429);
    expect(refused.body.detail).toMatch(/^محاولات بحث كثيرة\. يرجى المحاولة بعد \d+ ثانية$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const refusedGql = await trackGql(order.tracking_number, ip);
    expect(refusedGql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(refusedGql.body.errors[0].message).toMatch(/^محاولات بحث كثيرة/);
    await track(order.tracking_number, freshIp()).expect(200); // another IP is not affected
  });

  it('counts every aliased lookup of one GraphQL request', async () => {
    const ip = freshIp();
    const aliasCount = 10;
    for (let i = 0; i < DEFAULT_TRACKING_RATE_LIMIT.points - aliasCount + 1; i += 1)
      await track(order.tracking_number, ip).expect(200);
    const aliases = Array.from(
      { length: aliasCount },
      (_, i) => `a${i}: trackOrder(trackingNumber: "${order.tracking_number}") { status }`,
    ).join(' ');
    const response = await t
      .http()
      .post('/graphql')
      .set('X-Forwarded-For', ip)
      .send({ query: `{ ${aliases} }` });
    expect(response.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toContain(
      'TOO_MANY_REQUESTS',
    );
  });
});

describe('tracking rate limiter', () => {
  const config = (env: NodeJS.ProcessEnv = {}) =>
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(tmpdir(), 'legal-rate-limit-test'),
      JWT_SECRET: 'rate-limit-test-secret-long-enough-for-hs256',
      ...env,
    });

  it('takes its limit from the injected setting', async () => {
    const limiter = new TrackingRateLimiter({ points: 2, durationSeconds: 30 }, config());
    expect(await limiter.consume('1.2.3.4')).toEqual({ allowed: true });
    expect(await limiter.consume('1.2.3.4')).toEqual({ allowed: true });
    const refused = await limiter.consume('1.2.3.4');
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(await limiter.consume('5.6.7.8')).toEqual({ allowed: true });
    await limiter.onApplicationShutdown();
  });

  it('still limits, in memory, while Redis is unreachable', async () => {
    const limiter = new TrackingRateLimiter(
      { points: 2, durationSeconds: 30 },
      config({ REDIS_URL: 'redis://127.0.0.1:1' }),
    );
    try {
      const ip = freshIp();
      expect(await limiter.consume(ip)).toEqual({ allowed: true });
      expect(await limiter.consume(ip)).toEqual({ allowed: true });
      expect((await limiter.consume(ip)).allowed).toBe(false);
    } finally {
      await limiter.onApplicationShutdown();
    }
  });

  // Needs a Redis server: runs when REDIS_URL names one (the project's machines have redis://127.0.0.1:6379).
  const redisUrl = process.env.REDIS_URL;
  (redisUrl ? it : it.skip)('shares the count between instances through Redis (REDIS_URL)', async () => {
    const [first, second] = [0, 1].map(
      () => new TrackingRateLimiter({ points: 3, durationSeconds: 30 }, config({ REDIS_URL: redisUrl })),
    );
    // Until its connection is up, an instance counts in memory; wait for both to reach Redis.
    const connected = (limiter: TrackingRateLimiter) =>
      (limiter as unknown as { redis: { status: string } }).redis.status === 'ready';
    while (!connected(first) || !connected(second)) await new Promise((resolve) => setTimeout(resolve, 10));
    try {
      const ip = freshIp();
      expect(await first.consume(ip)).toEqual({ allowed: true });
      expect(await second.consume(ip)).toEqual({ allowed: true });
      expect(await first.consume(ip)).toEqual({ allowed: true });
      expect((await second.consume(ip)).allowed).toBe(false);
    } finally {
      await Promise.all([first.onApplicationShutdown(), second.onApplicationShutdown()]);
    }
  });
});

const TRACKED_FIELDS =
  'trackingNumber orderNumber status statusLabel serviceName totalAmount currency paymentStatus createdAt history { status at }';
