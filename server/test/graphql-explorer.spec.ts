import { rm } from 'node:fs/promises';
import { EXPLORER_HTML, fakeClientDist, INDEX_HTML } from './helpers/client-dist.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
// The policy of every page reached over plain http, as these tests are (no upgrade-insecure-requests there).
const SITE_POLICY =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;" +
  "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline'";

describe('the GraphQL explorer at /graphql', () => {
  let dist: string;
  const apps: Record<'on' | 'off', TestApp> = {} as never;
  beforeAll(async () => {
    dist = await fakeClientDist(true);
    apps.on = await startTestApp(undefined, { CLIENT_DIST: dist, GRAPHQL_EXPLORER: 'true' });
    apps.off = await startTestApp(undefined, { CLIENT_DIST: dist, GRAPHQL_EXPLORER: 'false' });
    // Two apps, each with its own new database: more than jest's minute on a busy two-core machine.
  }, 180_000);
  afterAll(async () => {
    await Promise.all(Object.values(apps).map((app) => app.close()));
    await rm(dist, { recursive: true, force: true });
  });

  const browserGet = (app: TestApp, pagePath: string) => app.http().get(pagePath).set('Accept', BROWSER_ACCEPT);

  it('answers a browser with the explorer page while GRAPHQL_EXPLORER is on, under the policy of every other page', async () => {
    const response = await browserGet(apps.on, '/graphql').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toBe(EXPLORER_HTML);
    expect(response.headers['content-security-policy']).toBe(SITE_POLICY);
    expect((await browserGet(apps.on, '/').expect(200)).headers['content-security-policy']).toBe(SITE_POLICY);
  });

  it("answers a browser as Apollo does while GRAPHQL_EXPLORER is off, with no page (Nest's CDN GraphiQL included)", async () => {
    const response = await browserGet(apps.off, '/graphql').expect(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it.each(['on', 'off'] as const)(
    'leaves GraphQL requests to Apollo with the setting %s, a GET asking for JSON included',
    async (setting) => {
      expect((await apps[setting].graphql('{ services { id } }')).body.data.services.length).toBeGreaterThan(0);
      const get = await apps[setting]
        .http()
        .get('/graphql')
        .query({ query: '{ services { id } }' })
        .set('Accept', 'application/json')
        .set('Apollo-Require-Preflight', 'true')
        .expect(200);
      expect(get.body.data.services.length).toBeGreaterThan(0);
    },
  );

  it.each(['on', 'off'] as const)('never serves the page under its file name (setting %s)', async (setting) => {
    const response = await browserGet(apps[setting], '/graphiql.html').expect(404);
    expect(response.text).toBe(INDEX_HTML);
  });
});
