import { jest } from '@jest/globals';
import request from 'supertest';
import { createApp } from '../src/app.factory.js';
import { PrismaService } from '../src/database/prisma.service.js';
import { createTestDatabase, testConfig, type TestDatabase } from './helpers/test-app.js';
import { waitFor } from './helpers/wait-for.js';

describe('request log lines', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createApp>>;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createApp(testConfig(database, { LOG_LEVEL: 'info' }), {
      logDestination: { write: (line: string) => lines.push(JSON.parse(line)) },
    });
    await app.init();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('carry the request id, the route template and the duration; lines logged inside a request carry its id', async () => {
    const server = app.getHttpServer();
    await request(server).get('/api/v1/services/424242').set('X-Request-Id', 'log-line-1').expect(404);
    // pino-http writes the closing line when the answer has finished, which may be just after the client has it.
    const closing = (id: string) => lines.find((line) => line.reqId === id && line.msg === 'request completed');
    await waitFor(async () => closing('log-line-1') !== undefined);
    const done = closing('log-line-1');
    expect((done?.req as { id?: string }).id).toBe('log-line-1');
    expect(done).toMatchObject({
      reqId: 'log-line-1',
      route: '/api/v1/services/:id',
      responseTime: expect.any(Number),
      res: { statusCode: 404 },
    });

    const spy = jest
      .spyOn(app.get(PrismaService).service, 'findFirst')
      .mockRejectedValueOnce(new Error('disk on fire'));
    await request(server).get('/api/v1/services/1').set('X-Request-Id', 'log-line-2').expect(500);
    spy.mockRestore();
    expect(lines.find((line) => line.msg === 'Unexpected error')).toMatchObject({ reqId: 'log-line-2' });

    await request(server)
      .post('/graphql')
      .set('X-Request-Id', 'log-line-3')
      .send({ query: 'query ServicesForLog { services { id } }' })
      .expect(200);
    await waitFor(async () => closing('log-line-3') !== undefined);
    expect(closing('log-line-3')).toMatchObject({ route: 'ServicesForLog' });
  });

  it('keep the start-up quiet: no line per mapped route or loaded module at info', () => {
    expect(lines.filter((line) => /Mapped \{|dependencies initialized/.test(String(line.msg)))).toEqual([]);
  });
});
