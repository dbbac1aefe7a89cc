import { createUser, startTestApp, TEST_PASSWORD, type TestApp } from './helpers/test-app.js';
import { newUserBody } from './helpers/users.js';
import { writeDirectly } from './helpers/content.js';
import { freshIp, placeOrder } from './helpers/orders.js';
import { SETTINGS_DEFAULTS } from '../src/settings/settings-defaults.js';
import type { Prisma } from '../src/generated/prisma/client.js';

const UNKNOWN_LANGUAGE = 'اللغة يجب أن تكون العربية (ar) أو التركية (tr) أو الإنجليزية (en)';
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { user { id email language } } }`;
const UPDATE_PROFILE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { id language } }`;
const ME = '{ me { id language } }';
const CREATE_USER = `mutation ($input: CreateUserInput!) { createUser(input: $input) { id language } }`;
const UPDATE_USER = `mutation ($id: Int!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id language } }`;

type GqlResponse = {
  body: { data?: Record<string, unknown>; errors?: { message: string; extensions: { code: string } }[] };
};
const gqlError = (response: GqlResponse) => response.body.errors?.[0];

describe("a user's language (ar | tr | en)", () => {
  let t: TestApp;
  let counter = 0;
  const registration = () => {
    counter += 1;
    return {
      email: `lang${counter}-${Date.now()}@example.com`,
      password: TEST_PASSWORD,
      full_name: 'سارة الأحمد',
      phone: '+905321234567',
    };
  };
  const stored = async (id: number) => (await t.prisma.user.findUniqueOrThrow({ where: { id } })).language;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('registration', () => {
    it('keeps the language sent over REST, and Arabic when none is sent', async () => {
      const turkish = await t
        .http()
        .post('/api/v1/auth/register')
        .send({ ...registration(), language: 'tr' })
        .expect(201);
      expect(turkish.body.data.user.language).toBe('tr');
      expect(await stored(turkish.body.data.user.id)).toBe('tr');
      const me = await t
        .http()
        .get('/api/v1/auth/me')
        .set('Authorization', `Bearer ${turkish.body.data.access_token}`)
        .expect(200);
      expect(me.body.data.language).toBe('tr');

      const omitted = await t.http().post('/api/v1/auth/register').send(registration()).expect(201);
      expect(omitted.body.data.user.language).toBe('ar');
    });

    it('keeps the language sent over GraphQL', async () => {
      const body = registration();
      const response = await t.graphql(REGISTER, {
        input: {
          email: body.email,
          password: body.password,
          fullName: body.full_name,
          phone: body.phone,
          language: 'en',
        },
      });
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.register.user.language).toBe('en');
      expect(await stored(response.body.data.register.user.id)).toBe('en');
    });

    it('refuses an unknown language on both APIs and creates no account', async () => {
      const body = registration();
      const rest = await t
        .http()
        .post('/api/v1/auth/register')
        .send({ ...body, language: 'fr' })
        .expect(422);
      expect(rest.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'language'], msg: UNKNOWN_LANGUAGE })]);
      const gql = await t.graphql(REGISTER, {
        input: {
          email: body.email,
          password: body.password,
          fullName: body.full_name,
          phone: body.phone,
          language: 'fr',
        },
      });
      expect(gqlError(gql)).toMatchObject({
        message: expect.stringContaining('"fr"'),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(gqlError(gql)!.message).toContain('Language');
      expect(await t.prisma.user.count({ where: { email: body.email } })).toBe(0);
    });
  });

  describe('profile', () => {
    it('changes the own language over REST and GraphQL, leaving the other fields', async () => {
      const { user, auth, token } = await createUser(t, 'client', { fullName: 'اسم ثابت' });
      const rest = await t
        .http()
        .put('/api/v1/auth/profile')
        .set('Authorization', auth)
        .send({ language: 'tr' })
        .expect(200);
      expect(rest.body.data).toMatchObject({ id: user.id, language: 'tr', full_name: 'اسم ثابت' });
      expect(await stored(user.id)).toBe('tr');

      const gql = await t.graphql(UPDATE_PROFILE, { input: { language: 'en' } }, token);
      expect(gql.body.errors).toBeUndefined();
      expect(gql.body.data.updateProfile).toEqual({ id: user.id, language: 'en' });
      expect((await t.graphql(ME, {}, token)).body.data.me).toEqual({ id: user.id, language: 'en' });
      const named = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(named.fullName).toBe('اسم ثابت');
    });

    it('refuses an unknown or empty language on both APIs and keeps the stored one', async () => {
      const { user, auth, token } = await createUser(t, 'client', { language: 'tr' });
      for (const language of ['de', '', null]) {
        const rest = await t
          .http()
          .put('/api/v1/auth/profile')
          .set('Authorization', auth)
          .send({ language })
          .expect(422);
        expect(rest.body.detail[0]).toMatchObject({ loc: ['body', 'language'], msg: UNKNOWN_LANGUAGE });
      }
      const gql = await t.graphql(UPDATE_PROFILE, { input: { language: 'de' } }, token);
      expect(gqlError(gql)?.extensions.code).toBe('BAD_USER_INPUT');
      expect(await stored(user.id)).toBe('tr');
    });

    it("gives a client no way to change another user's language", async () => {
      const { auth, token } = await createUser(t, 'client');
      const { user: other } = await createUser(t, 'client', { language: 'en' });
      // The profile has no user to name: an id is an unknown field.
      const restProfile = await t
        .http()
        .put('/api/v1/auth/profile')
        .set('Authorization', auth)
        .send({ id: other.id, language: 'tr' })
        .expect(422);
      expect(restProfile.body.detail[0].loc).toEqual(['body', 'id']);
      const gqlProfile = await t.graphql(UPDATE_PROFILE, { input: { id: other.id, language: 'tr' } }, token);
      expect(gqlError(gqlProfile)?.extensions.code).toBe('BAD_USER_INPUT');
      // The back office's edit is for admins only.
      await t
        .http()
        .put(`/api/v1/admin/users/${other.id}`)
        .set('Authorization', auth)
        .send({ language: 'tr' })
        .expect(403);
      const gqlAdmin = await t.graphql(UPDATE_USER, { id: other.id, input: { language: 'tr' } }, token);
      expect(gqlError(gqlAdmin)?.extensions.code).toBe('FORBIDDEN');
      const staff = await createUser(t, 'staff');
      await t
        .http()
        .put(`/api/v1/admin/users/${other.id}`)
        .set('Authorization', staff.auth)
        .send({ language: 'tr' })
        .expect(403);
      expect(await stored(other.id)).toBe('en');
    });
  });

  describe('back office', () => {
    it('creates an account in the language the admin chose, Arabic by default, on both APIs', async () => {
      const admin = await createUser(t, 'admin');
      const rest = await t
        .http()
        .post('/api/v1/admin/users')
        .set('Authorization', admin.auth)
        .send(newUserBody({ language: 'tr' }))
        .expect(201);
      expect(rest.body.data.language).toBe('tr');
      expect(await stored(rest.body.data.id)).toBe('tr');
      const byDefault = await t
        .http()
        .post('/api/v1/admin/users')
        .set('Authorization', admin.auth)
        .send(newUserBody())
        .expect(201);
      expect(byDefault.body.data.language).toBe('ar');

      const body = newUserBody();
      const gql = await t.graphql(
        CREATE_USER,
        { input: { email: body.email, fullName: body.full_name, password: body.password, language: 'en' } },
        admin.token,
      );
      expect(gql.body.errors).toBeUndefined();
      expect(gql.body.data.createUser.language).toBe('en');
      expect(await stored(gql.body.data.createUser.id)).toBe('en');
    });

    it('changes a language in the edit on both APIs, and refuses an unknown one', async () => {
      const admin = await createUser(t, 'admin');
      const { user } = await createUser(t, 'staff');
      const rest = await t
        .http()
        .put(`/api/v1/admin/users/${user.id}`)
        .set('Authorization', admin.auth)
        .send({ language: 'en' })
        .expect(200);
      expect(rest.body.data).toMatchObject({ id: user.id, language: 'en', role: 'staff' });
      const gql = await t.graphql(UPDATE_USER, { id: user.id, input: { language: 'tr' } }, admin.token);
      expect(gql.body.data.updateUser).toEqual({ id: user.id, language: 'tr' });

      const bad = await t
        .http()
        .post('/api/v1/admin/users')
        .set('Authorization', admin.auth)
        .send(newUserBody({ language: 'arabic' }))
        .expect(422);
      expect(bad.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'language'], msg: UNKNOWN_LANGUAGE })]);
      const badEdit = await t
        .http()
        .put(`/api/v1/admin/users/${user.id}`)
        .set('Authorization', admin.auth)
        .send({ language: 'AR' })
        .expect(422);
      expect(badEdit.body.detail[0].msg).toBe(UNKNOWN_LANGUAGE);
      const gqlBad = await t.graphql(UPDATE_USER, { id: user.id, input: { language: 'xx' } }, admin.token);
      expect(gqlError(gqlBad)?.extensions.code).toBe('BAD_USER_INPUT');
      expect(await stored(user.id)).toBe('tr');
      const audit = await t.prisma.auditLog.findFirstOrThrow({
        where: { action: 'user.update', entityId: String(user.id) },
        orderBy: { id: 'desc' },
      });
      expect(audit.details).toMatchObject({ changes: { language: { from: 'en', to: 'tr' } } });
    });
  });

  describe('e-mails in the account language', () => {
    const mailTo = async (email: string, kind: string) => {
      await t.settled();
      return t.prisma.mailOutbox.findFirstOrThrow({ where: { toAddress: email, kind }, orderBy: { id: 'desc' } });
    };

    it('mails the verification link in Turkish to an account registered in Turkish, left to right', async () => {
      const body = { ...registration(), language: 'tr' };
      await t.http().post('/api/v1/auth/register').send(body).expect(201);
      const mail = await mailTo(body.email, 'email_verification');
      expect(mail.subject).toBe('E-posta adresinizi doğrulayın');
      expect(mail.html).toMatch(/<html[^>]*dir="ltr"/);
      expect(mail.html).toMatch(/<html[^>]*lang="tr"/);
      expect(mail.text).toContain('Merhaba سارة الأحمد,');
      expect(mail.text).toMatch(/E-postayı doğrula http:\/\/localhost:3000\/verify-email\?token=[\w-]+$/);
    });

    it('mails it in English to an account registered in English over GraphQL', async () => {
      const body = registration();
      const response = await t.graphql(REGISTER, {
        input: {
          email: body.email,
          password: body.password,
          fullName: body.full_name,
          phone: body.phone,
          language: 'en',
        },
      });
      expect(response.body.errors).toBeUndefined();
      const mail = await mailTo(body.email, 'email_verification');
      expect(mail.subject).toBe('Confirm your e-mail address');
      expect(mail.html).toMatch(/<html[^>]*dir="ltr"/);
      expect(mail.html).toMatch(/<html[^>]*lang="en"/);
      expect(mail.text).toContain('Thank you for registering.');
    });

    it('mails it in Arabic, right to left, when registration names no language', async () => {
      const body = registration();
      await t.http().post('/api/v1/auth/register').send(body).expect(201);
      const mail = await mailTo(body.email, 'email_verification');
      expect(mail.subject).toBe('تأكيد البريد الإلكتروني');
      expect(mail.html).toMatch(/<html[^>]*dir="rtl"/);
    });

    it('follows a language changed in the profile: the password reset goes out in the new one', async () => {
      const { user, auth } = await createUser(t, 'client', { language: 'tr' });
      await t.http().put('/api/v1/auth/profile').set('Authorization', auth).send({ language: 'en' }).expect(200);
      await t.http().post('/api/v1/auth/forgot-password').send({ email: user.email }).expect(200);
      const mail = await mailTo(user.email, 'password_reset');
      expect(mail.subject).toBe('Reset your password');
      expect(mail.html).toMatch(/<html[^>]*lang="en"/);
    });

    it("writes a client's order e-mails in the client's language: the placing and a status change", async () => {
      const client = await createUser(t, 'client', { language: 'tr', fullName: 'Ayşe Demir' });
      const staff = await createUser(t, 'staff');
      const order = await placeOrder(t, client);
      const placed = await mailTo(client.user.email, 'order_created');
      expect(placed.subject).toBe(`Siparişiniz alındı: ${order.order_number}`);
      expect(placed.html).toMatch(/<html[^>]*lang="tr"/);
      expect(placed.html).toMatch(/<html[^>]*dir="ltr"/);
      expect(placed.text).toContain('Merhaba Ayşe Demir,');
      expect(placed.text).toContain('(Ücretsiz hukuki danışmanlık)');
      expect(placed.text).toContain('(İstanbul saati)');

      await t
        .http()
        .put(`/api/v1/orders/${order.id}/status`)
        .set('Authorization', staff.auth)
        .send({ status: 'pending_payment' })
        .expect(200);
      const moved = await mailTo(client.user.email, 'order_status_changed');
      expect(moved.text).toContain(`${order.order_number} numaralı siparişinizin yeni durumu: Ödeme bekleniyor.`);
      expect(moved.text.replace(/^.*\n/, '')).not.toMatch(/[\u0600-\u06FF]/); // only the office's name, on top
    });

    it("writes the office's own notifications in the language of the staff account they go to, else in Arabic", async () => {
      const setInbox = (admin_email: string) => {
        const data = { ...SETTINGS_DEFAULTS.notifications, admin_email } as Prisma.InputJsonObject;
        return writeDirectly(t, () =>
          t.prisma.settingGroup.update({ where: { key: 'notifications' }, data: { data } }),
        );
      };
      const contact = () =>
        t
          .http()
          .post('/api/v1/contact')
          .set('X-Forwarded-For', freshIp())
          .send({ name: 'Ahmet Yılmaz', email: 'ahmet@example.com', message: 'Merhaba, bir sorum var.' })
          .expect(200);
      const { user: admin } = await createUser(t, 'admin', { language: 'tr' });
      try {
        await setInbox(admin.email);
        await contact();
        const turkish = await mailTo(admin.email, 'contact_message');
        expect(turkish.subject).toBe('İletişim mesajı: Ahmet Yılmaz');
        expect(turkish.html).toMatch(/<html[^>]*dir="ltr"/);

        await setInbox('inbox@office.example');
        await contact();
        const arabic = await mailTo('inbox@office.example', 'contact_message');
        expect(arabic.subject).toBe('رسالة تواصل من Ahmet Yılmaz');
        expect(arabic.html).toMatch(/<html[^>]*dir="rtl"/);
      } finally {
        await writeDirectly(t, () =>
          t.prisma.settingGroup.update({
            where: { key: 'notifications' },
            data: { data: SETTINGS_DEFAULTS.notifications as Prisma.InputJsonObject },
          }),
        );
      }
    });
  });
});
