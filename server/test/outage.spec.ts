import pg from 'pg';
import type request from 'supertest';
import { isUnreachable } from '../src/common/errors/unreachable.js';
import { PostgresAdapterFactory } from '../src/database/postgres-adapter.js';
import { PrismaClient } from '../src/generated/prisma/client.js';
import { SessionService } from '../src/auth/session.service.js';
import { placeOrder, SAMPLE_FILES } from './helpers/orders.js';
import { startS3rver, type RunningS3rver } from './helpers/s3rver.js';
import { createTestDatabase, createUser, startTestApp, type TestApp, type TestDatabase } from './helpers/test-app.js';
import { waitFor } from './helpers/wait-for.js';

const UNAVAILABLE = 'الخدمة غير متاحة مؤقتاً. يرجى المحاولة بعد قليل';

/** A REST answer of an outage: 503, Retry-After, the Arabic message and the code a client acts on. */
function expectUnavailable(response: request.Response) {
  expect(response.status).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.body).toEqual({ detail: UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' });
}

describe('what counts as an unreachable service', () => {
  it('recognises the error the driver adapter really throws when nothing answers at the database’s address', async () => {
    // Nothing listens on port 1: the driver adapter reports the database unreachable (Prisma P1001).
    const refused = new PrismaClient({
      adapter: new PostgresAdapterFactory({ connectionString: 'postgresql://postgres@127.0.0.1:1/none' }),
    });
    const refusals = await Promise.all([
      refused.user.findFirst().catch((e: unknown) => e),
      refused.$queryRaw`SELECT 1`.catch((e: unknown) => e),
    ]);
    await refused.$disconnect();
    for (const error of refusals) expect(isUnreachable(error)).toBe(true);
  });

  it('recognises a terminated backend, socket errors and Prisma’s connection codes, but not a refused statement or a bug', () => {
    const adapterError = (cause: Record<string, unknown>) =>
      Object.assign(new Error('query failed'), {
        code: 'P2010',
        meta: { driverAdapterError: { name: 'DriverAdapterError', cause } },
      });
    const unreachable = [
      adapterError({
        kind: 'postgres',
        code: '57P01',
        severity: 'FATAL',
        message: 'terminating connection due to administrator command',
      }),
      adapterError({ kind: 'ConnectionClosed' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) }),
      Object.assign(new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]), {}),
      Object.assign(new Error('Server has closed the connection.'), { code: 'P1017' }),
      new Error('Connection terminated unexpectedly'),
      // What PGlite throws once closed (its own text: a fresh PGlite to close takes most of a minute to create).
      new Error('PGlite is closed'),
      new Error('AWS SDK error wrapper for Error: connect ECONNREFUSED 127.0.0.1:9000'),
    ];
    for (const error of unreachable) expect(isUnreachable(error)).toBe(true);
    const refusals = [
      adapterError({ kind: 'UniqueConstraintViolation', constraint: { fields: ['email'] } }),
      adapterError({ kind: 'postgres', code: '22P02', severity: 'ERROR', message: 'invalid input syntax' }),
      Object.assign(new Error('Unique constraint failed'), { code: 'P2002' }),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    ];
    for (const error of refusals) expect(isUnreachable(error)).toBe(false);
  });
});

// Only a PostgreSQL server has backend connections another client can terminate; PGlite runs inside this process.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('a database that drops the connections (PostgreSQL, pg_terminate_backend)', () => {
  let database: TestDatabase;
  let t: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startTestApp(database);
    admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
    await database?.drop();
  });

  const ME = '{ me { id } }';
  const ORDER = 'query ($id: Int!) { order(id: $id) { id } }';

  it('answers 503 (never 401 or 500) to every request it cannot serve, on REST and GraphQL, and the session still works afterwards', async () => {
    const client = await createUser(t, 'client');
    const order = await placeOrder(t, client);
    const { refreshToken } = await t.app.get(SessionService).start(client.user, false);
    const requests = () => [
      t.http().get('/api/v1/auth/me').set('Authorization', client.auth),
      t.http().get(`/api/v1/orders/${order.id}`).set('Authorization', client.auth),
      t.http().post('/api/v1/auth/refresh').send({ refresh_token: refreshToken }),
      t.graphql(ME, undefined, client.token),
      t.graphql(ORDER, { id: order.id }, client.token),
    ];

    // Every request checks its session in refresh_tokens: while the table is locked they all wait in the
    // database, and the connections they wait on are then terminated under them.
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE refresh_tokens IN ACCESS EXCLUSIVE MODE');
    const answers = requests().map((call) => call.then((response) => response));
    // Inside a transaction pg_stat_activity is a snapshot taken once: clear it to see the requests arrive.
    const waiting = async () =>
      (await admin.query('SELECT pg_stat_clear_snapshot()')) &&
      Number(
        (
          await admin.query(
            `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`,
          )
        ).rows[0].count,
      );
    await waitFor(async () => (await waiting()) === 5, 20_000);
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    const [me, orderRead, refresh, gqlMe, gqlOrder] = await Promise.all(answers);
    await admin.query('ROLLBACK');

    for (const response of [me, orderRead, refresh]) expectUnavailable(response);
    for (const response of [gqlMe, gqlOrder]) {
      expect(response.body.errors[0]).toMatchObject({
        message: UNAVAILABLE,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    }

    // The database is back: the same access token and refresh token still work.
    const after = await Promise.all(requests());
    expect(after.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(after[3].body.data.me.id).toBe(client.user.id);
  });

  it('while the connections keep dropping, answers each request 200 or 503, never 401 or 500', async () => {
    const client = await createUser(t, 'client');
    const order = await placeOrder(t, client);
    let dropping = true;
    const drop = (async () => {
      let rounds = 0;
      while (dropping || rounds < 3) {
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        );
        rounds += 1;
      }
    })();
    const statuses: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      const answers = await Promise.all([
        t.http().get('/api/v1/auth/me').set('Authorization', client.auth),
        t.http().get(`/api/v1/orders/${order.id}`).set('Authorization', client.auth),
        t.graphql(ME, undefined, client.token),
      ]);
      for (const answer of answers) {
        statuses.push(answer.status);
        if (answer.status === 503) expectUnavailable(answer);
        if (answer.body.errors) expect(answer.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      }
    }
    dropping = false;
    await drop;
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  });
});

describe('a bucket that does not answer (s3rver stopped)', () => {
  let s3rver: RunningS3rver;
  let t: TestApp;
  beforeAll(async () => {
    s3rver = await startS3rver();
    t = await startTestApp(undefined, s3rver.env);
  });
  afterAll(async () => {
    await t?.close();
    await s3rver?.stop();
  });

  it('answers uploads and downloads 503 with Retry-After instead of 500', async () => {
    const client = await createUser(t, 'client');
    const order = await placeOrder(t, client);
    const files = `/api/v1/orders/${order.id}/files`;
    const stored = await t
      .http()
      .post(files)
      .set('Authorization', client.auth)
      .attach('files', SAMPLE_FILES.pdf, 'passport.pdf')
      .expect(201);
    const download = `${files}/${stored.body.data[0].id}`;
    await t.http().get(download).set('Authorization', client.auth).expect(200);

    await s3rver.stop();
    expectUnavailable(
      await t.http().post(files).set('Authorization', client.auth).attach('files', SAMPLE_FILES.pdf, 'visa.pdf'),
    );
    expectUnavailable(await t.http().get(download).set('Authorization', client.auth));
  });
});
