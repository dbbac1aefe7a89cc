import { rm } from 'node:fs/promises';
import { jest } from '@jest/globals';
import { DEFAULT_TRACKING_RATE_LIMIT } from '../src/tracking/tracking-rate-limiter.js';
import { fakeClientDist, INDEX_HTML } from './helpers/client-dist.js';
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

  it('sends pages (here the API explorer) the whole set of security headers', async () => {
    const response = await t.http().get('/api/v1/docs/').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it.each([
    ['REST', () => t.http().get('/api/v1/health')],
    ['GraphQL', () => t.graphql('{ services { id } }')],
  ])('sends %s answers only the headers an API answer needs', async (_api, send) => {
    const { headers } = await send();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    for (const pageOnly of [
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'x-dns-prefetch-control',
    ])
      expect(headers[pageOnly]).toBeUndefined();
  });

  it.each([
    ['over plain http, as the compose stack opened from another machine is', {}, {}, false],
    [
      'when the request came over TLS, told by the trusted proxy (loopback by default)',
      {},
      { 'X-Forwarded-Proto': 'https' },
      true,
    ],
    ['when PUBLIC_URL is https, whatever the request', { PUBLIC_URL: 'https://office.example.com' }, {}, true],
    [
      'not when X-Forwarded-Proto comes from a proxy that is not trusted',
      { TRUST_PROXY: '10.9.9.9' },
      { 'X-Forwarded-Proto': 'https' },
      false,
    ],
  ])(
    'asks the browser to upgrade asset requests to https only when reached over https: %s',
    async (_case, env, headers, upgrades) => {
      const app = Object.keys(env).length > 0 ? await startTestApp(undefined, env) : t;
      try {
        const policy = (await app.http().get('/api/v1/docs/').set(headers).expect(200)).headers[
          'content-security-policy'
        ];
        expect(policy).toContain("default-src 'self'");
        expect(policy.includes('upgrade-insecure-requests')).toBe(upgrades);
      } finally {
        if (app !== t) await app.close();
      }
    },
  );

  it('answers an unexpected failure with 500, a generic message and no stack', async () => {
    const spy = jest.spyOn(t.prisma.service, 'findFirst').mockRejectedValueOnce(new Error('disk on fire'));
    const response = await t.http().get('/api/v1/services/1').expect(500);
    spy.mockRestore();
    expect(response.body).toEqual({ detail: 'حدث خطأ غير متوقع. يرجى المحاولة لاحقاً' });
    expect(JSON.stringify(response.body)).not.toContain('disk on fire');
  });

  it('tells caches not to keep API answers, which carry personal data', async () => {
    expect((await t.http().get('/api/v1/auth/me').expect(401)).headers['cache-control']).toBe('no-store');
    expect((await t.graphql('{ services { id } }')).headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['believes X-Forwarded-For from the configured proxy (loopback by default)', {}, 200],
    [
      'ignores X-Forwarded-For from anyone else, so a neighbour cannot pick its own rate-limit key',
      { TRUST_PROXY: '10.9.9.9' },
      429,
    ],
  ])('%s', async (_case, env, lastStatus) => {
    const app = await startTestApp(undefined, env);
    try {
      let status = 0;
      for (let i = 0; i <= DEFAULT_TRACKING_RATE_LIMIT.points; i += 1) {
        status = (
          await app
            .http()
            .get('/api/v1/orders/track/TRK-AAAAAAAA')
            .set('X-Forwarded-For', `203.0.113.${i + 1}`)
        ).status;
      }
      expect(status === 404 ? 200 : status).toBe(lastStatus);
    } finally {
      await app.close();
    }
  });

  it('answers an unexpected GraphQL failure with INTERNAL_SERVER_ERROR and no details', async () => {
    const spy = jest.spyOn(t.prisma.service, 'findFirst').mockRejectedValueOnce(new Error('disk on fire'));
    const response = await t.graphql('{ service(id: 1) { id } }');
    spy.mockRestore();
    expect(response.body.errors[0]).toMatchObject({
      message: 'حدث خطأ غير متوقع. يرجى المحاولة لاحقاً',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(response.body)).not.toContain('disk on fire');
  });
});

describe('serving the built client', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fakeClientDist(true);
    t = await startTestApp(undefined, { CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const page = (pagePath: string) => t.http().get(pagePath).set('Accept', 'text/html');

  it.each([
    '/',
    '/services',
    '/track-order?number=TRK-7KX4M9QA',
    '/contact/',
    '/orders/42',
    '/orders/42/',
    '/Admin/CMS',
    '/admin',
    '/reset-password?token=abc',
  ])('answers the page %s with index.html and 200', async (pagePath) => {
    const response = await page(pagePath).expect(200);
    // A public page carries its own head for search engines (seo.spec.ts); the rest is index.html as built.
    expect(response.text.replace(/<head>.*<\/head>/s, '')).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/no-such-page',
    '/orders',
    '/orders/',
    '/orders/42/files',
    '/admin/cms/extra',
    '/services.php',
    '//services//',
  ])(
    'answers the unknown path %s with index.html and 404, for the router to show its not-found page',
    async (pagePath) => {
      const response = await page(pagePath).expect(404);
      expect(response.text).toBe(INDEX_HTML);
    },
  );

  it('still serves the assets, the API and its JSON 404', async () => {
    const asset = await t.http().get('/assets/app.js').expect(200);
    expect(asset.text).toBe('console.log(1)');
    const api = await page('/api/v1/no-such-thing').expect(404);
    expect(api.body).toEqual({ detail: 'العنصر المطلوب غير موجود' });
  });

  it('serves the precompressed copy the browser accepts, brotli first, hashed assets cached for good', async () => {
    const raw = (accept: string) =>
      t
        .http()
        .get('/assets/app.js')
        .set('Accept-Encoding', accept)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
    const brotli = await raw('gzip, deflate, br').expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    // superagent decodes brotli itself: the file arrives as the browser would read it.
    expect((brotli.body as Buffer).toString()).toBe('console.log(1)');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await raw('gzip').expect(200)).headers['content-encoding']).toBe('gzip');
    expect((await raw('identity').expect(200)).headers['content-encoding']).toBeUndefined();
    const favicon = await t.http().get('/favicon.svg').expect(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses API answers over 1 KB', async () => {
    const services = await t.http().get('/api/v1/services').set('Accept-Encoding', 'gzip').expect(200);
    expect(services.headers['content-encoding']).toBe('gzip');
    expect(services.body.data.length).toBeGreaterThan(0);
    const health = await t.http().get('/api/v1/health').set('Accept-Encoding', 'gzip').expect(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('answers every path with 200 when the client ships no page paths', async () => {
    const bare = await fakeClientDist(false);
    const app = await startTestApp(undefined, { CLIENT_DIST: bare });
    try {
      const response = await app.http().get('/no-such-page').set('Accept', 'text/html').expect(200);
      expect(response.text).toBe(INDEX_HTML);
    } finally {
      await app.close();
      await rm(bare, { recursive: true, force: true });
    }
  });
});
