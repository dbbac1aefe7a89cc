import { createTestService } from './helpers/content.js';
import { freshIp } from './helpers/orders.js';
import { createUser, startTestApp, type TestApp } from './helpers/test-app.js';

const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { accessToken } }';
const PLACE_ORDER = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }';

/** Each feature names its refusals with its own codes, the same on both APIs, beside the kind's status. */
describe('feature error codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('tells a taken e-mail from any other bad request: REST `code`, GraphQL `extensions.reason`', async () => {
    const { user } = await createUser(t, 'client');
    const input = { email: user.email, password: 'long-enough-password', fullName: 'عميل', phone: '+905321234567' };
    const body = { email: input.email, password: input.password, full_name: input.fullName, phone: input.phone };
    const rest = await t.http().post('/api/v1/auth/register').set('X-Forwarded-For', freshIp()).send(body).expect(400);
    expect(rest.body).toEqual({ detail: 'البريد الإلكتروني مسجل مسبقاً', code: 'EMAIL_TAKEN' });
    const graphql = await t
      .http()
      .post('/graphql')
      .set('X-Forwarded-For', freshIp())
      .send({ query: REGISTER, variables: { input } });
    expect(graphql.body.errors[0]).toMatchObject({
      message: 'البريد الإلكتروني مسجل مسبقاً',
      extensions: { code: 'BAD_USER_INPUT', reason: 'EMAIL_TAKEN' },
    });
  });

  it('names the refused field and the code together, each API in its own field names', async () => {
    const client = await createUser(t, 'client');
    const inactive = await createTestService(t, { isActive: false });
    const rest = await t
      .http()
      .post('/api/v1/orders')
      .set('Authorization', client.auth)
      .send({ service_id: inactive.id })
      .expect(422);
    expect(rest.body).toEqual({
      detail: [{ loc: ['body', 'service_id'], msg: 'هذه الخدمة غير متاحة حالياً', type: 'service_inactive' }],
      code: 'SERVICE_INACTIVE',
    });
    const graphql = await t.graphql(PLACE_ORDER, { input: { serviceId: inactive.id } }, client.token);
    expect(graphql.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'SERVICE_INACTIVE',
      fieldErrors: [{ loc: ['body', 'serviceId'], msg: 'هذه الخدمة غير متاحة حالياً', type: 'service_inactive' }],
    });
  });

  it('keeps the kinds without a feature code as they were', async () => {
    const response = await t.http().get('/api/v1/auth/me').expect(401);
    expect(response.body).toEqual({ detail: 'يجب تسجيل الدخول للمتابعة' });
  });
});
