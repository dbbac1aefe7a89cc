import { IdempotencyService } from '../src/common/idempotency/idempotency.service.js';
import { createUser, startTestApp, type TestApp } from './helpers/test-app.js';
import { activeServiceId, type Caller, SAMPLE_FILES } from './helpers/orders.js';

/** `Idempotency-Key` on placing an order and on its uploads (common/idempotency). */
describe('idempotency keys', () => {
  let t: TestApp;
  let owner: Caller, other: Caller;
  let serviceId: number;
  let keyCounter = 0;
  const newKey = () => `key-${Date.now()}-${++keyCounter}`;

  beforeAll(async () => {
    t = await startTestApp();
    [owner, other] = await Promise.all([createUser(t, 'client'), createUser(t, 'client')]);
    serviceId = await activeServiceId(t);
  });
  afterAll(() => t.close());

  const placeOrder = (caller: Caller, body: Record<string, unknown>, key?: string) => {
    const call = t.http().post('/api/v1/orders').set('Authorization', caller.auth).set('Accept-Language', 'en');
    if (key !== undefined) call.set('Idempotency-Key', key);
    return call.send(body);
  };
  const ordersOf = (caller: Caller) => t.prisma.order.count({ where: { userId: caller.user.id } });

  it('answers a repeated request with the first answer, replayed, and places one order', async () => {
    const key = newKey();
    const before = await ordersOf(owner);
    const first = await placeOrder(owner, { service_id: serviceId, notes: 'مرة واحدة' }, key).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same body with its fields in another order is the same request.
    const again = await placeOrder(owner, { notes: 'مرة واحدة', service_id: serviceId }, key).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(owner)).toBe(before + 1);
  });

  it('refuses the same key with a different body, 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const key = newKey();
    await placeOrder(owner, { service_id: serviceId, notes: 'أول' }, key).expect(201);
    const before = await ordersOf(owner);
    const reused = await placeOrder(owner, { service_id: serviceId, notes: 'ثان' }, key).expect(422);
    expect(reused.body).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      detail: 'This Idempotency-Key was used for a different request. Use a new key for each new request',
    });
    expect(await ordersOf(owner)).toBe(before);
  });

  it('keeps each caller’s keys apart: another caller’s same key places their own order', async () => {
    const key = newKey();
    const mine = await placeOrder(owner, { service_id: serviceId }, key).expect(201);
    const theirs = await placeOrder(other, { service_id: serviceId }, key).expect(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    expect(theirs.body.data.email).toBe(other.user.email);
  });

  it('places an order each time when no key is sent, as before', async () => {
    const before = await ordersOf(owner);
    await placeOrder(owner, { service_id: serviceId }).expect(201);
    await placeOrder(owner, { service_id: serviceId }).expect(201);
    expect(await ordersOf(owner)).toBe(before + 2);
  });

  it.each([
    ['too long', 'k'.repeat(256)],
    ['not printable ASCII', 'مفتاح'],
  ])('refuses a key %s, 422 IDEMPOTENCY_KEY_INVALID, in the caller’s language', async (_, key) => {
    const before = await ordersOf(owner);
    const refused = await t
      .http()
      .post('/api/v1/orders')
      .set('Authorization', owner.auth)
      .set('Accept-Language', 'tr')
      .set('Idempotency-Key', Buffer.from(key).toString('latin1'))
      .send({ service_id: serviceId })
      .expect(422);
    expect(refused.body).toEqual({
      code: 'IDEMPOTENCY_KEY_INVALID',
      detail: 'Idempotency-Key 1 ile 255 arasında yazdırılabilir ASCII karakterden oluşmalıdır',
    });
    expect(await ordersOf(owner)).toBe(before);
  });

  it('accepts a key of 255 characters', async () => {
    await placeOrder(owner, { service_id: serviceId }, 'k'.repeat(255)).expect(201);
  });

  it('places one order when the same request is sent twice at once; the other waits its turn (409) or is replayed', async () => {
    const key = newKey();
    const before = await ordersOf(owner);
    const answers = await Promise.all([
      placeOrder(owner, { service_id: serviceId }, key),
      placeOrder(owner, { service_id: serviceId }, key),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    expect(answers.filter((answer) => answer.status === 201 && !answer.headers['idempotent-replayed'])).toHaveLength(1);
    const waiting = answers.find((answer) => answer.status === 409);
    if (waiting) expect(waiting.body.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(await ordersOf(owner)).toBe(before + 1);
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_USE while a request with the key still runs', async () => {
    const key = newKey();
    await t.prisma.idempotentRequest.create({
      data: { userId: owner.user.id, key, route: 'POST /api/v1/orders', requestHash: 'running' },
    });
    const refused = await placeOrder(owner, { service_id: serviceId }, key).expect(409);
    expect(refused.body).toEqual({
      code: 'IDEMPOTENCY_KEY_IN_USE',
      detail: 'A request with the same Idempotency-Key is still in progress. Wait a moment and try again',
    });
  });

  it('keeps no refused answer: a first request refused by validation leaves the key free for the corrected one', async () => {
    const key = newKey();
    await placeOrder(owner, { service_id: 999_999 }, key).expect(404);
    await placeOrder(owner, { service_id: serviceId, notes: 'x'.repeat(5000) }, key).expect(422);
    expect(await t.prisma.idempotentRequest.count({ where: { userId: owner.user.id, key } })).toBe(0);
    const placed = await placeOrder(owner, { service_id: serviceId }, key).expect(201);
    expect(placed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets a key after 24 hours: on use, and by the sweep', async () => {
    const key = newKey();
    await placeOrder(owner, { service_id: serviceId }, key).expect(201);
    const dayAgo = new Date(Date.now() - 24 * 3_600_000 - 1000);
    await t.prisma.idempotentRequest.updateMany({ where: { userId: owner.user.id, key }, data: { createdAt: dayAgo } });
    const before = await ordersOf(owner);
    const fresh = await placeOrder(owner, { service_id: serviceId }, key).expect(201);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf(owner)).toBe(before + 1);

    await t.prisma.idempotentRequest.updateMany({ where: { userId: owner.user.id, key }, data: { createdAt: dayAgo } });
    expect(await t.app.get(IdempotencyService).sweep()).toBeGreaterThanOrEqual(1);
    expect(await t.prisma.idempotentRequest.count({ where: { userId: owner.user.id, key } })).toBe(0);
  });

  it('replays an attachment upload with the same files, and refuses the key with other files', async () => {
    const order = (await placeOrder(owner, { service_id: serviceId }).expect(201)).body.data;
    const key = newKey();
    const upload = (name: string) =>
      t
        .http()
        .post(`/api/v1/orders/${order.id}/files`)
        .set('Authorization', owner.auth)
        .set('Idempotency-Key', key)
        .attach('files', SAMPLE_FILES.pdf, name);
    const first = await upload('a.pdf').expect(201);
    const again = await upload('a.pdf').expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await t.prisma.orderFile.count({ where: { orderId: order.id } })).toBe(1);
    expect((await upload('b.pdf').expect(422)).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('replays a receipt upload with the same file instead of replacing the receipt', async () => {
    const order = (await placeOrder(owner, { service_id: serviceId }).expect(201)).body.data;
    const key = newKey();
    const upload = () =>
      t
        .http()
        .post(`/api/v1/orders/${order.id}/receipt`)
        .set('Authorization', owner.auth)
        .set('Idempotency-Key', key)
        .attach('file', SAMPLE_FILES.png, 'receipt.png');
    const first = await upload().expect(201);
    const again = await upload().expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await t.prisma.orderFile.findMany({ where: { orderId: order.id }, select: { id: true } })).toEqual([
      { id: first.body.data.id },
    ]);
  });
});

/** GraphQL has no headers to read: createOrder takes the key as its `idempotencyKey` argument, same rules. */
describe('idempotency keys on createOrder (GraphQL)', () => {
  let t: TestApp;
  let owner: Caller;
  let serviceId: number;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createUser(t, 'client');
    serviceId = await activeServiceId(t);
  });
  afterAll(() => t.close());

  const CREATE_ORDER = /* GraphQL */ `
    mutation CreateOrder($input: CreateOrderInput!, $idempotencyKey: String) {
      createOrder(input: $input, idempotencyKey: $idempotencyKey) {
        id
        orderNumber
        notes
      }
    }
  `;
  const createOrder = (input: Record<string, unknown>, idempotencyKey?: string | null) =>
    t.graphql(CREATE_ORDER, { input, idempotencyKey }, owner.token);
  const ordersOf = () => t.prisma.order.count({ where: { userId: owner.user.id } });

  it('gives the same order again for the same key and input, and places one', async () => {
    const before = await ordersOf();
    const first = await createOrder({ serviceId, notes: 'مرة' }, 'graphql-key-1');
    const again = await createOrder({ notes: 'مرة', serviceId }, 'graphql-key-1');
    expect(first.body.errors).toBeUndefined();
    expect(again.body).toEqual(first.body);
    expect(await ordersOf()).toBe(before + 1);
  });

  it('refuses the key with other input (IDEMPOTENCY_KEY_REUSED) and an invalid key (IDEMPOTENCY_KEY_INVALID)', async () => {
    await createOrder({ serviceId, notes: 'أول' }, 'graphql-key-2');
    const before = await ordersOf();
    const reused = await createOrder({ serviceId, notes: 'ثان' }, 'graphql-key-2');
    expect(reused.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'IDEMPOTENCY_KEY_REUSED',
    });
    const invalid = await createOrder({ serviceId }, '');
    expect(invalid.body.errors[0].extensions).toMatchObject({ reason: 'IDEMPOTENCY_KEY_INVALID' });
    expect(await ordersOf()).toBe(before);
  });

  it('places an order each time without a key, or with a null one', async () => {
    const before = await ordersOf();
    expect((await createOrder({ serviceId })).body.errors).toBeUndefined();
    expect((await createOrder({ serviceId }, null)).body.errors).toBeUndefined();
    expect(await ordersOf()).toBe(before + 2);
  });
});
