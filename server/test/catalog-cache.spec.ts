import { createTestDatabase, createUser, startTestApp, type TestApp, type TestDatabase } from './helpers/test-app.js';
import { waitFor } from './helpers/wait-for.js';

const namesOf = (body: { data: { name_ar: string }[] }) => body.data.map((service) => service.name_ar);
const graphqlNames = async (t: TestApp) => {
  const response = await t.graphql('{ services { nameAr } }');
  return (response.body.data.services as { nameAr: string }[]).map((service) => service.nameAr);
};

describe('public services list served from memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers If-None-Match with 304 while the list is unchanged, and 200 with a new ETag after a change', async () => {
    const first = await t.http().get('/api/v1/services').expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);

    const revalidated = await t.http().get('/api/v1/services').set('If-None-Match', etag).expect(304);
    expect(revalidated.text).toBe('');
    expect(revalidated.headers.etag).toBe(etag);

    const service = await t.prisma.service.findFirstOrThrow({ where: { isActive: true }, orderBy: { sortOrder: 'asc' } });
    const { auth } = await createUser(t, 'admin');
    await t.http().put(`/api/v1/services/${service.id}`).set('Authorization', auth).send({ name_ar: 'اسم بعد التعديل' }).expect(200);

    const changed = await t.http().get('/api/v1/services').set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(namesOf(changed.body)).toContain('اسم بعد التعديل');
    await t.http().get('/api/v1/services?category=other').set('If-None-Match', etag).expect(200);
  });

  it('drops the list on a change written straight into the database (a restore, another tool)', async () => {
    expect(await graphqlNames(t)).not.toContain('تغيير خارجي');
    await t.prisma.$executeRaw`UPDATE services SET name_ar = 'تغيير خارجي' WHERE id = (SELECT min(id) FROM services WHERE is_active)`;
    // PGlite delivers the notification with the statement; PostgreSQL over the listening connection.
    await waitFor(async () => (await graphqlNames(t)).includes('تغيير خارجي'));
    expect(namesOf((await t.http().get('/api/v1/services').expect(200)).body)).toContain('تغيير خارجي');
  });
});

// Two instances on one data folder are refused on PGlite; several instances exist only on PostgreSQL.
const severalInstances = process.env.DATABASE_URL ? describe : describe.skip;

severalInstances('public services list across instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    first = await startTestApp(database);
    second = await startTestApp(database);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await database.drop();
  });

  // NOTIFY reaches the other instance about a millisecond after the commit (tens of ms on a loaded machine).
  it('shows a change made through one instance on the other instance, REST and GraphQL', async () => {
    const before = await second.http().get('/api/v1/services').expect(200);
    expect(await graphqlNames(second)).toEqual(namesOf(before.body));
    const service = await first.prisma.service.findFirstOrThrow({ where: { isActive: true }, orderBy: { sortOrder: 'asc' } });
    const { auth } = await createUser(first, 'admin');

    await first.http().put(`/api/v1/services/${service.id}`).set('Authorization', auth).send({ name_ar: 'تعديل من النسخة الأولى' }).expect(200);
    await waitFor(async () => (await second.http().get('/api/v1/services').set('If-None-Match', before.headers.etag)).status === 200);
    expect(namesOf((await second.http().get('/api/v1/services').expect(200)).body)).toContain('تعديل من النسخة الأولى');

    await first.http().delete(`/api/v1/services/${service.id}`).set('Authorization', auth).expect(200);
    await waitFor(async () => !(await graphqlNames(second)).includes('تعديل من النسخة الأولى'));
  });
});
