import { jest } from '@jest/globals';
import { startS3rver } from './helpers/s3rver.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const HOUR = 3600_000;

describe('health for operators', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers live with the uptime, checking nothing else', async () => {
    const response = await t.http().get('/api/v1/health/live').expect(200);
    expect(response.body.data).toEqual({ status: 'ok', uptime_seconds: expect.any(Number) });
  });

  it('answers ready with each part, its status and latency, the mail backlog and the last backup age', async () => {
    await t.prisma.mailOutbox.createMany({
      data: [
        {
          kind: 'test',
          toAddress: 'a@test.local',
          subject: 'old',
          text: 'x',
          createdAt: new Date(Date.now() - 2 * HOUR),
          nextAttemptAt: new Date(Date.now() + HOUR),
        },
        {
          kind: 'test',
          toAddress: 'b@test.local',
          subject: 'sent',
          text: 'x',
          status: 'sent',
          createdAt: new Date(Date.now() - 5 * HOUR),
        },
      ],
    });
    await t.prisma.backup.create({
      data: {
        fileName: 'health-test.tar.gz',
        trigger: 'manual',
        status: 'completed',
        completedAt: new Date(Date.now() - 3 * HOUR),
      },
    });
    const response = await t.http().get('/api/v1/health/ready').expect(200);
    const { status, parts } = response.body.data;
    expect(status).toBe('ok');
    expect(parts.database).toEqual({
      status: 'up',
      required: true,
      latency_ms: expect.any(Number),
      kind: t.prisma.connection.kind,
    });
    expect(parts.storage).toBeUndefined(); // files in the data folder: no bucket to check
    expect(parts.redis).toBeUndefined();
    expect(parts.mail_outbox).toMatchObject({ status: 'up', required: false, pending: 1 });
    expect(parts.mail_outbox.oldest_pending_age_seconds).toBeGreaterThanOrEqual(2 * 3600);
    expect(parts.mail_outbox.oldest_pending_age_seconds).toBeLessThan(2 * 3600 + 60);
    expect(parts.last_backup).toMatchObject({ status: 'up', required: false });
    expect(parts.last_backup.age_seconds).toBeGreaterThanOrEqual(3 * 3600);
    expect(Date.parse(parts.last_backup.last_completed_at)).toBeLessThan(Date.now() - 3 * HOUR + 1000);
  });

  it('answers ready 503 while the database is down, and the old /health keeps its 503 too', async () => {
    const spy = jest.spyOn(t.prisma, '$queryRaw').mockRejectedValue(new Error('connection refused'));
    try {
      const ready = await t.http().get('/api/v1/health/ready').expect(503);
      expect(ready.body.data.status).toBe('error');
      expect(ready.body.data.parts.database).toMatchObject({ status: 'down', required: true });
      expect(JSON.stringify(ready.body)).not.toContain('connection refused');
      await t.http().get('/api/v1/health').expect(503);
      await t.http().get('/api/v1/health/live').expect(200);
    } finally {
      spy.mockRestore();
    }
    await t.http().get('/api/v1/health/ready').expect(200);
  });

  it('reports an unreachable Redis as down without refusing readiness (rate limits fall back to memory)', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const app = await startTestApp(undefined, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const response = await app.http().get('/api/v1/health/ready').expect(200);
      expect(response.body.data.parts.redis).toMatchObject({ status: 'down', required: false });
    } finally {
      await app.close();
    }
  });

  (process.env.REDIS_URL ? it : it.skip)('reports a reachable Redis as up', async () => {
    const app = await startTestApp(undefined, { REDIS_URL: process.env.REDIS_URL });
    try {
      const response = await app.http().get('/api/v1/health/ready').expect(200);
      expect(response.body.data.parts.redis).toEqual({ status: 'up', required: false, latency_ms: expect.any(Number) });
    } finally {
      await app.close();
    }
  });
});

describe('readiness with files in an S3 bucket', () => {
  it('checks the bucket and answers 503 once it cannot be reached', async () => {
    const s3rver = await startS3rver();
    let stopped = false;
    const t = await startTestApp(undefined, s3rver.env);
    try {
      const up = await t.http().get('/api/v1/health/ready').expect(200);
      expect(up.body.data.parts.storage).toEqual({ status: 'up', required: true, latency_ms: expect.any(Number) });
      await s3rver.stop();
      stopped = true;
      const down = await t.http().get('/api/v1/health/ready').expect(503);
      expect(down.body.data.status).toBe('error');
      expect(down.body.data.parts.storage).toMatchObject({ status: 'down', required: true });
      expect(down.body.data.parts.database.status).toBe('up');
    } finally {
      await t.close();
      if (!stopped) await s3rver.stop();
    }
  });
});
