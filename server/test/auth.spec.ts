import { jest } from '@jest/globals';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BackgroundTasks } from '../src/common/background-tasks.js';
import { MailSenderService } from '../src/mail/mail-sender.service.js';
import { createUser, startTestApp, TEST_ADMIN, TEST_PASSWORD, type TestApp } from './helpers/test-app.js';
import { writeDirectly } from './helpers/content.js';
import { countSqlStatements } from './helpers/orders.js';
import { readsUserSecret } from './helpers/users.js';

const ME = '{ me { id email fullName phone role isAdmin } }';
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { accessToken user { id email role isAdmin phone } } }`;
const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken user { email isAdmin } } }`;

let counter = 0;
const newClient = () => {
  counter += 1;
  return {
    email: `Sara${counter}.${Date.now()}@Example.com`,
    password: 'a-good-password',
    full_name: 'سارة الخطيب',
    phone: '+90 532 123 45 67',
  };
};

describe('accounts and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('register', () => {
    it('creates a client with a lower-cased e-mail and an international phone, and signs it in', async () => {
      const body = newClient();
      const response = await t.http().post('/api/v1/auth/register').send(body).expect(201);
      expect(response.body.data.user).toMatchObject({
        email: body.email.toLowerCase(),
        role: 'client',
        is_admin: false,
        phone: '+905321234567',
      });
      const me = await t
        .http()
        .get('/api/v1/auth/me')
        .set('Authorization', `Bearer ${response.body.data.access_token}`)
        .expect(200);
      expect(me.body.data.email).toBe(body.email.toLowerCase());
    });

    it('makes a client even when the caller sends role admin', async () => {
      const response = await t
        .http()
        .post('/api/v1/auth/register')
        .send({ ...newClient(), role: 'admin' })
        .expect(201);
      expect(response.body.data.user).toMatchObject({ role: 'client', is_admin: false });
      const stored = await t.prisma.user.findUniqueOrThrow({ where: { id: response.body.data.user.id } });
      expect(stored.role).toBe('client');
    });

    it('refuses a second account for the same e-mail in any case with 400', async () => {
      const body = newClient();
      await t.http().post('/api/v1/auth/register').send(body).expect(201);
      const again = await t
        .http()
        .post('/api/v1/auth/register')
        .send({ ...body, email: body.email.toUpperCase() })
        .expect(400);
      expect(again.body.detail).toBe('البريد الإلكتروني مسجل مسبقاً');
    });

    it('refuses bad input with 422 and one Arabic message per field', async () => {
      const response = await t
        .http()
        .post('/api/v1/auth/register')
        .send({ email: 'not-mail', password: 'x', full_name: '  ', phone: '0532 123' })
        .expect(422);
      const fields = response.body.detail.map((d: { loc: string[] }) => d.loc[1]);
      expect(fields.sort()).toEqual(['email', 'full_name', 'phone']);
      expect(response.body.detail.find((d: { loc: string[] }) => d.loc[1] === 'phone').msg).toContain(
        'رقم الهاتف غير صحيح',
      );
    });

    it('refuses a password shorter than the stored minimum', async () => {
      const response = await t
        .http()
        .post('/api/v1/auth/register')
        .send({ ...newClient(), password: 'short7!' })
        .expect(422);
      expect(response.body.detail).toEqual([
        { loc: ['body', 'password'], msg: 'كلمة المرور يجب أن تكون 8 أحرف على الأقل', type: 'min_length' },
      ]);
    });

    it('registers over GraphQL as a client, where a role field is refused as unknown', async () => {
      const body = newClient();
      const ok = await t.graphql(REGISTER, {
        input: { email: body.email, password: body.password, fullName: body.full_name, phone: body.phone },
      });
      expect(ok.body.data.register.user).toMatchObject({ role: 'client', isAdmin: false, phone: '+905321234567' });
      const withRole = await t.graphql(REGISTER, {
        input: {
          email: `x${body.email}`,
          password: body.password,
          fullName: body.full_name,
          phone: body.phone,
          role: 'admin',
        },
      });
      expect(withRole.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      const bad = await t.graphql(REGISTER, {
        input: { email: 'bad', password: body.password, fullName: body.full_name, phone: body.phone },
      });
      expect(bad.body.errors[0]).toMatchObject({
        message: 'البريد الإلكتروني غير صحيح',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });
  });

  describe('login', () => {
    it('answers access_token and the user with is_admin', async () => {
      const response = await t
        .http()
        .post('/api/v1/auth/login')
        .send({ email: TEST_ADMIN.email.toUpperCase(), password: TEST_ADMIN.password })
        .expect(200);
      expect(response.body.data.user).toMatchObject({ email: TEST_ADMIN.email, is_admin: true, role: 'admin' });
      expect(response.body.data.access_token).toEqual(expect.any(String));
      const gql = await t.graphql(LOGIN, { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
      expect(gql.body.data.login.user).toEqual({ email: TEST_ADMIN.email, isAdmin: true });
    });

    it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
      const wrong = await t
        .http()
        .post('/api/v1/auth/login')
        .send({ email: TEST_ADMIN.email, password: 'nope-nope' })
        .expect(401);
      const unknown = await t
        .http()
        .post('/api/v1/auth/login')
        .send({ email: 'ghost@example.com', password: 'nope-nope' })
        .expect(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.detail).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
      await t.prisma.user.update({ where: { email: TEST_ADMIN.email }, data: { failedLoginCount: 0 } });
    });

    it('locks the account after max_login_attempts failures, even for the right password', async () => {
      const { user } = await createUser(t, 'client');
      const attempts = 5; // security.max_login_attempts default
      for (let i = 1; i < attempts; i += 1) {
        await t.http().post('/api/v1/auth/login').send({ email: user.email, password: 'wrong-password' }).expect(401);
      }
      const locked = await t
        .http()
        .post('/api/v1/auth/login')
        .send({ email: user.email, password: 'wrong-password' })
        .expect(429);
      expect(locked.body.detail).toContain('تم إيقاف تسجيل الدخول مؤقتاً');
      await t.http().post('/api/v1/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(429);
      const gql = await t.graphql(LOGIN, { email: user.email, password: TEST_PASSWORD });
      expect(gql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    });

    it('locks an address with no account exactly like an account, so the lockout tells no one which addresses exist', async () => {
      const { user } = await createUser(t, 'client');
      const ghost = `ghost-${Date.now()}@example.com`;
      const attempt = async (email: string) => {
        const response = await t.http().post('/api/v1/auth/login').send({ email, password: 'wrong-password' });
        return { status: response.status, body: response.body, retryAfter: response.headers['retry-after'] ?? null };
      };
      for (let i = 1; i <= 6; i += 1) {
        const [known, unknown] = [await attempt(user.email), await attempt(ghost)];
        expect(unknown).toEqual(known);
        expect(known.status).toBe(i < 5 ? 401 : 429);
      }
      const gql = await t.graphql(LOGIN, { email: ghost, password: TEST_PASSWORD });
      expect(gql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      expect(gql.body.errors[0].message).toContain('تم إيقاف تسجيل الدخول مؤقتاً');
    });

    it('follows the stored max_login_attempts setting', async () => {
      await writeDirectly(t, () =>
        t.prisma.settingGroup.update({ where: { key: 'security' }, data: { data: { max_login_attempts: 2 } } }),
      );
      try {
        const { user } = await createUser(t, 'client');
        await t.http().post('/api/v1/auth/login').send({ email: user.email, password: 'wrong-password' }).expect(401);
        await t.http().post('/api/v1/auth/login').send({ email: user.email, password: 'wrong-password' }).expect(429);
      } finally {
        await writeDirectly(t, () => t.prisma.settingGroup.update({ where: { key: 'security' }, data: { data: {} } }));
      }
    });

    it('refuses a disabled account, and its existing tokens stop working', async () => {
      const { user, auth } = await createUser(t, 'staff');
      await t.http().get('/api/v1/auth/me').set('Authorization', auth).expect(200);
      await t.prisma.user.update({ where: { id: user.id }, data: { isActive: false } });
      await t.http().get('/api/v1/auth/me').set('Authorization', auth).expect(401);
      const login = await t
        .http()
        .post('/api/v1/auth/login')
        .send({ email: user.email, password: TEST_PASSWORD })
        .expect(403);
      expect(login.body.detail).toBe('هذا الحساب معطل. يرجى التواصل مع المكتب');
    });

    it('issues access tokens that live 15 minutes under the default session_timeout of 60', async () => {
      const response = await t
        .http()
        .post('/api/v1/auth/login')
        .send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })
        .expect(200);
      const payload = JSON.parse(Buffer.from(response.body.data.access_token.split('.')[1], 'base64url').toString());
      expect(payload.exp - payload.iat).toBe(15 * 60);
      expect(response.body.data).toMatchObject({ expires_in: 15 * 60, refresh_token: expect.any(String) });
    });
  });

  describe('current user and profile', () => {
    it('answers 401 without a token or with a forged one, on both APIs', async () => {
      await t.http().get('/api/v1/auth/me').expect(401);
      await t.http().get('/api/v1/auth/me').set('Authorization', 'Bearer not.a.token').expect(401);
      const gql = await t.graphql(ME);
      expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('answers the account from the token check alone, in one statement that reads no secret', async () => {
      const { user, auth, token } = await createUser(t, 'client');
      const sql = await countSqlStatements(t);
      const statements = await sql.during(async () => {
        const { body } = await t.http().get('/api/v1/auth/me').set('Authorization', auth).expect(200);
        expect(body.data).toEqual({
          id: user.id,
          email: user.email,
          full_name: user.fullName,
          phone: user.phone,
          role: 'client',
          language: 'ar',
          is_active: true,
          is_admin: false,
          email_verified: user.emailVerifiedAt !== null,
          two_factor_enabled: false,
          created_at: user.createdAt.toISOString(),
        });
      });
      expect(statements).toHaveLength(1);
      expect(statements.join()).not.toMatch(/password_hash|two_factor_secret|two_factor_pending_secret/);
      const gqlStatements = await sql.during(async () => {
        const gql = await t.graphql(ME, {}, token);
        expect(gql.body.data.me).toMatchObject({ id: user.id, email: user.email });
      });
      expect(gqlStatements).toHaveLength(1);
      expect(gqlStatements.join()).not.toMatch(/password_hash|two_factor_secret|two_factor_pending_secret/);
    });

    it('edits full_name and phone only', async () => {
      const { user, auth, token } = await createUser(t, 'client');
      const response = await t
        .http()
        .put('/api/v1/auth/profile')
        .set('Authorization', auth)
        .send({ full_name: 'اسم جديد', phone: '+963 933 123 456' })
        .expect(200);
      expect(response.body.data).toMatchObject({ full_name: 'اسم جديد', phone: '+963933123456', email: user.email });
      await t.http().put('/api/v1/auth/profile').set('Authorization', auth).send({ role: 'admin' }).expect(422);
      const gql = await t.graphql(
        'mutation { updateProfile(input: { fullName: "اسم ثالث" }) { fullName role } }',
        {},
        token,
      );
      expect(gql.body.data.updateProfile).toEqual({ fullName: 'اسم ثالث', role: 'client' });
    });
    it('edits the profile on both APIs without reading the password hash or the two-factor secrets', async () => {
      const { auth, token } = await createUser(t, 'client');
      const sql = await countSqlStatements(t);
      const statements = await sql.during(async () => {
        await t
          .http()
          .put('/api/v1/auth/profile')
          .set('Authorization', auth)
          .send({ full_name: 'اسم رابع' })
          .expect(200);
        const gql = await t.graphql(
          'mutation { updateProfile(input: { fullName: "اسم خامس" }) { fullName } }',
          {},
          token,
        );
        expect(gql.body.data.updateProfile).toEqual({ fullName: 'اسم خامس' });
      });
      expect(statements.filter(readsUserSecret)).toEqual([]);
    });
  });

  describe('change password', () => {
    it('needs the current password, ends old sessions and returns a fresh token', async () => {
      const { user, auth } = await createUser(t, 'client');
      const wrong = await t
        .http()
        .put('/api/v1/auth/change-password')
        .set('Authorization', auth)
        .send({ current_password: 'wrong', new_password: 'brand-new-password' })
        .expect(422);
      expect(wrong.body.detail[0].loc).toEqual(['body', 'current_password']);
      const ok = await t
        .http()
        .put('/api/v1/auth/change-password')
        .set('Authorization', auth)
        .send({ current_password: TEST_PASSWORD, new_password: 'brand-new-password' })
        .expect(200);
      await t.http().get('/api/v1/auth/me').set('Authorization', auth).expect(401);
      await t.http().get('/api/v1/auth/me').set('Authorization', `Bearer ${ok.body.data.access_token}`).expect(200);
      await t.http().post('/api/v1/auth/login').send({ email: user.email, password: 'brand-new-password' }).expect(200);
    });
  });

  describe('forgot and reset password', () => {
    const resetLink = async (email: string) => {
      await t.settled();
      const mail = await t.prisma.mailOutbox.findFirstOrThrow({
        where: { toAddress: email, kind: 'password_reset' },
        orderBy: { id: 'desc' },
      });
      return /reset-password\?token=([\w-]+)/.exec(mail.text)![1];
    };

    it('e-mails a one-time link that sets a new password and ends old sessions', async () => {
      const { user, auth } = await createUser(t, 'client');
      await t.http().post('/api/v1/auth/forgot-password').send({ email: user.email.toUpperCase() }).expect(200);
      const token = await resetLink(user.email);
      await t.http().post('/api/v1/auth/reset-password').send({ token, new_password: 'reset-password-1' }).expect(200);
      await t.http().get('/api/v1/auth/me').set('Authorization', auth).expect(401);
      await t.http().post('/api/v1/auth/login').send({ email: user.email, password: 'reset-password-1' }).expect(200);
      const reused = await t
        .http()
        .post('/api/v1/auth/reset-password')
        .send({ token, new_password: 'reset-password-2' })
        .expect(400);
      expect(reused.body.detail).toContain('غير صالح أو منتهي الصلاحية');
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const before = await t.prisma.mailOutbox.count();
      const response = await t
        .http()
        .post('/api/v1/auth/forgot-password')
        .send({ email: 'nobody@example.com' })
        .expect(200);
      expect(response.body.data.message).toContain('إذا كان البريد الإلكتروني مسجلاً');
      await t.settled();
      expect(await t.prisma.mailOutbox.count()).toBe(before);
    });

    it('answers before making the link, so a known address takes no longer than an unknown one', async () => {
      const { user } = await createUser(t, 'client');
      const deferred: (() => Promise<unknown>)[] = [];
      const run = jest
        .spyOn(t.app.get(BackgroundTasks), 'run')
        .mockImplementation((_name, work) => void deferred.push(work));
      try {
        await t.http().post('/api/v1/auth/forgot-password').send({ email: user.email }).expect(200);
        expect(
          await t.graphql('mutation ($e: String!) { forgotPassword(email: $e) }', { e: user.email }),
        ).toMatchObject({ body: { data: { forgotPassword: true } } });
        expect(await t.prisma.passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
        expect(deferred).toHaveLength(2);
        for (const work of deferred) await work();
        expect(await t.prisma.passwordResetToken.count({ where: { userId: user.id, usedAt: null } })).toBe(1);
      } finally {
        run.mockRestore();
      }
    });

    it('refuses an expired link', async () => {
      const { user } = await createUser(t, 'client');
      expect(
        (await t.graphql('mutation ($e: String!) { forgotPassword(email: $e) }', { e: user.email })).body.data
          .forgotPassword,
      ).toBe(true);
      const token = await resetLink(user.email);
      await t.prisma.passwordResetToken.updateMany({
        where: { userId: user.id },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      const gql = await t.graphql(
        'mutation ($t: String!) { resetPassword(token: $t, newPassword: "reset-password-3") }',
        { t: token },
      );
      expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });

    it('delivers the outbox as .eml files when no SMTP server is set', async () => {
      const { user } = await createUser(t, 'client');
      await t.http().post('/api/v1/auth/forgot-password').send({ email: user.email }).expect(200);
      await t.settled();
      const sent = await t.app.get(MailSenderService).deliverDue();
      expect(sent).toBeGreaterThan(0);
      const mail = await t.prisma.mailOutbox.findFirstOrThrow({
        where: { toAddress: user.email },
        orderBy: { id: 'desc' },
      });
      expect(mail.status).toBe('sent');
      const files = await readdir(path.join(t.dataDir, 'mail'));
      const file = files.find((f) => f.startsWith(String(mail.id).padStart(6, '0')))!;
      const eml = await readFile(path.join(t.dataDir, 'mail', file), 'utf8');
      expect(eml).toContain(`To: ${user.email}`);
      const html = eml.replace(/=\r?\n/g, ''); // undo quoted-printable line folding
      expect(html).toContain('dir=3D"rtl"');
      expect(html).toContain(`reset-password?token=3D${mail.text.split('token=')[1].trim()}`);
    });
  });
});
