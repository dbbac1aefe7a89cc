import { jest } from '@jest/globals';
import type { Response } from 'supertest';
import { PublicCatalogue } from '../src/catalog/public-catalogue.js';
import { MAX_ALIASES } from '../src/common/graphql/query-limits.js';
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

    const service = await t.prisma.service.findFirstOrThrow({
      where: { isActive: true },
      orderBy: { sortOrder: 'asc' },
    });
    const { auth } = await createUser(t, 'admin');
    await t
      .http()
      .put(`/api/v1/services/${service.id}`)
      .set('Authorization', auth)
      .send({ name_ar: 'اسم بعد التعديل' })
      .expect(200);

    const changed = await t.http().get('/api/v1/services').set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(namesOf(changed.body)).toContain('اسم بعد التعديل');
    await t.http().get('/api/v1/services?category=other').set('If-None-Match', etag).expect(200);
  });

  it('drops the list on a change written straight into the database (a restore, another tool)', async () => {
    expect(await graphqlNames(t)).not.toContain('تغيير خارجي');
    await t.prisma
      .$executeRaw`UPDATE services SET name_ar = 'تغيير خارجي' WHERE id = (SELECT min(id) FROM services WHERE is_active)`;
    // PGlite delivers the notification with the statement; PostgreSQL over the listening connection.
    await waitFor(async () => (await graphqlNames(t)).includes('تغيير خارجي'));
    expect(namesOf((await t.http().get('/api/v1/services').expect(200)).body)).toContain('تغيير خارجي');
  });
});

describe('GraphQL answers of the public services list kept in memory', () => {
  let t: TestApp;
  let lists: jest.SpiedFunction<PublicCatalogue['list']>;
  beforeAll(async () => {
    t = await startTestApp();
    lists = jest.spyOn(t.app.get(PublicCatalogue), 'list');
  });
  beforeEach(() => lists.mockClear());
  afterAll(() => t.close());

  // Each test sends its own operation: answers stored by another test must not decide its outcome.
  const operation = (name: string, fields = 'services { id nameAr price currency imageUrl }') => ({
    operationName: name,
    query: `query ${name} { ${fields} }`,
    variables: {},
  });
  const post = (body: object, headers: Record<string, string> = {}) =>
    t.http().post('/graphql').set('Content-Type', 'application/json').set(headers).send(body);
  const perRequest = new Set(['date', 'x-request-id']);
  const sameForEveryRequest = (response: Response) =>
    Object.fromEntries(Object.entries(response.headers).filter(([name]) => !perRequest.has(name)));

  it('answers a repeated anonymous query without running it, with the bytes and headers of its execution', async () => {
    const body = operation('StoredAnswer');
    const executed = await post(body).expect(200);
    const stored = await post(body).expect(200);
    expect(lists).toHaveBeenCalledTimes(1);
    expect(stored.text).toBe(executed.text);
    expect(executed.headers['cache-control']).toBe('no-store');
    expect(sameForEveryRequest(stored)).toEqual(sameForEveryRequest(executed));
    expect(stored.headers['x-request-id']).not.toBe(executed.headers['x-request-id']);
    // Compressed for a client that accepts it, like any answer over 1 KB.
    expect((await post(body, { 'Accept-Encoding': 'gzip' }).expect(200)).headers['content-encoding']).toBe('gzip');
  });

  it('keeps one answer per set of variables and per Accept, each the executed one', async () => {
    const query = 'query ByCategory($category: ServiceCategory) { services(category: $category) { id category } }';
    const answers = async () => [
      (await post({ query, variables: { category: 'other' } }).expect(200)).text,
      (await post({ query, variables: { category: 'translation' } }).expect(200)).text,
      (
        await post({ query, variables: { category: 'other' } }, { Accept: 'application/graphql-response+json' }).expect(
          200,
        )
      ).headers['content-type'],
    ];
    const executed = await answers();
    expect(await answers()).toEqual(executed);
    expect(lists).toHaveBeenCalledTimes(3);
    expect(executed[0]).not.toBe(executed[1]);
    expect(executed[2]).toMatch(/^application\/graphql-response\+json/);
  });

  it('runs every request that carries credentials, and keeps none of their answers for others', async () => {
    const body = operation('WithCredentials');
    const { auth } = await createUser(t, 'client');
    await post(body, { Authorization: auth }).expect(200);
    await post(body, { Authorization: auth }).expect(200);
    await post(body).expect(200);
    expect(lists).toHaveBeenCalledTimes(3);
  });

  it('runs each time an operation that asks for more than the list', async () => {
    const service = await t.prisma.service.findFirstOrThrow({ where: { isActive: true } });
    for (const fields of ['__typename services { id }', `services { id } service(id: ${service.id}) { id }`]) {
      const body = operation('MoreThanTheList', fields);
      await post(body).expect(200);
      await post(body).expect(200);
    }
    expect(lists).toHaveBeenCalledTimes(4);
  });

  it('keeps no answer with errors: the next request runs again', async () => {
    const body = operation('FailedOnce');
    lists.mockRejectedValueOnce(new Error('connection lost'));
    expect((await post(body).expect(200)).body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect((await post(body).expect(200)).body.data.services.length).toBeGreaterThan(0);
    expect(lists).toHaveBeenCalledTimes(2);
  });

  it('still refuses what the query limits and CSRF prevention refuse', async () => {
    const aliases = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `s${i}: services { id }`).join(' ');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await post(operation('TooManyAliases', aliases)).expect(400)).body.errors[0].extensions.code).toBe(
        'QUERY_TOO_COMPLEX',
      );
    }
    const body = operation('SentAsPlainText');
    await post(body).expect(200);
    const plainText = await t
      .http()
      .post('/graphql')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify(body))
      .expect(400);
    expect(plainText.text).toMatch(/Cross-Site Request Forgery/);
  });

  it('drops the answers when the catalogue changes through this instance', async () => {
    const body = operation('BeforeAndAfterAChange', 'services { nameAr }');
    expect((await post(body).expect(200)).text).not.toContain('اسم بعد تعديل آخر');
    const service = await t.prisma.service.findFirstOrThrow({
      where: { isActive: true },
      orderBy: { sortOrder: 'asc' },
    });
    const { auth } = await createUser(t, 'admin');
    await t
      .http()
      .put(`/api/v1/services/${service.id}`)
      .set('Authorization', auth)
      .send({ name_ar: 'اسم بعد تعديل آخر' })
      .expect(200);
    expect((await post(body).expect(200)).text).toContain('اسم بعد تعديل آخر');
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
    const secondLists = jest.spyOn(second.app.get(PublicCatalogue), 'list');
    expect(await graphqlNames(second)).toEqual(namesOf(before.body));
    expect(secondLists).not.toHaveBeenCalled(); // answered from memory
    const service = await first.prisma.service.findFirstOrThrow({
      where: { isActive: true },
      orderBy: { sortOrder: 'asc' },
    });
    const { auth } = await createUser(first, 'admin');

    await first
      .http()
      .put(`/api/v1/services/${service.id}`)
      .set('Authorization', auth)
      .send({ name_ar: 'تعديل من النسخة الأولى' })
      .expect(200);
    await waitFor(
      async () =>
        (await second.http().get('/api/v1/services').set('If-None-Match', before.headers.etag)).status === 200,
    );
    expect(namesOf((await second.http().get('/api/v1/services').expect(200)).body)).toContain('تعديل من النسخة الأولى');
    await waitFor(async () => (await graphqlNames(second)).includes('تعديل من النسخة الأولى'));

    await first.http().delete(`/api/v1/services/${service.id}`).set('Authorization', auth).expect(200);
    await waitFor(async () => !(await graphqlNames(second)).includes('تعديل من النسخة الأولى'));
  });
});
