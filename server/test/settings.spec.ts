import type { Prisma } from '../src/generated/prisma/client.js';
import { SETTINGS_DEFAULTS } from '../src/settings/settings-defaults.js';
import { startTestApp, TEST_PASSWORD, type TestApp } from './helpers/test-app.js';
import {
  authOf,
  type Caller,
  DENIED,
  graphqlCode,
  restoreContentDefaults,
  type Roles,
  signedInRoles,
  tokenOf,
  writeDirectly,
} from './helpers/content.js';

const SETTINGS = /* GraphQL */ `
  query {
    settings {
      payment {
        bankName
        accountHolder
        ibanTry
        ibanUsd
        swiftCode
        syriatelCashNumber
        mtnCashNumber
        acceptCash
      }
      notifications {
        emailEnabled
        notifyNewOrder
        notifyPayment
        notifyStatusChange
        adminEmail
      }
      languages {
        defaultLanguage
        enabledLanguages
      }
      security {
        twoFactorEnabled
        sessionTimeout
        maxLoginAttempts
        passwordMinLength
        requireEmailVerification
      }
      backup {
        autoBackup
        backupFrequency
        backupTime
        keepBackups
      }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($input: SettingsInput!) {
    updateSettings(input: $input) {
      payment {
        bankName
        ibanTry
      }
      languages {
        defaultLanguage
        enabledLanguages
      }
      security {
        passwordMinLength
        sessionTimeout
      }
    }
  }
`;
const DENIED_CALLERS = ['anonymous', 'client', 'staff'] as const;

let counter = 0;
const newAccount = (password: string) => {
  counter += 1;
  return {
    email: `settings${counter}.${Date.now()}@example.com`,
    password,
    full_name: 'ليلى حداد',
    phone: '+905321234567',
  };
};

describe('system settings', () => {
  let t: TestApp;
  let roles: Roles;
  beforeAll(async () => {
    t = await startTestApp();
    roles = await signedInRoles(t);
  });
  afterEach(() => restoreContentDefaults(t));
  afterAll(() => t.close());

  const put = (body: unknown, caller: Caller = 'admin') =>
    t
      .http()
      .put('/api/v1/admin/settings')
      .set(authOf(roles, caller))
      .send(body as object);

  describe('GET /admin/settings and the settings query', () => {
    it('gives an admin every group with its stored values', async () => {
      const rest = await t.http().get('/api/v1/admin/settings').set(authOf(roles, 'admin')).expect(200);
      expect(rest.body.data).toEqual(SETTINGS_DEFAULTS);
      const gql = await t.graphql(SETTINGS, {}, tokenOf(roles, 'admin'));
      expect(gql.body.errors).toBeUndefined();
      expect(gql.body.data.settings.payment).toMatchObject({
        bankName: SETTINGS_DEFAULTS.payment.bank_name,
        ibanTry: SETTINGS_DEFAULTS.payment.iban_try,
      });
      expect(gql.body.data.settings.languages).toEqual({ defaultLanguage: 'ar', enabledLanguages: ['ar', 'tr', 'en'] });
      expect(gql.body.data.settings.security.passwordMinLength).toBe(8);
      expect(gql.body.data.settings.backup.backupFrequency).toBe('daily');
    });

    it.each(DENIED_CALLERS)('refuses %s on both APIs', async (caller) => {
      const rest = await t.http().get('/api/v1/admin/settings').set(authOf(roles, caller));
      expect({ status: rest.status, detail: rest.body.detail }).toEqual({
        status: DENIED[caller].status,
        detail: DENIED[caller].detail,
      });
      const gql = await t.graphql(SETTINGS, {}, tokenOf(roles, caller));
      expect(graphqlCode(gql.body)).toBe(DENIED[caller].code);
      expect(gql.body.data).toBeNull();
    });
  });

  describe('PUT /admin/settings', () => {
    it('merges the given fields into their group, keeps the rest, stores it and records who did it', async () => {
      const response = await put({
        payment: { bank_name: 'Garanti BBVA', iban_usd: 'tr33 0006 1005 1978 6457 8413 26' },
      }).expect(200);
      expect(response.body.data.payment).toEqual({
        ...SETTINGS_DEFAULTS.payment,
        bank_name: 'Garanti BBVA',
        iban_usd: 'TR330006100519786457841326',
      });
      expect(response.body.data.security).toEqual(SETTINGS_DEFAULTS.security);
      const stored = await t.prisma.settingGroup.findUniqueOrThrow({ where: { key: 'payment' } });
      expect(stored.data).toMatchObject({ bank_name: 'Garanti BBVA', iban_try: SETTINGS_DEFAULTS.payment.iban_try });
      expect(stored.updatedById).toBe(roles.admin.user.id);
      const audit = await t.prisma.auditLog.findFirstOrThrow({
        where: { action: 'settings.update' },
        orderBy: { id: 'desc' },
      });
      expect(audit).toMatchObject({ actorId: roles.admin.user.id, entityType: 'settings' });
      expect(Object.keys(audit.details as object)).toEqual(['payment']);
    });

    it('updates several groups at once and answers them all', async () => {
      const response = await put({
        languages: { default_language: 'tr', enabled_languages: ['tr', 'ar'] },
        backup: { backup_frequency: 'weekly', backup_time: '03:30' },
        notifications: { notify_payment: false },
      }).expect(200);
      expect(response.body.data.languages).toEqual({ default_language: 'tr', enabled_languages: ['tr', 'ar'] });
      expect(response.body.data.backup).toMatchObject({
        backup_frequency: 'weekly',
        backup_time: '03:30',
        keep_backups: 30,
      });
      expect(response.body.data.notifications.notify_payment).toBe(false);
    });

    it.each([
      [{ security: { password_min_length: 3 } }, ['body', 'security', 'password_min_length'], 'أقل قيمة مسموحة 6'],
      [
        { security: { session_timeout: 12.5 } },
        ['body', 'security', 'session_timeout'],
        'يجب أن تكون القيمة رقماً صحيحاً',
      ],
      [
        { security: { max_login_attempts: '5' } },
        ['body', 'security', 'max_login_attempts'],
        'يجب أن تكون القيمة رقماً',
      ],
      [
        { notifications: { email_enabled: 'yes' } },
        ['body', 'notifications', 'email_enabled'],
        'يجب أن تكون القيمة نعم أو لا',
      ],
      [
        { notifications: { admin_email: 'not-mail' } },
        ['body', 'notifications', 'admin_email'],
        'البريد الإلكتروني غير صحيح',
      ],
      [{ payment: { iban_try: 'TR12' } }, ['body', 'payment', 'iban_try'], 'رقم IBAN غير صحيح'],
      [{ payment: { swift_code: 'SHORT' } }, ['body', 'payment', 'swift_code'], 'رمز SWIFT غير صحيح'],
      [{ payment: { bank_name: 'ب'.repeat(201) } }, ['body', 'payment', 'bank_name'], 'يجب ألا يزيد النص عن 200 حرفاً'],
      [
        { languages: { default_language: 'en', enabled_languages: ['ar'] } },
        ['body', 'languages', 'default_language'],
        'يجب أن تكون اللغة الافتراضية من اللغات المفعلة',
      ],
      [
        { languages: { enabled_languages: ['ar', 'fr'] } },
        ['body', 'languages', 'enabled_languages', 1],
        'اللغة غير مدعومة',
      ],
      [{ backup: { backup_time: '25:00' } }, ['body', 'backup', 'backup_time'], 'الوقت يجب أن يكون بالشكل HH:MM'],
      [{ backup: { backup_frequency: 'yearly' } }, ['body', 'backup', 'backup_frequency'], 'تكرار النسخ غير صحيح'],
      [{ payment: { api_secret: 'x' } }, ['body', 'payment', 'api_secret'], 'الحقل api_secret غير مسموح به'],
      [{ payment: 'cash' }, ['body', 'payment'], 'يجب أن يكون القسم كائناً من الحقول'],
    ])('refuses %j with 422, an Arabic message and nothing stored', async (body, loc, msg) => {
      const response = await put(body).expect(422);
      expect(response.body.detail).toEqual([expect.objectContaining({ loc, msg })]);
      const stored = await t.prisma.settingGroup.findMany();
      for (const row of stored) expect(row.data).toEqual(SETTINGS_DEFAULTS[row.key as keyof typeof SETTINGS_DEFAULTS]);
    });

    it('reads and saves a group whose stored row still holds fields the product no longer has', async () => {
      const retired = {
        payment: { accept_card: true },
        notifications: { admin_phone: '+90 212 555 01 00' },
        languages: { rtl_enabled: true },
      };
      await writeDirectly(t, async () => {
        for (const [key, fields] of Object.entries(retired)) {
          const data = { ...SETTINGS_DEFAULTS[key as keyof typeof retired], ...fields };
          await t.prisma.settingGroup.update({ where: { key }, data: { data: data as Prisma.InputJsonObject } });
        }
      });
      const read = await t.http().get('/api/v1/admin/settings').set(authOf(roles, 'admin')).expect(200);
      expect(read.body.data).toEqual(SETTINGS_DEFAULTS);
      const gql = await t.graphql(SETTINGS, {}, tokenOf(roles, 'admin'));
      expect(gql.body.errors).toBeUndefined();

      const saved = await put({
        payment: { bank_name: 'Akbank' },
        notifications: { notify_new_order: false },
        languages: { default_language: 'en' },
      }).expect(200);
      expect(saved.body.data.notifications).toEqual({ ...SETTINGS_DEFAULTS.notifications, notify_new_order: false });
      for (const [key, fields] of Object.entries(retired)) {
        const stored = await t.prisma.settingGroup.findUniqueOrThrow({ where: { key } });
        for (const field of Object.keys(fields)) expect(stored.data).not.toHaveProperty(field);
      }
    });

    it.each([
      [{ payment: { accept_card: true } }, 'accept_card'],
      [{ notifications: { admin_phone: '+90 500 000 00 99' } }, 'admin_phone'],
      [{ languages: { rtl_enabled: false } }, 'rtl_enabled'],
    ])('refuses the retired field in %j', async (body, field) => {
      const response = await put(body).expect(422);
      expect(response.body.detail).toEqual([expect.objectContaining({ msg: `الحقل ${field} غير مسموح به` })]);
    });

    it('answers an empty update with the settings as they are and records nothing', async () => {
      const before = await t.prisma.auditLog.count({ where: { action: 'settings.update' } });
      const response = await put({}).expect(200);
      expect(response.body.data).toEqual(SETTINGS_DEFAULTS);
      expect(await t.prisma.auditLog.count({ where: { action: 'settings.update' } })).toBe(before);
    });

    it('is described in the OpenAPI document, every group with its fields', async () => {
      const document = (await t.http().get('/api/v1/openapi.json').expect(200)).body;
      expect(Object.keys(document.paths['/api/v1/admin/settings'])).toEqual(['get', 'put']);
      const body = document.components.schemas.SettingsBody.properties;
      expect(Object.keys(body)).toEqual([
        'payment',
        'notifications',
        'languages',
        'security',
        'backup',
        'documents',
        'calendar',
      ]);
      expect(body.security.properties.password_min_length).toMatchObject({ type: 'integer', minimum: 6, maximum: 128 });
    });

    it('refuses an unknown group', async () => {
      const response = await put({ smtp: { password: 'x' } }).expect(422);
      expect(response.body.detail).toEqual([
        { loc: ['body', 'smtp'], msg: 'الحقل smtp غير مسموح به', type: 'whitelistValidation' },
      ]);
      expect(await t.prisma.settingGroup.findUnique({ where: { key: 'smtp' } })).toBeNull();
    });

    it('reports the errors of every group at once and stores none of them', async () => {
      const response = await put({
        payment: { bank_name: 'Akbank' },
        security: { password_min_length: 500 },
        backup: { keep_backups: 0 },
      }).expect(422);
      expect(response.body.detail.map((d: { loc: string[] }) => d.loc.slice(1).join('.'))).toEqual([
        'security.password_min_length',
        'backup.keep_backups',
      ]);
      const payment = await t.prisma.settingGroup.findUniqueOrThrow({ where: { key: 'payment' } });
      expect(payment.data).toEqual(SETTINGS_DEFAULTS.payment);
    });

    it.each(DENIED_CALLERS)('refuses %s and stores nothing', async (caller) => {
      const response = await put({ payment: { bank_name: 'Hacked' } }, caller);
      expect({ status: response.status, detail: response.body.detail }).toEqual({
        status: DENIED[caller].status,
        detail: DENIED[caller].detail,
      });
      const stored = await t.prisma.settingGroup.findUniqueOrThrow({ where: { key: 'payment' } });
      expect(stored.data).toEqual(SETTINGS_DEFAULTS.payment);
    });
  });

  describe('updateSettings mutation', () => {
    it('saves camelCase input into the stored groups', async () => {
      const response = await t.graphql(
        UPDATE,
        {
          input: {
            payment: { bankName: 'İş Bankası', ibanTry: 'TR33 0006 1005 1978 6457 8413 26' },
            languages: { enabledLanguages: ['ar', 'en'] },
          },
        },
        tokenOf(roles, 'admin'),
      );
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.updateSettings).toEqual({
        payment: { bankName: 'İş Bankası', ibanTry: 'TR330006100519786457841326' },
        languages: { defaultLanguage: 'ar', enabledLanguages: ['ar', 'en'] },
        security: { passwordMinLength: 8, sessionTimeout: 60 },
      });
      const stored = await t.prisma.settingGroup.findUniqueOrThrow({ where: { key: 'payment' } });
      expect(stored.data).toMatchObject({ bank_name: 'İş Bankası' });
    });

    it('refuses invalid values with BAD_USER_INPUT and the Arabic message', async () => {
      const response = await t.graphql(
        UPDATE,
        { input: { security: { passwordMinLength: 2 } } },
        tokenOf(roles, 'admin'),
      );
      expect(response.body.errors[0]).toMatchObject({
        message: 'أقل قيمة مسموحة 6',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const unknown = await t.graphql(UPDATE, { input: { payment: { apiSecret: 'x' } } }, tokenOf(roles, 'admin'));
      expect(graphqlCode(unknown.body)).toBe('BAD_USER_INPUT');
      const language = await t.graphql(
        UPDATE,
        { input: { languages: { defaultLanguage: 'fr' } } },
        tokenOf(roles, 'admin'),
      );
      expect(graphqlCode(language.body)).toBe('BAD_USER_INPUT');
    });

    it.each(DENIED_CALLERS)('refuses %s', async (caller) => {
      const response = await t.graphql(UPDATE, { input: { payment: { bankName: 'Hacked' } } }, tokenOf(roles, caller));
      expect(graphqlCode(response.body)).toBe(DENIED[caller].code);
      const stored = await t.prisma.settingGroup.findUniqueOrThrow({ where: { key: 'payment' } });
      expect(stored.data).toEqual(SETTINGS_DEFAULTS.payment);
    });
  });

  describe('takes effect at once', () => {
    it('a raised password minimum refuses a shorter password at registration, on both APIs', async () => {
      const tenCharacters = 'ten-chars!';
      await t.http().post('/api/v1/auth/register').send(newAccount(tenCharacters)).expect(201);
      await put({ security: { password_min_length: 12 } }).expect(200);
      const refused = await t.http().post('/api/v1/auth/register').send(newAccount(tenCharacters)).expect(422);
      expect(refused.body.detail).toEqual([
        { loc: ['body', 'password'], msg: 'كلمة المرور يجب أن تكون 12 أحرف على الأقل', type: 'min_length' },
      ]);
      const account = newAccount(tenCharacters);
      const gql = await t.graphql(`mutation ($input: RegisterInput!) { register(input: $input) { accessToken } }`, {
        input: { email: account.email, password: account.password, fullName: account.full_name, phone: account.phone },
      });
      expect(gql.body.errors[0]).toMatchObject({
        message: 'كلمة المرور يجب أن تكون 12 أحرف على الأقل',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      await t.http().post('/api/v1/auth/register').send(newAccount('twelve-chars')).expect(201);
      const config = await t.http().get('/api/v1/config').expect(200);
      expect(config.body.data.password_min_length).toBe(12);
    });

    it('a lower max_login_attempts locks an account sooner', async () => {
      const account = newAccount(TEST_PASSWORD);
      await t.http().post('/api/v1/auth/register').send(account).expect(201);
      await put({ security: { max_login_attempts: 2 } }).expect(200);
      await t.http().post('/api/v1/auth/login').send({ email: account.email, password: 'wrong-password' }).expect(401);
      await t.http().post('/api/v1/auth/login').send({ email: account.email, password: 'wrong-password' }).expect(429);
      const locked = await t
        .http()
        .post('/api/v1/auth/login')
        .send({ email: account.email, password: TEST_PASSWORD })
        .expect(429);
      expect(locked.body.detail).toContain('تم إيقاف تسجيل الدخول مؤقتاً');
    });

    it('a new session_timeout sets the lifetime of the next tokens', async () => {
      const account = newAccount(TEST_PASSWORD);
      await t.http().post('/api/v1/auth/register').send(account).expect(201);
      await put({ security: { session_timeout: 5 } }).expect(200);
      const login = await t
        .http()
        .post('/api/v1/auth/login')
        .send({ email: account.email, password: TEST_PASSWORD })
        .expect(200);
      const payload = JSON.parse(Buffer.from(login.body.data.access_token.split('.')[1], 'base64url').toString());
      expect(payload.exp - payload.iat).toBe(5 * 60);
    });
  });
});
