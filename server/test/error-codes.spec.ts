import { FEATURE_ERROR_TEXTS, KIND_TEXTS } from '../src/common/errors/app-error.js';
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

  /** The same refusals and answers in Turkish or English when the request's Accept-Language asks for one. */
  describe('answers in the language of the request', () => {
    it('words a feature code in Turkish on REST and in English on GraphQL, naming the language it answers in', async () => {
      const { user } = await createUser(t, 'client');
      const body = { email: user.email, password: 'long-enough-password', full_name: 'عميل', phone: '+905321234567' };
      const rest = await t
        .http()
        .post('/api/v1/auth/register')
        .set('X-Forwarded-For', freshIp())
        .set('Accept-Language', 'tr-TR,tr;q=0.9')
        .send(body)
        .expect(400);
      expect(rest.headers['content-language']).toBe('tr');
      expect(rest.body).toEqual({ detail: 'Bu e-posta adresi zaten kayıtlı', code: 'EMAIL_TAKEN' });
      const input = { email: user.email, password: body.password, fullName: body.full_name, phone: body.phone };
      const graphql = await t
        .http()
        .post('/graphql')
        .set('X-Forwarded-For', freshIp())
        .set('Accept-Language', 'en')
        .send({ query: REGISTER, variables: { input } });
      expect(graphql.body.errors[0]).toMatchObject({
        message: 'This e-mail address is already registered',
        extensions: { code: 'BAD_USER_INPUT', reason: 'EMAIL_TAKEN' },
      });
    });

    it('words the field rules, an unknown field and a service’s refusal of a field in the request’s language', async () => {
      const client = await createUser(t, 'client');
      const inactive = await createTestService(t, { isActive: false });
      const refused = await t
        .http()
        .post('/api/v1/orders')
        .set('Authorization', client.auth)
        .set('Accept-Language', 'en')
        .send({ service_id: inactive.id })
        .expect(422);
      expect(refused.body.detail).toEqual([
        { loc: ['body', 'service_id'], msg: 'This service is not available at the moment', type: 'service_inactive' },
      ]);
      const invalid = await t
        .http()
        .post('/api/v1/auth/register')
        .set('X-Forwarded-For', freshIp())
        .set('Accept-Language', 'tr')
        .send({ email: 'not-an-address', password: 'long-enough-password', full_name: 'عميل', colour: 'red' })
        .expect(422);
      expect(invalid.body.detail).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ loc: ['body', 'email'], msg: 'E-posta adresi geçersiz' }),
          expect.objectContaining({ loc: ['body', 'colour'], msg: 'colour alanı kabul edilmiyor' }),
        ]),
      );
    });

    it('says a REST success message in the request’s language, and in Arabic when none of ours is asked for', async () => {
      const forgot = (language: string) =>
        t
          .http()
          .post('/api/v1/auth/forgot-password')
          .set('X-Forwarded-For', freshIp())
          .set('Accept-Language', language)
          .send({ email: `nobody-${language}@example.com` })
          .expect(200);
      expect((await forgot('en')).body.data.message).toBe(
        'If this e-mail address is registered with us, you will receive a message with a link to reset your password',
      );
      expect((await forgot('de')).body.data.message).toBe(
        'إذا كان البريد الإلكتروني مسجلاً لدينا فستصلك رسالة فيها رابط إعادة تعيين كلمة المرور',
      );
    });
  });
});

/** Partners read every message in the language of their `Accept-Language` (ar, tr, en), Arabic by default. */
describe('messages in the caller’s language', () => {
  let t: TestApp;
  let taken: { email: string };
  const ARABIC = /[\u0600-\u06FF]/;
  beforeAll(async () => {
    t = await startTestApp();
    ({ user: taken } = await createUser(t, 'client'));
  });
  afterAll(() => t.close());

  const registerTaken = (language?: string) => {
    const body = { email: taken.email, password: 'long-enough-password', full_name: 'عميل', phone: '+905321234567' };
    const call = t.http().post('/api/v1/auth/register').set('X-Forwarded-For', freshIp());
    return (language ? call.set('Accept-Language', language) : call).send(body).expect(400);
  };

  it.each([
    ['tr-TR,tr;q=0.9,en;q=0.8', 'tr'],
    ['en-GB', 'en'],
    ['de-DE', 'ar'],
    [undefined, 'ar'],
  ] as const)('REST: Accept-Language %s answers in %s, naming it in Content-Language', async (header, language) => {
    const rest = await registerTaken(header);
    expect(rest.headers['content-language']).toBe(language);
    expect(rest.body).toEqual({ detail: FEATURE_ERROR_TEXTS.get('EMAIL_TAKEN')![language], code: 'EMAIL_TAKEN' });
    if (language !== 'ar') expect(rest.body.detail).not.toMatch(ARABIC);
  });

  it('words the kinds without a feature code too', async () => {
    const response = await t.http().get('/api/v1/auth/me').set('Accept-Language', 'tr').expect(401);
    expect(response.body).toEqual({ detail: KIND_TEXTS.UNAUTHENTICATED.tr });
  });
});
