import * as OTPAuth from 'otpauth';
import { placeOrder, SAMPLE_FILES } from './helpers/orders.js';
import {
  createTestDatabase,
  createUser,
  startTestApp,
  TEST_PASSWORD,
  type TestApp,
  type TestDatabase,
} from './helpers/test-app.js';
import { writeDirectly } from './helpers/content.js';

const ENTER_CODE = 'أدخل رمز التحقق من تطبيق المصادقة لإكمال تسجيل الدخول';
const WRONG_CODE = 'رمز التحقق غير صحيح';
const CHALLENGE_ENDED = 'انتهت مهلة التحقق. سجّل الدخول من جديد';

const codeAt = (secret: string, offsetSeconds = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

describe('two-factor sign-in (TOTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A user who turned two-factor on over REST; returns the secret and the recovery codes. */
  async function enrolled(role: 'client' | 'staff' | 'admin' = 'client') {
    const account = await createUser(t, role);
    const setup = await t.http().post('/api/v1/auth/two-factor/setup').set('Authorization', account.auth).expect(200);
    expect(setup.body.data.otpauth_url).toMatch(
      /^otpauth:\/\/totp\/.+[?&]secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/,
    );
    expect(setup.body.data.qr_svg).toMatch(/^<svg/);
    const secret = setup.body.data.secret as string;
    const wrong = await t
      .http()
      .post('/api/v1/auth/two-factor/confirm')
      .set('Authorization', account.auth)
      .send({ code: '000000' })
      .expect(422);
    expect(wrong.body.detail[0]).toMatchObject({ loc: ['body', 'code'], msg: WRONG_CODE });
    const confirmed = await t
      .http()
      .post('/api/v1/auth/two-factor/confirm')
      .set('Authorization', account.auth)
      .send({ code: codeAt(secret) })
      .expect(200);
    return { ...account, secret, recoveryCodes: confirmed.body.data.recovery_codes as string[] };
  }

  const login = (email: string) => t.http().post('/api/v1/auth/login').send({ email, password: TEST_PASSWORD });
  const challengeOf = async (email: string) => {
    const response = await login(email).expect(401);
    expect(response.body).toMatchObject({ detail: ENTER_CODE, code: 'TWO_FACTOR_REQUIRED', expires_in: 300 });
    return response.body.challenge_token as string;
  };
  const second = (challenge: string, code: string) =>
    t.http().post('/api/v1/auth/login/two-factor').send({ challenge_token: challenge, code });

  it('turns on with a confirmed code and ten recovery codes kept only as hashes; the account says so', async () => {
    const { user, auth, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await t.prisma.recoveryCode.findMany({ where: { userId: user.id } });
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);
    expect(
      (await t.http().get('/api/v1/auth/me').set('Authorization', auth).expect(200)).body.data.two_factor_enabled,
    ).toBe(true);
  });

  it('signs in in two steps on REST: no session after the password, each app code accepted once', async () => {
    const { user, secret } = await enrolled();
    const challenge = await challengeOf(user.email);
    // The code that confirmed the setup was spent there.
    expect((await second(challenge, codeAt(secret)).expect(422)).body.detail[0].msg).toBe(WRONG_CODE);
    const session = await second(challenge, codeAt(secret, 30)).expect(200);
    expect(session.body.data).toMatchObject({
      token_type: 'bearer',
      user: { email: user.email, two_factor_enabled: true },
    });
    await t.http().get('/api/v1/auth/me').set('Authorization', `Bearer ${session.body.data.access_token}`).expect(200);
    // The same code a second time is refused, even in a new sign-in.
    await second(await challengeOf(user.email), codeAt(secret, 30)).expect(422);
  });

  it('signs in in two steps over GraphQL, the challenge in extensions, with a recovery code that works once', async () => {
    const { user, recoveryCodes } = await enrolled();
    const LOGIN = 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }';
    const SECOND =
      'mutation ($c: String!, $code: String!) { loginTwoFactor(challengeToken: $c, code: $code) { accessToken user { email twoFactorEnabled } } }';
    const first = await t.graphql(LOGIN, { e: user.email, p: TEST_PASSWORD });
    expect(first.body.errors[0]).toMatchObject({
      message: ENTER_CODE,
      extensions: { code: 'TWO_FACTOR_REQUIRED', expiresIn: 300 },
    });
    const challenge = first.body.errors[0].extensions.challengeToken as string;
    const signedIn = await t.graphql(SECOND, { c: challenge, code: ` ${recoveryCodes[3].toUpperCase()} ` });
    expect(signedIn.body.data.loginTwoFactor.user).toEqual({ email: user.email, twoFactorEnabled: true });
    const next = (await t.graphql(LOGIN, { e: user.email, p: TEST_PASSWORD })).body.errors[0].extensions
      .challengeToken as string;
    const again = await t.graphql(SECOND, { c: next, code: recoveryCodes[3] });
    expect(again.body.errors[0]).toMatchObject({ message: WRONG_CODE, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('spends a challenge by its success on REST: the same token with another valid code is refused, the code stays unused', async () => {
    const { user, secret, recoveryCodes } = await enrolled();
    const challenge = await challengeOf(user.email);
    await second(challenge, recoveryCodes[0]).expect(200);
    expect((await second(challenge, recoveryCodes[1]).expect(401)).body).toMatchObject({
      detail: CHALLENGE_ENDED,
      code: 'CHALLENGE_ENDED',
    });
    await second(challenge, codeAt(secret, 30)).expect(401);
    // The refused codes were not spent: a new sign-in takes them.
    await second(await challengeOf(user.email), recoveryCodes[1]).expect(200);
    await second(await challengeOf(user.email), codeAt(secret, 30)).expect(200);
  });

  it('spends a challenge by its success over GraphQL', async () => {
    const { user, secret, recoveryCodes } = await enrolled();
    const SECOND =
      'mutation ($c: String!, $code: String!) { loginTwoFactor(challengeToken: $c, code: $code) { accessToken } }';
    const challenge = await challengeOf(user.email);
    expect(
      (await t.graphql(SECOND, { c: challenge, code: codeAt(secret, 30) })).body.data.loginTwoFactor.accessToken,
    ).toEqual(expect.any(String));
    const again = await t.graphql(SECOND, { c: challenge, code: recoveryCodes[0] });
    expect(again.body.errors[0]).toMatchObject({
      message: CHALLENGE_ENDED,
      extensions: { code: 'UNAUTHENTICATED', reason: 'CHALLENGE_ENDED' },
    });
  });

  it('ends a challenge after five wrong codes, refuses a forged or stale one, and never lets the challenge act as an access token', async () => {
    const { user, secret } = await enrolled();
    const challenge = await challengeOf(user.email);
    await t.http().get('/api/v1/auth/me').set('Authorization', `Bearer ${challenge}`).expect(401);
    for (let i = 0; i < 5; i += 1) await second(challenge, String(100000 + i)).expect(422);
    expect((await second(challenge, codeAt(secret, 30)).expect(401)).body.detail).toBe(CHALLENGE_ENDED);
    expect((await second(`${challenge}x`, codeAt(secret, 30)).expect(401)).body.detail).toBe(CHALLENGE_ENDED);
    // A password change since the challenge was issued ends it too.
    const stale = await challengeOf(user.email);
    await t.prisma.user.update({ where: { id: user.id }, data: { tokenVersion: { increment: 1 } } });
    await second(stale, codeAt(secret, 30)).expect(401);
  });

  it('slows an account after ten wrong codes across challenges', async () => {
    const { user, secret } = await enrolled();
    for (let round = 0; round < 2; round += 1) {
      const challenge = await challengeOf(user.email);
      for (let i = 0; i < 5; i += 1) await second(challenge, String(200000 + round * 10 + i)).expect(422);
    }
    const refused = await second(await challengeOf(user.email), codeAt(secret, 30)).expect(429);
    expect(refused.body.detail).toMatch(/^محاولات تحقق خاطئة كثيرة، حاول بعد \d+ دقيقة$/);
  });

  it('turns off with the password, and new recovery codes replace the old ones', async () => {
    const { user, auth, secret, recoveryCodes } = await enrolled();
    const fresh = await t
      .http()
      .post('/api/v1/auth/two-factor/recovery-codes')
      .set('Authorization', auth)
      .send({ code: codeAt(secret, 30) })
      .expect(200);
    expect(fresh.body.data.recovery_codes).toHaveLength(10);
    await second(await challengeOf(user.email), recoveryCodes[0]).expect(422);
    await t
      .http()
      .post('/api/v1/auth/two-factor/disable')
      .set('Authorization', auth)
      .send({ password: 'not-the-password' })
      .expect(422);
    await t
      .http()
      .post('/api/v1/auth/two-factor/disable')
      .set('Authorization', auth)
      .send({ password: TEST_PASSWORD })
      .expect(200);
    await login(user.email).expect(200);
  });

  it('lets an admin reset a user’s second factor, on both APIs, recorded in the audit log', async () => {
    const admin = await createUser(t, 'admin');
    const lost = await enrolled();
    const reset = await t
      .http()
      .delete(`/api/v1/admin/users/${lost.user.id}/two-factor`)
      .set('Authorization', admin.auth)
      .expect(200);
    expect(reset.body.data.two_factor_enabled).toBe(false);
    await login(lost.user.email).expect(200);
    const audit = await t.prisma.auditLog.findFirstOrThrow({
      where: { action: 'user.two_factor_reset', entityId: String(lost.user.id) },
    });
    expect(audit).toMatchObject({ actorId: admin.user.id, details: { email: lost.user.email, was_enabled: true } });

    const other = await enrolled();
    const gql = await t.graphql(
      'mutation ($id: Int!) { resetUserTwoFactor(id: $id) { id twoFactorEnabled } }',
      { id: other.user.id },
      admin.token,
    );
    expect(gql.body.data.resetUserTwoFactor).toEqual({ id: other.user.id, twoFactorEnabled: false });
    await t
      .http()
      .delete(`/api/v1/admin/users/${other.user.id}/two-factor`)
      .set('Authorization', other.auth)
      .expect(403);
  });

  it('when the setting asks for it, keeps the back office closed to staff and admins until they set it up', async () => {
    const staff = await createUser(t, 'staff');
    const client = await createUser(t, 'client');
    await writeDirectly(t, () =>
      t.prisma.settingGroup.update({ where: { key: 'security' }, data: { data: { two_factor_enabled: true } } }),
    );
    try {
      const refused = await t.http().get('/api/v1/admin/orders').set('Authorization', staff.auth).expect(403);
      expect(refused.body).toMatchObject({ code: 'TWO_FACTOR_SETUP_REQUIRED' });
      const gql = await t.graphql('{ adminOrders { total } }', undefined, staff.token);
      expect(gql.body.errors[0].extensions.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
      // What setting it up needs stays open, and clients are not concerned.
      await t.http().get('/api/v1/auth/me').set('Authorization', staff.auth).expect(200);
      await t.http().get('/api/v1/orders').set('Authorization', client.auth).expect(200);
      const setup = await t.http().post('/api/v1/auth/two-factor/setup').set('Authorization', staff.auth).expect(200);
      await t
        .http()
        .post('/api/v1/auth/two-factor/confirm')
        .set('Authorization', staff.auth)
        .send({ code: codeAt(setup.body.data.secret) })
        .expect(200);
      await t.http().get('/api/v1/admin/orders').set('Authorization', staff.auth).expect(200);
    } finally {
      await writeDirectly(t, () => t.prisma.settingGroup.update({ where: { key: 'security' }, data: { data: {} } }));
    }
  });

  it('when the setting asks for it, lets staff and admins without a second factor reach only their own orders on the routes clients share', async () => {
    const client = await createUser(t, 'client');
    const order = await placeOrder(t, client);
    const upload = await t
      .http()
      .post(`/api/v1/orders/${order.id}/files`)
      .set('Authorization', client.auth)
      .attach('files', SAMPLE_FILES.pdf, 'passport.pdf')
      .expect(201);
    const fileId = upload.body.data[0].id as number;
    const [staff, admin] = await Promise.all([createUser(t, 'staff'), createUser(t, 'admin')]);
    const ownOrder = await placeOrder(t, staff);
    const sharedRoutes = [
      `/api/v1/orders/${order.id}`,
      `/api/v1/orders/${order.id}/invoice`,
      `/api/v1/orders/${order.id}/files/${fileId}`,
    ];
    await writeDirectly(t, () =>
      t.prisma.settingGroup.update({ where: { key: 'security' }, data: { data: { two_factor_enabled: true } } }),
    );
    try {
      for (const caller of [staff, admin]) {
        for (const route of sharedRoutes) await t.http().get(route).set('Authorization', caller.auth).expect(404);
        const gql = await t.graphql('query ($id: Int!) { order(id: $id) { id } }', { id: order.id }, caller.token);
        expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
        const list = await t.http().get('/api/v1/orders').set('Authorization', caller.auth).expect(200);
        expect(list.body.data.map((row: { id: number }) => row.id)).not.toContain(order.id);
      }
      const own = await t.http().get(`/api/v1/orders/${ownOrder.id}`).set('Authorization', staff.auth).expect(200);
      expect(own.body.data.allowed_next_statuses).toBeNull();
    } finally {
      await writeDirectly(t, () => t.prisma.settingGroup.update({ where: { key: 'security' }, data: { data: {} } }));
    }
    // With the setting off again they see every order as before.
    for (const route of sharedRoutes) await t.http().get(route).set('Authorization', staff.auth).expect(200);
  });
});

// Two instances on one data folder are refused on PGlite; several instances exist only on PostgreSQL.
const severalInstances = process.env.DATABASE_URL ? describe : describe.skip;

severalInstances('a two-step sign-in challenge across instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    first = await startTestApp(database);
    other = await startTestApp(database);
  });
  afterAll(async () => {
    await other.close();
    await first.close();
    await database.drop();
  });

  const second = (instance: TestApp, challenge: string, code: string) =>
    instance.http().post('/api/v1/auth/login/two-factor').send({ challenge_token: challenge, code });

  it('is spent on every instance once one signed in with it, even when two codes race', async () => {
    const { user, auth } = await createUser(first, 'client');
    await first.http().post('/api/v1/auth/two-factor/setup').set('Authorization', auth).expect(200);
    const { twoFactorPendingSecret: secret } = await first.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const confirmed = await first
      .http()
      .post('/api/v1/auth/two-factor/confirm')
      .set('Authorization', auth)
      .send({ code: codeAt(secret!) })
      .expect(200);
    const recoveryCodes = confirmed.body.data.recovery_codes as string[];
    const challengeOf = async (instance: TestApp) =>
      (
        await instance
          .http()
          .post('/api/v1/auth/login')
          .send({ email: user.email, password: TEST_PASSWORD })
          .expect(401)
      ).body.challenge_token as string;

    const challenge = await challengeOf(first);
    await second(first, challenge, recoveryCodes[0]).expect(200);
    await second(other, challenge, recoveryCodes[1]).expect(401);

    const raced = await challengeOf(other);
    const answers = await Promise.all([second(first, raced, recoveryCodes[2]), second(other, raced, recoveryCodes[3])]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });
});
