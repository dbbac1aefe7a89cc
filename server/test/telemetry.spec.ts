import { DEFAULT_TRACKING_RATE_LIMIT } from '../src/tracking/tracking-rate-limiter.js';
import { createUser, startTestApp, type TestApp } from './helpers/test-app.js';

/** The value of one series in Prometheus' text format (0 when absent): `name{label="value",…} 12`. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=\w+=")/);
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return 0;
}

const METRICS_TOKEN = 'metrics-token-for-the-tests-1234';

describe('/metrics', () => {
  let t: TestApp;
  const scrape = async () => (await t.http().get('/metrics').expect(200)).text;
  beforeAll(async () => {
    t = await startTestApp(undefined, { METRICS_TOKEN });
  });
  afterAll(() => t.close());

  it('answers in Prometheus text format with process metrics, the outbox backlog and last backup age', async () => {
    const response = await t.http().get('/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(response.text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(response.text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(response.text).toMatch(/^mail_outbox_pending 0$/m);
    expect(response.text).toMatch(/^backup_last_completed_timestamp_seconds 0$/m);
    if (t.prisma.connection.kind === 'postgresql')
      expect(valueOf(response.text, 'database_pool_connections')).toBeGreaterThan(0);
    else expect(response.text).not.toMatch(/^database_pool_connections /m);
  });

  it('counts REST requests by route template, not by URL, with their duration', async () => {
    const labels = { api: 'rest', route: '/api/v1/services/:id', method: 'GET', status: '404' };
    const before = valueOf(await scrape(), 'http_request_duration_seconds_count', labels);
    await t.http().get('/api/v1/services/987654').expect(404);
    await t.http().get('/api/v1/services/987655').expect(404);
    const after = await scrape();
    expect(valueOf(after, 'http_request_duration_seconds_count', labels)).toBe(before + 2);
    expect(after).not.toContain('987654');
    expect(valueOf(after, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 2);
  });

  it('counts GraphQL requests by operation name, told in the document or by operationName', async () => {
    const labels = { api: 'graphql', route: 'ServicesForMetrics', method: 'POST', status: '200' };
    const before = valueOf(await scrape(), 'http_request_duration_seconds_count', labels);
    expect((await t.graphql('query ServicesForMetrics { services { id } }')).status).toBe(200);
    await t
      .http()
      .post('/graphql')
      .send({
        query: 'query A { services { id } } query ServicesForMetrics { services { name } }',
        operationName: 'ServicesForMetrics',
      })
      .expect(200);
    expect(valueOf(await scrape(), 'http_request_duration_seconds_count', labels)).toBe(before + 2);
  });

  it('counts rate-limit refusals by limit', async () => {
    const before = valueOf(await scrape(), 'rate_limit_refusals_total', { limit: 'track-order' });
    for (let i = 0; i <= DEFAULT_TRACKING_RATE_LIMIT.points; i += 1)
      await t.http().get('/api/v1/orders/track/TRK-METRICS1').set('X-Forwarded-For', '198.51.100.77');
    expect(valueOf(await scrape(), 'rate_limit_refusals_total', { limit: 'track-order' })).toBe(before + 1);
  });

  it('counts backups and gives the last one’s age', async () => {
    const admin = await createUser(t, 'admin');
    const labels = { trigger: 'manual', status: 'completed' };
    const before = valueOf(await scrape(), 'backups_total', labels);
    await t.http().post('/api/v1/admin/backups').set('Authorization', admin.auth).expect(201);
    const after = await scrape();
    expect(valueOf(after, 'backups_total', labels)).toBe(before + 1);
    expect(Math.abs(valueOf(after, 'backup_last_completed_timestamp_seconds') - Date.now() / 1000)).toBeLessThan(120);
  });

  it('refuses a caller outside private networks without the token, and serves one with it', async () => {
    const outside = '203.0.113.9'; // believed: the test connects from loopback, the default TRUST_PROXY
    const refused = await t.http().get('/metrics').set('X-Forwarded-For', outside).expect(403);
    expect(refused.text).not.toContain('http_request_duration_seconds');
    await t
      .http()
      .get('/metrics')
      .set('X-Forwarded-For', outside)
      .set('Authorization', 'Bearer not-the-token-at-all-00000000')
      .expect(403);
    const allowed = await t
      .http()
      .get('/metrics')
      .set('X-Forwarded-For', outside)
      .set('Authorization', `Bearer ${METRICS_TOKEN}`)
      .expect(200);
    expect(allowed.text).toContain('http_request_duration_seconds');
    for (const inside of ['10.1.2.3', '172.20.0.4', '192.168.1.20', '::1'])
      await t.http().get('/metrics').set('X-Forwarded-For', inside).expect(200);
  });
});
