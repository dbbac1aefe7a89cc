import { jest } from '@jest/globals';
import { startTestApp, type TestApp } from './helpers/test-app.js';

describe('platform behaviour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports the database in the health check', async () => {
    const response = await t.http().get('/api/v1/health').expect(200);
    expect(response.body.data.status).toBe('ok');
    expect(response.body.data.database.status).toBe('up');
    expect(['pglite', 'postgresql']).toContain(response.body.data.database.kind);
  });

  it('answers an unknown API route with 404 and an Arabic detail', async () => {
    const response = await t.http().get('/api/v1/no-such-thing').expect(404);
    expect(response.body).toEqual({ detail: 'العنصر المطلوب غير موجود' });
  });

  it('gives every response a request id and keeps a caller-supplied one', async () => {
    const made = await t.http().get('/api/v1/health');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.http().get('/api/v1/health').set('X-Request-Id', 'partner-123');
    expect(kept.headers['x-request-id']).toBe('partner-123');
  });

  it('sends security headers', async () => {
    const response = await t.http().get('/api/v1/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answers an unexpected failure with 500, a generic message and no stack', async () => {
    const spy = jest.spyOn(t.prisma.service, 'findMany').mockRejectedValueOnce(new Error('disk on fire'));
    const response = await t.http().get('/api/v1/services').expect(500);
    spy.mockRestore();
    expect(response.body).toEqual({ detail: 'حدث خطأ غير متوقع. يرجى المحاولة لاحقاً' });
    expect(JSON.stringify(response.body)).not.toContain('disk on fire');
  });

  it('answers an unexpected GraphQL failure with INTERNAL_SERVER_ERROR and no details', async () => {
    const spy = jest.spyOn(t.prisma.service, 'findMany').mockRejectedValueOnce(new Error('disk on fire'));
    const response = await t.graphql('{ services { id } }');
    spy.mockRestore();
    expect(response.body.errors[0]).toMatchObject({ message: 'حدث خطأ غير متوقع. يرجى المحاولة لاحقاً', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(JSON.stringify(response.body)).not.toContain('disk on fire');
  });
});
