import { activeServiceId } from './helpers/orders.js';
import { createUser, startTestApp, TEST_PASSWORD, type TestApp } from './helpers/test-app.js';
import { writeDirectly } from './helpers/content.js';

const NOT_VERIFIED =
  'يرجى تأكيد بريدك الإلكتروني قبل تقديم الطلب. أرسلنا إليك رابط التأكيد، ويمكنك طلب رابط جديد من ملفك الشخصي';
const LINK_INVALID = 'رابط التأكيد غير صالح أو منتهي الصلاحية. اطلب رابطاً جديداً من ملفك الشخصي';
const HOUR = 3_600_000;

describe('e-mail verification (security.require_email_verification)', () => {
  let t: TestApp;
  let serviceId: number;
  beforeAll(async () => {
    t = await startTestApp();
    serviceId = await activeServiceId(t);
  });
  afterAll(() => t.close());

  let counter = 0;
  const register = async () => {
    counter += 1;
    const email = `verify${counter}-${Date.now()}@example.com`;
    const response = await t
      .http()
      .post('/api/v1/auth/register')
      .send({ email, password: TEST_PASSWORD, full_name: 'سارة الأحمد', phone: '+905321234567' })
      .expect(201);
    return { email, token: response.body.data.access_token as string, user: response.body.data.user };
  };
  const linkTokens = async (email: string) => {
    const mails = await t.prisma.mailOutbox.findMany({
      where: { toAddress: email, kind: 'email_verification' },
      orderBy: { id: 'asc' },
    });
    return mails.map((mail) => /verify-email\?token=([\w-]+)/.exec(mail.text)![1]);
  };
  const order = (token: string) =>
    t.http().post('/api/v1/orders').set('Authorization', `Bearer ${token}`).send({ service_id: serviceId });
  const setRequired = (required: boolean | undefined) =>
    writeDirectly(t, () =>
      t.prisma.settingGroup.update({
        where: { key: 'security' },
        data: { data: required === undefined ? {} : { require_email_verification: required } },
      }),
    );

  it('mails a one-time 24-hour link at registration; until it is opened the account signs in and reads its profile but cannot order', async () => {
    const { email, token, user } = await register();
    expect(user.email_verified).toBe(false);
    const [link] = await linkTokens(email);
    expect(link).toBeDefined();
    const row = await t.prisma.emailVerificationToken.findFirstOrThrow({ where: { user: { email } } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(23.9 * HOUR);
    expect(row.tokenHash).not.toContain(link);

    await t.http().post('/api/v1/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
    expect(
      (await t.http().get('/api/v1/auth/me').set('Authorization', `Bearer ${token}`).expect(200)).body.data
        .email_verified,
    ).toBe(false);
    expect((await order(token).expect(403)).body).toEqual({ detail: NOT_VERIFIED, code: 'EMAIL_NOT_VERIFIED' });
    const gql = await t.graphql(
      `mutation { createOrder(input: { serviceId: ${serviceId} }) { id } }`,
      undefined,
      token,
    );
    expect(gql.body.errors[0]).toMatchObject({ message: NOT_VERIFIED, extensions: { code: 'EMAIL_NOT_VERIFIED' } });
    expect(await t.prisma.order.count({ where: { user: { email } } })).toBe(0);

    // The link works without a session (opened on another device), once.
    const verified = await t.http().post('/api/v1/auth/verify-email').send({ token: link }).expect(200);
    expect(verified.body.data).toMatchObject({ email, email_verified: true });
    expect((await t.http().post('/api/v1/auth/verify-email').send({ token: link }).expect(400)).body.detail).toBe(
      LINK_INVALID,
    );
    await order(token).expect(201);
  });

  it('verifies over GraphQL, refuses an expired or unknown link, and a resent link cancels the earlier one', async () => {
    const { email, token } = await register();
    const VERIFY = 'mutation ($token: String!) { verifyEmail(token: $token) { email emailVerified } }';
    expect((await t.graphql(VERIFY, { token: 'never-issued' })).body.errors[0]).toMatchObject({
      message: LINK_INVALID,
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const resend = await t.graphql('mutation { resendVerificationEmail }', undefined, token);
    expect(resend.body.data.resendVerificationEmail).toBe(true);
    const [first, second] = await linkTokens(email);
    expect((await t.graphql(VERIFY, { token: first })).body.errors[0].message).toBe(LINK_INVALID);

    await t.prisma.emailVerificationToken.updateMany({
      where: { user: { email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await t.graphql(VERIFY, { token: second })).body.errors[0].message).toBe(LINK_INVALID);

    await t.http().post('/api/v1/auth/resend-verification').set('Authorization', `Bearer ${token}`).expect(200);
    const third = (await linkTokens(email)).at(-1)!;
    expect((await t.graphql(VERIFY, { token: third })).body.data.verifyEmail).toEqual({ email, emailVerified: true });
    const me = await t.graphql('{ me { emailVerified } }', undefined, token);
    expect(me.body.data.me.emailVerified).toBe(true);
    const again = await t
      .http()
      .post('/api/v1/auth/resend-verification')
      .set('Authorization', `Bearer ${token}`)
      .expect(400);
    expect(again.body.detail).toBe('بريدك الإلكتروني مؤكد مسبقاً');
  });

  it('accepts a link once even when it is presented twice at the same moment', async () => {
    const { email } = await register();
    const [link] = await linkTokens(email);
    const answers = await Promise.all(
      [0, 1].map(() => t.http().post('/api/v1/auth/verify-email').send({ token: link })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body.detail).toBe(LINK_INVALID);
  });

  it('limits new links to three an hour per account, on both APIs, and needs a session to ask', async () => {
    const { email, token } = await register();
    await t.http().post('/api/v1/auth/resend-verification').expect(401);
    for (let i = 0; i < 3; i += 1)
      await t.http().post('/api/v1/auth/resend-verification').set('Authorization', `Bearer ${token}`).expect(200);
    const refused = await t
      .http()
      .post('/api/v1/auth/resend-verification')
      .set('Authorization', `Bearer ${token}`)
      .expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.detail).toMatch(/^طلبت روابط تأكيد كثيرة، يرجى المحاولة بعد \d+ دقيقة$/);
    const gql = await t.graphql('mutation { resendVerificationEmail }', undefined, token);
    expect(gql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await linkTokens(email)).toHaveLength(4);
  });

  it('lifts the gate at once when the setting is turned off, and creates accounts verified while it is off', async () => {
    const { token } = await register();
    await setRequired(false);
    try {
      await order(token).expect(201);
      const { email, user } = await register();
      expect(user.email_verified).toBe(true);
      expect(await linkTokens(email)).toEqual([]);
    } finally {
      await setRequired(undefined);
    }
  });

  it('counts accounts an admin creates as verified', async () => {
    const admin = await createUser(t, 'admin');
    const created = await t
      .http()
      .post('/api/v1/admin/users')
      .set('Authorization', admin.auth)
      .send({
        email: `made-by-admin-${Date.now()}@example.com`,
        password: TEST_PASSWORD,
        full_name: 'عميل المكتب',
        role: 'client',
      })
      .expect(201);
    expect(created.body.data.email_verified).toBe(true);
    expect(await linkTokens(created.body.data.email)).toEqual([]);
  });

  it('answers a registration that lost the race for its address with the same "already registered"', async () => {
    const email = `race-${Date.now()}@example.com`;
    const body = { email, password: TEST_PASSWORD, full_name: 'سارة الأحمد', phone: '+905321234567' };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.http().post('/api/v1/auth/register').send(body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.status === 400))
      expect(refused.body.detail).toBe('البريد الإلكتروني مسجل مسبقاً');
  });
});
