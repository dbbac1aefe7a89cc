import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { SERVICE_CATALOGUE } from '../src/catalog/catalogue-defaults.js';
import { CMS_DEFAULTS } from '../src/cms/cms-defaults.js';
import { readMigrationList } from '../src/database/migrations.js';
import { DEFAULT_TRACKING_RATE_LIMIT } from '../src/tracking/tracking-rate-limiter.js';
import { freshIp, SAMPLE_FILES } from './helpers/orders.js';
import { startS3rver, type RunningS3rver } from './helpers/s3rver.js';
import { spawnServer, type ServerProcess } from './helpers/server-process.js';
import { createTestDatabase, TEST_ADMIN, type TestDatabase } from './helpers/test-app.js';
import { waitFor } from './helpers/wait-for.js';

/**
 * Several replicas of the built server on one PostgreSQL database, as docker-compose.yml runs them:
 * started at the same moment on an empty database, then sharing caches (NOTIFY), rate limits (Redis)
 * and files (S3). Needs PostgreSQL, so it runs when DATABASE_URL is set (.ci/run's PostgreSQL step).
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!databaseUrl) {
  console.warn(
    '\n*** SKIPPED test/replicas.spec.ts: several server processes on one database need PostgreSQL. ***\n' +
      '*** Run it with DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres (and REDIS_URL) after npm run build. ***\n',
  );
}

/** Three replicas starting on an empty database, however busy the machine: migrations and seeding one after the other. */
const START_TIMEOUT_MS = 180_000;
const REPLICAS = 3;

(databaseUrl ? describe : describe.skip)('replicas of the server on one PostgreSQL database', () => {
  let db: TestDatabase;
  let s3: RunningS3rver;
  let replicas: ServerProcess[] = [];
  let adminToken: string;
  const query = async <T>(sql: string) => {
    const client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const graphql = (replica: ServerProcess, body: object) =>
    request(replica.url).post('/graphql').set('Content-Type', 'application/json').send(body);

  beforeAll(async () => {
    [db, s3] = await Promise.all([createTestDatabase(), startS3rver()]);
    const shared = {
      NODE_ENV: 'production',
      DATABASE_URL: db.databaseUrl,
      REDIS_URL: redisUrl ?? '',
      JWT_SECRET: 'replicas-test-secret-that-is-long-enough',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: 'warn',
      CLIENT_DIST: path.join(db.dataDir, 'no-client'),
      ...s3.env,
    };
    // Each replica has a data folder of its own, as on separate hosts: nothing is shared through it.
    const dataDirs = Array.from({ length: REPLICAS }, (_, i) => path.join(db.dataDir, `replica-${i + 1}`));
    await Promise.all(dataDirs.map((dir) => mkdir(dir)));
    replicas = await Promise.all(dataDirs.map((DATA_DIR) => spawnServer({ ...shared, DATA_DIR })));
    await Promise.all(replicas.map((replica) => replica.healthy(START_TIMEOUT_MS)));
    const login = await request(replicas[0].url).post('/api/v1/auth/login').send(TEST_ADMIN).expect(200);
    adminToken = login.body.data.access_token;
  }, START_TIMEOUT_MS + 60_000);

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await Promise.all([s3?.stop(), db?.drop()]);
  }, 60_000);

  it('all start together on the empty database, applying each migration and seeding the catalogue, content and admin once', async () => {
    const folders = (await readMigrationList()).migrationDirectories.map((m) => m.path);
    const migrations = await query<{ name: string; finished: boolean }>(
      'SELECT migration_name AS name, finished_at IS NOT NULL AS finished FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(migrations).toEqual(folders.map((name) => ({ name, finished: true })));
    const [counts] = await query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM services) AS services, (SELECT count(*)::int FROM cms_sections) AS cms,
              (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM users WHERE role = 'admin') AS admins`,
    );
    expect(counts).toEqual({
      services: SERVICE_CATALOGUE.length,
      // Each section once, with its Turkish and English beside it.
      cms: Object.keys(CMS_DEFAULTS).length * 3,
      users: 1,
      admins: 1,
    });
  });

  it("sees a catalogue change made through one replica in the others' cached lists, over REST and GraphQL", async () => {
    const [editor, restReader, graphqlReader] = replicas;
    const restNames = async () =>
      ((await request(restReader.url).get('/api/v1/services').expect(200)).body.data as { name_ar: string }[]).map(
        (s) => s.name_ar,
      );
    const graphqlNames = async () =>
      (
        (await graphql(graphqlReader, { query: '{ services { nameAr } }' }).expect(200)).body.data.services as {
          nameAr: string;
        }[]
      ).map((s) => s.nameAr);
    // Both readers hold the list in memory before the change.
    expect(await restNames()).not.toContain('اسم من نسخة أخرى');
    expect(await graphqlNames()).not.toContain('اسم من نسخة أخرى');

    const [service] = await query<{ id: number }>('SELECT min(id) AS id FROM services WHERE is_active');
    await request(editor.url)
      .put(`/api/v1/services/${service.id}`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ name_ar: 'اسم من نسخة أخرى' })
      .expect(200);

    await waitFor(async () => (await restNames()).includes('اسم من نسخة أخرى'));
    await waitFor(async () => (await graphqlNames()).includes('اسم من نسخة أخرى'));
  });

  // Needs a Redis server: REDIS_URL (the project's machines have redis://127.0.0.1:6379; .ci/run sets it).
  (redisUrl ? it : it.skip)(
    'counts public tracking lookups of one address across replicas (Redis), over REST and GraphQL',
    async () => {
      const ip = freshIp();
      for (let lookup = 0; lookup < DEFAULT_TRACKING_RATE_LIMIT.points; lookup += 1) {
        const replica = replicas[lookup % REPLICAS];
        await request(replica.url).get('/api/v1/orders/track/TRK-AAAAAAAA').set('X-Forwarded-For', ip).expect(404);
      }
      // The limit is spent on the three replicas together, though none of them counted it alone.
      for (const replica of replicas) {
        await request(replica.url).get('/api/v1/orders/track/TRK-AAAAAAAA').set('X-Forwarded-For', ip).expect(429);
        const refused = await graphql(replica, {
          query: '{ trackOrder(trackingNumber: "TRK-AAAAAAAA") { status } }',
        }).set('X-Forwarded-For', ip);
        expect(refused.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      }
      const otherAddress = freshIp();
      await request(replicas[0].url)
        .get('/api/v1/orders/track/TRK-AAAAAAAA')
        .set('X-Forwarded-For', otherAddress)
        .expect(404);
    },
  );

  it('downloads through one replica a file uploaded through another (S3), over REST and GraphQL', async () => {
    const [placer, uploader, downloader] = replicas;
    const auth = `Bearer ${adminToken}`;
    const [service] = await query<{ id: number }>('SELECT min(id) AS id FROM services WHERE is_active');
    const order = await request(placer.url)
      .post('/api/v1/orders')
      .set('Authorization', auth)
      .send({ service_id: service.id, phone: '+905321234567' })
      .expect(201);
    const orderId = order.body.data.id as number;
    const uploaded = await request(uploader.url)
      .post(`/api/v1/orders/${orderId}/files`)
      .set('Authorization', auth)
      .attach('files', SAMPLE_FILES.pdf, 'passport.pdf')
      .expect(201);
    const fileId = uploaded.body.data[0].id as number;

    const downloaded = await request(downloader.url)
      .get(`/api/v1/orders/${orderId}/files/${fileId}`)
      .set('Authorization', auth)
      .buffer(true)
      .parse(bufferBody)
      .expect(200);
    expect(Buffer.compare(downloaded.body as Buffer, SAMPLE_FILES.pdf)).toBe(0);
    const listed = await graphql(placer, { query: `{ order(id: ${orderId}) { files { id originalName } } }` })
      .set('Authorization', auth)
      .expect(200);
    expect(listed.body.data.order.files).toEqual([{ id: fileId, originalName: 'passport.pdf' }]);
  });
});

/** Collects a binary answer whole (supertest parses only text types by default). */
const bufferBody: Parameters<request.Test['parse']>[0] = (response, done) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};
