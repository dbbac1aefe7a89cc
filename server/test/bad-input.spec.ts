import { createUser, startTestApp, type TestApp } from './helpers/test-app.js';

/** The caller's mistakes answer 4xx with the usual error body, never 500 (they used to). */
describe('bad input never answers 500', () => {
  let t: TestApp;
  let admin: { token: string; auth: string };
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, 'admin');
  });
  afterAll(() => t.close());

  const INVALID_TEXT = 'النص يحتوي على محارف غير مسموح بها';

  it.each([
    [
      'a NUL in a name',
      '/api/v1/contact',
      { name: 'سارة\u0000', email: 'sara@example.com', message: 'أريد استخراج بيان عائلي' },
      ['body', 'name'],
    ],
    [
      'a lone surrogate in an e-mail',
      '/api/v1/auth/login',
      { email: 'sara\ud800@example.com', password: 'some-password' },
      ['body', 'email'],
    ],
    [
      'a NUL deep inside a CMS section',
      '/api/v1/admin/cms',
      { home: { hero_title: 'عنوان\u0000' } },
      ['body', 'home', 'hero_title'],
    ],
  ])('refuses %s with 422 and its location', async (_case, route, body, loc) => {
    const method = route.endsWith('/cms') ? 'put' : 'post';
    const response = await t.http()[method](route).set('Authorization', admin.auth).send(body).expect(422);
    expect(response.body.detail).toEqual([{ loc, msg: INVALID_TEXT, type: 'invalid_characters' }]);
  });

  it('refuses a NUL in a search with 422', async () => {
    const response = await t
      .http()
      .get('/api/v1/admin/orders?search=a%00b')
      .set('Authorization', admin.auth)
      .expect(422);
    expect(response.body.detail[0]).toMatchObject({ loc: ['query', 'search'], msg: INVALID_TEXT });
  });

  it('refuses a page beyond the database offset and an id beyond its integer range with 422', async () => {
    const page = await t
      .http()
      .get('/api/v1/admin/orders?page=99999999999999999999')
      .set('Authorization', admin.auth)
      .expect(422);
    expect(page.body.detail[0]).toMatchObject({ loc: ['query', 'page'], msg: 'أكبر رقم للصفحة 1000000' });
    const order = await t
      .http()
      .post('/api/v1/orders')
      .set('Authorization', admin.auth)
      .send({ service_id: 2 ** 53 })
      .expect(422);
    expect(order.body.detail).toEqual(
      expect.arrayContaining([expect.objectContaining({ loc: ['body', 'service_id'], msg: 'الرجاء اختيار خدمة' })]),
    );
  });

  it('refuses JSON nested thousands of levels deep with 422', async () => {
    const deep = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    const response = await t
      .http()
      .post('/api/v1/contact')
      .set('Content-Type', 'application/json')
      .send(deep)
      .expect(422);
    expect(response.body.detail[0]).toMatchObject({ msg: 'البيانات متداخلة أكثر من المسموح', type: 'too_deep' });
  });

  it('refuses a null name on the profile on both APIs', async () => {
    const rest = await t
      .http()
      .put('/api/v1/auth/profile')
      .set('Authorization', admin.auth)
      .send({ full_name: null })
      .expect(422);
    expect(rest.body.detail[0]).toMatchObject({ loc: ['body', 'full_name'], msg: 'الاسم الكامل مطلوب' });
    const graphql = await t.graphql(
      'mutation { updateProfile(input: { fullName: null }) { id } }',
      undefined,
      admin.token,
    );
    expect(graphql.body.errors[0]).toMatchObject({
      message: 'الاسم الكامل مطلوب',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('reads an explicit null for an optional GraphQL argument as leaving it out', async () => {
    const orders = await t.graphql(
      '{ adminOrders(status: null, search: null, page: null) { total } }',
      undefined,
      admin.token,
    );
    expect(orders.body.errors).toBeUndefined();
    const services = await t.graphql(
      '{ adminServices(page: null, search: null) { total } myOrders(page: null, status: null) { total } }',
      undefined,
      admin.token,
    );
    expect(services.body.errors).toBeUndefined();
    const users = await t.graphql('{ users(role: null) { total } }', undefined, admin.token);
    expect(users.body.errors).toBeUndefined();
    expect(users.body.data.users.total).toBeGreaterThan(0);
  });

  it('answers a NUL in a GraphQL variable with BAD_USER_INPUT', async () => {
    const response = await t.graphql('query ($n: String!) { trackOrder(trackingNumber: $n) { status } }', {
      n: 'TRK\u0000',
    });
    expect(response.body.errors[0]).toMatchObject({ message: INVALID_TEXT, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers HTTP 400, not 500, when a variable cannot be coerced or the query costs too much', async () => {
    const coercion = await t.graphql('query ($n: String!) { trackOrder(trackingNumber: $n) { status } }', { n: 5 });
    expect(coercion.status).toBe(400);
    expect(coercion.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const fields = Array.from({ length: 2010 }, (_, i) => `a${i}: __typename`).join(' ');
    expect((await t.graphql(`{ ${fields} }`)).status).toBe(400);
  });
});
