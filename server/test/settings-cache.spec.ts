import { CMS_DEFAULTS } from '../src/cms/cms-defaults.js';
import { SETTINGS_DEFAULTS } from '../src/settings/settings-defaults.js';
import { createTestDatabase, createUser, startTestApp, type TestApp, type TestDatabase } from './helpers/test-app.js';
import { restoreContentDefaults } from './helpers/content.js';
import { countSqlStatements, placeOrder } from './helpers/orders.js';
import { waitFor } from './helpers/wait-for.js';

type PublicConfigBody = { site: { name: string }; payment: { bank_name: string } };
const PUBLIC_CONFIG = /* GraphQL */ `
  {
    publicConfig {
      site {
        name
      }
      payment {
        bankName
      }
    }
  }
`;

const publicConfig = async (t: TestApp) =>
  (await t.http().get('/api/v1/config').expect(200)).body.data as PublicConfigBody;
const shows = (config: PublicConfigBody, siteName: string, bankName: string) =>
  config.site.name === siteName && config.payment.bank_name === bankName;

describe('settings and content served from memory', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, 'admin');
  });
  afterEach(() => restoreContentDefaults(t));
  afterAll(() => t.close());

  it('answers the public configuration without SQL once read, on both APIs', async () => {
    await publicConfig(t);
    const sql = await countSqlStatements(t);
    expect(await sql.during(() => t.http().get('/api/v1/config').expect(200))).toEqual([]);
    expect(await sql.during(() => t.graphql(PUBLIC_CONFIG))).toEqual([]);
    const gql = await t.graphql(PUBLIC_CONFIG);
    expect(gql.body).toEqual({
      data: {
        publicConfig: {
          site: { name: CMS_DEFAULTS.settings.site_name },
          payment: { bankName: SETTINGS_DEFAULTS.payment.bank_name },
        },
      },
    });
  });

  it('shows an order to an admin without a second factor in 2 SQL statements: the session check and the order', async () => {
    const order = await placeOrder(t, await createUser(t, 'client'));
    await t.settled();
    const read = () => t.http().get(`/api/v1/orders/${order.id}`).set('Authorization', admin.auth).expect(200);
    await read();
    const sql = await countSqlStatements(t);
    expect((await sql.during(read)).length).toBeLessThanOrEqual(2);
  });

  it('drops its copies on a change written straight into the database (another tool, a hand-written fix)', async () => {
    expect(shows(await publicConfig(t), CMS_DEFAULTS.settings.site_name, SETTINGS_DEFAULTS.payment.bank_name)).toBe(
      true,
    );
    await t.prisma
      .$executeRaw`UPDATE cms_sections SET data = jsonb_set(data, '{site_name}', '"مكتب عدّل يدوياً"') WHERE key = 'settings'`;
    await t.prisma
      .$executeRaw`UPDATE setting_groups SET data = jsonb_set(data, '{bank_name}', '"بنك عدّل يدوياً"') WHERE key = 'payment'`;
    // PGlite delivers the notification with the statement; PostgreSQL over the listening connection.
    await waitFor(async () => shows(await publicConfig(t), 'مكتب عدّل يدوياً', 'بنك عدّل يدوياً'));
  });

  it('drops its copies when a backup is restored (the restore empties the tables with TRUNCATE)', async () => {
    const backup = await t.http().post('/api/v1/admin/backups').set('Authorization', admin.auth).expect(201);
    await t
      .http()
      .put('/api/v1/admin/settings')
      .set('Authorization', admin.auth)
      .send({ payment: { bank_name: 'بنك بعد النسخة' } })
      .expect(200);
    await t
      .http()
      .put('/api/v1/admin/cms')
      .set('Authorization', admin.auth)
      .send({ settings: { site_name: 'مكتب بعد النسخة' } })
      .expect(200);
    expect(shows(await publicConfig(t), 'مكتب بعد النسخة', 'بنك بعد النسخة')).toBe(true);

    await t
      .http()
      .post(`/api/v1/admin/backups/${backup.body.data.id}/restore`)
      .set('Authorization', admin.auth)
      .expect(200);
    await waitFor(async () =>
      shows(await publicConfig(t), CMS_DEFAULTS.settings.site_name, SETTINGS_DEFAULTS.payment.bank_name),
    );
  });
});

// Two instances on one data folder are refused on PGlite; several instances exist only on PostgreSQL.
const severalInstances = process.env.DATABASE_URL ? describe : describe.skip;

severalInstances('settings and content across instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let auth: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    first = await startTestApp(database);
    second = await startTestApp(database);
    ({ auth } = await createUser(first, 'admin'));
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await database.drop();
  });

  // NOTIFY reaches the other instance about a millisecond after the commit (tens of ms on a loaded machine).
  it('shows content saved through one instance on the other, REST and GraphQL', async () => {
    for (const instance of [first, second])
      expect((await publicConfig(instance)).site.name).toBe(CMS_DEFAULTS.settings.site_name);

    await first
      .http()
      .put('/api/v1/admin/cms')
      .set('Authorization', auth)
      .send({ settings: { site_name: 'مكتب من النسخة الأولى' } })
      .expect(200);
    expect((await publicConfig(first)).site.name).toBe('مكتب من النسخة الأولى');
    await waitFor(async () => (await publicConfig(second)).site.name === 'مكتب من النسخة الأولى');
    expect((await second.graphql(PUBLIC_CONFIG)).body.data.publicConfig.site.name).toBe('مكتب من النسخة الأولى');
  });

  it('closes the back office on the other instance and shows the new payment details once a setting is saved through one', async () => {
    const staff = await createUser(second, 'staff');
    await second.http().get('/api/v1/admin/orders').set('Authorization', staff.auth).expect(200);
    for (const instance of [first, second])
      expect((await publicConfig(instance)).payment.bank_name).toBe(SETTINGS_DEFAULTS.payment.bank_name);

    const change = { security: { two_factor_enabled: true }, payment: { bank_name: 'بنك من النسخة الأولى' } };
    await first.http().put('/api/v1/admin/settings').set('Authorization', auth).send(change).expect(200);
    // The instance that saved it answers with the change at once.
    expect((await publicConfig(first)).payment.bank_name).toBe('بنك من النسخة الأولى');
    await waitFor(
      async () => (await second.http().get('/api/v1/admin/orders').set('Authorization', staff.auth)).status === 403,
    );
    expect((await publicConfig(second)).payment.bank_name).toBe('بنك من النسخة الأولى');
  });
});
