import { CacheService } from '../src/database/cache.service.js';
import { createUser, startTestApp, type TestApp } from './helpers/test-app.js';
import { waitFor } from './helpers/wait-for.js';

const entriesOf = (t: TestApp) =>
  Object.fromEntries(
    t.app
      .get(CacheService)
      .report()
      .map(({ name, entries }) => [name, entries]),
  );

describe('the cache service: every cache of database rows in one place', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists each registered cache with its channel and what it keeps, and shows a change dropping it', async () => {
    const caches = t.app.get(CacheService);
    expect(caches.report().map(({ name, channel, live }) => ({ name, channel, live }))).toEqual(
      expect.arrayContaining([
        { name: 'public-catalogue', channel: 'catalogue_changed', live: true },
        { name: 'graphql-answers:public-catalogue', channel: 'catalogue_changed', live: true },
        { name: 'order-status-counts', channel: 'order_statuses_changed', live: true },
        { name: 'settings', channel: 'settings_changed', live: true },
        { name: 'cms', channel: 'cms_changed', live: true },
      ]),
    );

    await t.http().get('/api/v1/services').expect(200);
    await t.http().get('/api/v1/services?category=other').expect(200);
    const operation = { query: 'query CachedList { services { id } }', variables: {} };
    await t.http().post('/graphql').send(operation).expect(200);
    expect(entriesOf(t)).toMatchObject({ 'public-catalogue': 2, 'graphql-answers:public-catalogue': 1 });

    const { auth } = await createUser(t, 'admin');
    const service = await t.prisma.service.findFirstOrThrow({ where: { isActive: true } });
    await t
      .http()
      .put(`/api/v1/services/${service.id}`)
      .set('Authorization', auth)
      .send({ name_ar: 'اسم جديد' })
      .expect(200);
    expect(entriesOf(t)).toMatchObject({ 'public-catalogue': 0, 'graphql-answers:public-catalogue': 0 });
  });
});

// Only PostgreSQL has listening connections (PGlite runs in this process).
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('the cache service on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** Backends on this test's database whose last statement was a LISTEN: the app's listeners. */
  const listeners = () =>
    t.prisma.$queryRaw<
      { pid: number }[]
    >`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`;

  it('listens to every channel on one connection, whose loss every cache sees and recovers from', async () => {
    const [listener, ...others] = await listeners();
    expect(others).toEqual([]);
    expect(listener).toBeDefined();

    const caches = t.app.get(CacheService);
    await t.prisma.$queryRaw`SELECT pg_terminate_backend(${listener.pid}::int)`;
    await waitFor(async () => caches.report().every((cache) => !cache.live));
    await waitFor(async () => caches.report().every((cache) => cache.live), 5000);

    const after = await listeners();
    expect(after).toHaveLength(1);
    expect(after[0].pid).not.toBe(listener.pid);
  });
});
