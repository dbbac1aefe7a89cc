import { DEFAULT_AUTH_RATE_LIMITS } from '../src/auth/auth-rate-limits.js';
import { createUser, startTestApp, TEST_PASSWORD, type TestApp } from './helpers/test-app.js';

const { passwordResetPerEmail, passwordResetPerIp, failedLoginsPerIp, registrationsPerIp } = DEFAULT_AUTH_RATE_LIMITS;

/** Each test gets its own product, so the counts of one do not spill into the next. */
describe('abuse limits on the public account doors', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  const forgot = (email: string) => t.http().post('/api/v1/auth/forgot-password').send({ email });
  const resetMails = async (to: string) => {
    await t.settled();
    return t.prisma.mailOutbox.count({ where: { kind: 'password_reset', toAddress: to } });
  };
  const expectRefused = (
    response: { status: number; headers: Record<string, string>; body: { detail: string } },
    text: RegExp,
  ) => {
    expect(response.status).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.body.detail).toMatch(text);
  };

  it('sends at most a few reset mails to one address, whatever its case, on both APIs, aliases counted one by one', async () => {
    const { user } = await createUser(t, 'client');
    for (let i = 0; i < passwordResetPerEmail.points; i += 1)
      await forgot(i % 2 ? user.email.toUpperCase() : user.email).expect(200);
    expectRefused(await forgot(user.email), /^طلبات إعادة تعيين كلمة المرور كثيرة، يرجى المحاولة بعد \d+ دقيقة$/);
    expect(await resetMails(user.email)).toBe(passwordResetPerEmail.points);

    const other = await createUser(t, 'client');
    const aliased = Array.from({ length: 5 }, (_, i) => `a${i}: forgotPassword(email: "${other.user.email}")`).join(
      ' ',
    );
    const answer = await t.graphql(`mutation { ${aliased} }`);
    // The first refused alias ends the operation (its field is non-null), after the allowed ones ran.
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        path: [`a${passwordResetPerEmail.points}`],
        extensions: { code: 'TOO_MANY_REQUESTS' },
      }),
    ]);
    expect(await resetMails(other.user.email)).toBe(passwordResetPerEmail.points);
  });

  it('limits reset requests per IP across addresses, known or not', async () => {
    for (let i = 0; i < passwordResetPerIp.points; i += 1) await forgot(`someone${i}@example.com`).expect(200);
    expectRefused(await forgot('another@example.com'), /^طلبات إعادة تعيين كلمة المرور كثيرة/);
  });

  it('slows an IP that fails to sign in too often, whatever addresses it tries, even with a right password afterwards', async () => {
    const { user } = await createUser(t, 'client');
    await t.http().post('/api/v1/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);
    for (let i = 0; i < failedLoginsPerIp.points; i += 1) {
      await t
        .http()
        .post('/api/v1/auth/login')
        .send({ email: `guess${i}@example.com`, password: 'wrong-password-1' })
        .expect(401);
    }
    expectRefused(
      await t.http().post('/api/v1/auth/login').send({ email: user.email, password: TEST_PASSWORD }),
      /^محاولات دخول خاطئة كثيرة من هذا الجهاز، حاول بعد \d+ دقيقة$/,
    );
    const overGraphql = await t.graphql(
      `mutation { login(email: "${user.email}", password: "${TEST_PASSWORD}") { accessToken } }`,
    );
    expect(overGraphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('limits registrations per IP on both APIs', async () => {
    const register = (i: number) =>
      t
        .http()
        .post('/api/v1/auth/register')
        .send({
          email: `new${i}@example.com`,
          password: 'long-enough-password',
          full_name: 'عميل جديد',
          phone: '+905321234567',
        });
    for (let i = 0; i < registrationsPerIp.points; i += 1) await register(i).expect(201);
    expectRefused(await register(99), /^محاولات إنشاء حسابات كثيرة من هذا الجهاز/);
    const overGraphql = await t.graphql(
      'mutation { register(input: { email: "late@example.com", password: "long-enough-password", fullName: "عميل", phone: "+905321234567" }) { accessToken } }',
    );
    expect(overGraphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await t.prisma.user.count({ where: { email: { startsWith: 'late' } } })).toBe(0);
  });
});
