import { CMS_DEFAULTS } from '../src/cms/cms-defaults.js';
import { SETTINGS_DEFAULTS } from '../src/settings/settings-defaults.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { authOf, type Caller, restoreContentDefaults, type Roles, signedInRoles, tokenOf } from './helpers/content.js';

const PUBLIC_CONFIG = /* GraphQL */ `
  query {
    publicConfig {
      passwordMinLength
      site {
        name
        description
        logoUrl
        faviconUrl
        primaryColor
        secondaryColor
      }
      contact {
        phone
        whatsapp
        email
        address
        workingHours
      }
      languages {
        defaultLanguage
        enabledLanguages
      }
      payment {
        bankName
        accountHolder
        ibanTry
        ibanUsd
        swiftCode
        syriatelCashNumber
        mtnCashNumber
        acceptedMethods
      }
    }
  }
`;
const CALLERS = ['anonymous', 'client', 'staff', 'admin'] as const;

describe('public configuration', () => {
  let t: TestApp;
  let roles: Roles;
  beforeAll(async () => {
    t = await startTestApp();
    roles = await signedInRoles(t);
  });
  afterEach(() => restoreContentDefaults(t));
  afterAll(() => t.close());

  const saveSettings = (body: object) =>
    t.http().put('/api/v1/admin/settings').set(authOf(roles, 'admin')).send(body).expect(200);

  it('tells the client the password minimum, branding, contact, languages and how to pay', async () => {
    const response = await t.http().get('/api/v1/config').expect(200);
    expect(response.body.data).toEqual({
      password_min_length: 8,
      require_email_verification: true,
      site: {
        name: CMS_DEFAULTS.settings.site_name,
        description: CMS_DEFAULTS.settings.site_description,
        logo_url: null,
        favicon_url: null,
        primary_color: '#486581',
        secondary_color: '#f59e0b',
      },
      contact: CMS_DEFAULTS.contact,
      languages: SETTINGS_DEFAULTS.languages,
      payment: {
        bank_name: SETTINGS_DEFAULTS.payment.bank_name,
        account_holder: SETTINGS_DEFAULTS.payment.account_holder,
        iban_try: SETTINGS_DEFAULTS.payment.iban_try,
        iban_usd: SETTINGS_DEFAULTS.payment.iban_usd,
        swift_code: SETTINGS_DEFAULTS.payment.swift_code,
        syriatel_cash_number: SETTINGS_DEFAULTS.payment.syriatel_cash_number,
        mtn_cash_number: SETTINGS_DEFAULTS.payment.mtn_cash_number,
        accepted_methods: ['bank_transfer', 'syriatel_cash', 'mtn_cash'],
      },
    });
  });

  it('answers the same over GraphQL', async () => {
    const [rest, gql] = await Promise.all([t.http().get('/api/v1/config'), t.graphql(PUBLIC_CONFIG)]);
    expect(gql.body.errors).toBeUndefined();
    const config = gql.body.data.publicConfig;
    expect(config.passwordMinLength).toBe(rest.body.data.password_min_length);
    expect(config.site).toMatchObject({
      name: rest.body.data.site.name,
      primaryColor: rest.body.data.site.primary_color,
      logoUrl: null,
    });
    expect(config.contact.workingHours).toBe(rest.body.data.contact.working_hours);
    expect(config.languages).toEqual({ defaultLanguage: 'ar', enabledLanguages: ['ar', 'tr', 'en'] });
    expect(config.payment).toMatchObject({
      ibanTry: rest.body.data.payment.iban_try,
      acceptedMethods: rest.body.data.payment.accepted_methods,
    });
  });

  it.each(CALLERS)('is readable by %s on both APIs', async (caller: Caller) => {
    await t.http().get('/api/v1/config').set(authOf(roles, caller)).expect(200);
    const gql = await t.graphql('{ publicConfig { passwordMinLength } }', {}, tokenOf(roles, caller));
    expect(gql.body.data.publicConfig.passwordMinLength).toBe(8);
  });

  it('carries nothing secret: no notification addresses, lockout or backup settings', async () => {
    await saveSettings({ notifications: { admin_email: 'owner.private@example.com' } });
    const response = await t.http().get('/api/v1/config').expect(200);
    const text = JSON.stringify(response.body);
    for (const secret of [
      'admin_email',
      'max_login_attempts',
      'session_timeout',
      'backup',
      'two_factor',
      'owner.private@example.com',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('follows the settings and the CMS as soon as they are saved', async () => {
    await saveSettings({
      security: { password_min_length: 10 },
      languages: { default_language: 'tr', enabled_languages: ['tr'] },
      payment: { accept_cash: false, bank_name: 'Vakıfbank' },
    });
    await t
      .http()
      .put('/api/v1/admin/cms')
      .set(authOf(roles, 'admin'))
      .send({ settings: { site_name: 'مكتب الشام' }, contact: { email: 'new@example.com' } })
      .expect(200);
    const response = await t.http().get('/api/v1/config').expect(200);
    expect(response.body.data).toMatchObject({
      password_min_length: 10,
      site: { name: 'مكتب الشام' },
      contact: { email: 'new@example.com' },
      languages: { default_language: 'tr', enabled_languages: ['tr'] },
      payment: { bank_name: 'Vakıfbank', accepted_methods: ['bank_transfer'] },
    });
  });

  it('offers a method only when its details are set', async () => {
    await saveSettings({ payment: { iban_try: '', iban_usd: '', mtn_cash_number: '' } });
    const response = await t.http().get('/api/v1/config').expect(200);
    expect(response.body.data.payment.accepted_methods).toEqual(['syriatel_cash']);
    const gql = await t.graphql('{ publicConfig { payment { acceptedMethods } } }');
    expect(gql.body.data.publicConfig.payment.acceptedMethods).toEqual(['syriatel_cash']);
  });
});
