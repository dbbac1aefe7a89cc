import { createUser, startTestApp, type TestApp } from './helpers/test-app.js';
import { type Caller, placeOrder, setStatus } from './helpers/orders.js';

const MY_ORDERS = `query ($status: OrderStatus, $page: PageInput) { myOrders(status: $status, page: $page) { total page pageSize items { id status } } }`;

/** The profile's "my orders" list filters by status through both APIs, and only ever shows the caller's own orders. */
describe('orders: a client’s own orders by status', () => {
  let t: TestApp;
  let client: Caller, other: Caller;
  let pending: { id: number }[], completed: { id: number };

  beforeAll(async () => {
    t = await startTestApp();
    [client, other] = await Promise.all([createUser(t, 'client'), createUser(t, 'client')]);
    pending = [await placeOrder(t, client), await placeOrder(t, client)];
    completed = await placeOrder(t, client);
    await setStatus(t, completed.id, 'completed');
    await setStatus(t, (await placeOrder(t, other)).id, 'completed');
  });
  afterAll(() => t.close());

  it('filters by status over REST; `all` or no status gives every order', async () => {
    const done = await t.http().get('/api/v1/orders?status=completed').set('Authorization', client.auth).expect(200);
    expect(done.body.data.map((o: { id: number }) => o.id)).toEqual([completed.id]);
    expect(done.body.meta.total).toBe(1);
    const open = await t
      .http()
      .get('/api/v1/orders?status=pending&page_size=1')
      .set('Authorization', client.auth)
      .expect(200);
    expect(open.body.data.map((o: { id: number }) => o.id)).toEqual([pending[1].id]);
    expect(open.body.meta).toEqual({ total: 2, page: 1, page_size: 1 });
    const all = await t.http().get('/api/v1/orders?status=all').set('Authorization', client.auth).expect(200);
    expect(all.body.meta.total).toBe(3);
  });

  it('refuses an unknown status over REST', async () => {
    const bad = await t.http().get('/api/v1/orders?status=lost').set('Authorization', client.auth).expect(422);
    expect(bad.body.detail[0]).toMatchObject({ loc: ['query', 'status'], msg: 'حالة الطلب غير صحيحة' });
  });

  it('filters by status over GraphQL, paginated', async () => {
    const done = await t.graphql(MY_ORDERS, { status: 'completed' }, client.token);
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data.myOrders).toMatchObject({ total: 1, items: [{ id: completed.id, status: 'completed' }] });
    const open = await t.graphql(MY_ORDERS, { status: 'pending', page: { page: 2, pageSize: 1 } }, client.token);
    expect(open.body.data.myOrders).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ id: pending[0].id }] });
    const all = await t.graphql(MY_ORDERS, {}, client.token);
    expect(all.body.data.myOrders.total).toBe(3);
    const none = await t.graphql(MY_ORDERS, { status: 'refunded' }, client.token);
    expect(none.body.data.myOrders).toMatchObject({ total: 0, items: [] });
  });
});
