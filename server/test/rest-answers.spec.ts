import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { placeOrder, REGISTRY_EXTRACT_ANSWERS, SAMPLE_FILES } from './helpers/orders.js';
import { createUser, startTestApp, TEST_PASSWORD, type TestApp } from './helpers/test-app.js';

/**
 * The REST vocabulary as partners meet it, held still: the exact text of the main routes' answers on the same
 * data, and the shape of every described success answer (field names, types, formats, enums, required and
 * nullable), compared with the fixtures in test/fixtures/. A change to either is a change to the public API:
 * make it on purpose, then rewrite the fixtures with `UPDATE_REST_FIXTURES=1` and review their diff.
 */
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const ANSWERS = path.join(FIXTURES, 'rest-answers.json');
const SHAPES = path.join(FIXTURES, 'rest-answer-shapes.json');
const UPDATE = process.env.UPDATE_REST_FIXTURES === '1';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type OpenApi = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: Json }> }> }>>;
  components: { schemas: Record<string, Json> };
};

/** What changes from run to run (instants, due states, random numbers, tokens, archive sizes, the database) replaced by its kind; the rest is kept byte for byte. */
const steady = (text: string) =>
  text
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g, '<instant>')
    .replace(/TRK-[A-Z0-9]{8}/g, '<tracking-number>')
    .replace(/ORD-\d{4}-/g, 'ORD-<year>-')
    .replace(/\d{4}-\d{2}(?=")/g, '<month>')
    .replace(/"(access_token|refresh_token)":"[^"]+"/g, '"$1":"<token>"')
    .replace(/backup-[^"]+\.tar\.gz/g, '<backup-file>')
    .replace(/"(size_bytes|latency_ms)":\d+/g, '"$1":<number>')
    .replace(/"kind":"(pglite|postgresql)"/g, '"kind":"<database>"')
    // Derived from the clock and the weekday the test runs on (due within 24 hours, or later over a weekend).
    .replace(/"due_state":(null|"soon"|"overdue")/g, '"due_state":"<due-state>"')
    .replace(/"soon":\d+/g, '"soon":<count>');

/** What documents a field without changing its type: prose, and the input rules a stored section also states. */
const NOT_TYPING = new Set([
  'description',
  'example',
  'title',
  'default',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'additionalProperties',
]);

/**
 * A schema reduced to what a generated client types: `$ref`s inlined, a lone `allOf` opened, prose and input
 * rules dropped, OpenAPI's `integer` read as `number` (both are a JSON number).
 */
function shape(node: Json, schemas: Record<string, Json>): Json {
  if (Array.isArray(node)) return node.map((item) => shape(item, schemas));
  if (node === null || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string')
    return shape(
      { ...node, $ref: null, ...(schemas[node.$ref.replace('#/components/schemas/', '')] as object) },
      schemas,
    );
  if (Array.isArray(node.allOf) && node.allOf.length === 1)
    return shape({ ...node, allOf: null, ...(node.allOf[0] as object) }, schemas);
  const kept = Object.entries(node).filter(([key, value]) => !NOT_TYPING.has(key) && value !== null);
  const reduced: Record<string, Json> = Object.fromEntries(
    kept.map(([key, value]) => [key, key === 'type' && value === 'integer' ? 'number' : shape(value, schemas)]),
  );
  if (Array.isArray(reduced.required)) reduced.required = [...reduced.required].sort() as Json;
  return reduced;
}

async function compareWithFixture(file: string, actual: unknown) {
  if (UPDATE) await writeFile(file, `${JSON.stringify(actual, null, 2)}\n`);
  expect(actual).toEqual(JSON.parse(await readFile(file, 'utf8')));
}

describe('the REST answers, byte for byte, and the shapes the OpenAPI document gives them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('describes every success answer with the same fields, types and required ones as before', async () => {
    const document = (await t.http().get('/api/v1/openapi.json').expect(200)).body as OpenApi;
    const shapes: Record<string, Json> = {};
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, answer] of Object.entries(operation.responses)) {
          const schema = answer.content?.['application/json']?.schema;
          if (status.startsWith('2') && schema)
            shapes[`${method.toUpperCase()} ${route} ${status}`] = shape(schema, document.components.schemas);
        }
      }
    }
    await compareWithFixture(SHAPES, shapes);
  });

  it('answers the main routes with the same text as before on the same data', async () => {
    const admin = await createUser(t, 'admin', { email: 'admin-answers@test.local', fullName: 'مدير المكتب' });
    const client = await createUser(t, 'client', { email: 'client-answers@test.local', fullName: 'عميل المكتب' });
    const asAdmin = { Authorization: admin.auth };
    const asClient = { Authorization: client.auth };
    const answers: Record<string, string> = {};
    const record = (name: string, response: { text: string }) => {
      answers[name] = steady(response.text);
    };

    record(
      'POST /auth/login',
      await t.http().post('/api/v1/auth/login').send({ email: client.user.email, password: TEST_PASSWORD }).expect(200),
    );
    record('GET /auth/me', await t.http().get('/api/v1/auth/me').set(asClient).expect(200));
    record(
      'PUT /auth/profile',
      await t.http().put('/api/v1/auth/profile').set(asClient).send({ full_name: 'عميل المكتب' }).expect(200),
    );
    record('POST /orders', { text: JSON.stringify({ data: await placeOrder(t, client, { notes: 'ملاحظة' }) }) });
    const order = await placeOrder(t, client, { payment_method: 'syriatel_cash' });
    record(
      'POST /orders/{id}/files',
      await t
        .http()
        .post(`/api/v1/orders/${order.id}/files`)
        .set(asClient)
        .attach('files', SAMPLE_FILES.pdf, 'passport.pdf')
        .expect(201),
    );
    record(
      'POST /orders/{id}/receipt',
      await t
        .http()
        .post(`/api/v1/orders/${order.id}/receipt`)
        .set(asClient)
        .attach('file', SAMPLE_FILES.png, 'receipt.png')
        .expect(201),
    );
    record(
      'PUT /admin/orders/{id}/status',
      await t
        .http()
        .put(`/api/v1/admin/orders/${order.id}/status`)
        .set(asAdmin)
        .send({ status: 'paid', note: 'وصل' })
        .expect(200),
    );
    const serviceId = order.service_id as number;
    for (const [name, url, headers] of [
      ['GET /services', '/api/v1/services', {}],
      ['GET /services/{id}', `/api/v1/services/${serviceId}`, {}],
      ['GET /config', '/api/v1/config', {}],
      ['GET /content', '/api/v1/content', {}],
      ['GET /health', '/api/v1/health', {}],
      ['GET /orders', '/api/v1/orders', asClient],
      ['GET /orders/{id} as the client', `/api/v1/orders/${order.id}`, asClient],
      ['GET /orders/{id} as an admin', `/api/v1/orders/${order.id}`, asAdmin],
      ['GET /orders/track/{trackingNumber}', `/api/v1/orders/track/${order.tracking_number}`, {}],
      ['GET /admin/orders', '/api/v1/admin/orders', asAdmin],
      ['GET /admin/services', '/api/v1/admin/services?page_size=3', asAdmin],
      ['GET /admin/users', '/api/v1/admin/users', asAdmin],
      ['GET /admin/stats', '/api/v1/admin/stats', asAdmin],
      ['GET /admin/counters', '/api/v1/admin/counters', asAdmin],
      ['GET /admin/notifications', '/api/v1/admin/notifications', asAdmin],
      ['GET /admin/cms', '/api/v1/admin/cms', asAdmin],
      ['GET /admin/settings', '/api/v1/admin/settings', asAdmin],
    ] as const) {
      record(name, await t.http().get(url).set(headers).expect(200));
    }
    const held = await placeOrder(t, client);
    record(
      'POST /orders/{id}/hold',
      await t
        .http()
        .post(`/api/v1/orders/${held.id}/hold`)
        .set(asAdmin)
        .send({ request: 'يرجى رفع نسخة أوضح من الصفحة الثانية' })
        .expect(200),
    );
    record(
      'POST /orders/{id}/hold/answer',
      await t.http().post(`/api/v1/orders/${held.id}/hold/answer`).set(asClient).send({ answer: 'رفعتها' }).expect(200),
    );
    record(
      'POST /orders/{id}/results',
      await t
        .http()
        .post(`/api/v1/orders/${held.id}/results`)
        .set(asAdmin)
        .field('note', 'القيد وترجمته')
        .field('carrier', 'DHL')
        .field('courier_tracking_number', '1234567890')
        .attach('files', SAMPLE_FILES.pdf, 'extract.pdf')
        .expect(201),
    );
    record(
      'GET /orders/{id}/results as the client',
      await t.http().get(`/api/v1/orders/${held.id}/results`).set(asClient).expect(200),
    );
    record(
      'POST /orders/{id}/messages',
      await t
        .http()
        .post(`/api/v1/orders/${held.id}/messages`)
        .set(asAdmin)
        .field('body', 'وصلت الوثائق، وسنبدأ العمل اليوم')
        .attach('files', SAMPLE_FILES.pdf, 'receipt.pdf')
        .expect(201),
    );
    record(
      'GET /orders/{id}/messages as the client',
      await t.http().get(`/api/v1/orders/${held.id}/messages`).set(asClient).expect(200),
    );
    record('GET /auth/me/messages', await t.http().get('/api/v1/auth/me/messages').set(asClient).expect(200));
    record(
      'POST /orders/{id}/messages/read',
      await t.http().post(`/api/v1/orders/${held.id}/messages/read`).set(asClient).expect(200),
    );
    record('POST /admin/backups', await t.http().post('/api/v1/admin/backups').set(asAdmin).expect(201));
    record('GET /admin/backups', await t.http().get('/api/v1/admin/backups').set(asAdmin).expect(200));
    const father = {
      kind: 'relative',
      relation: 'father',
      full_name_ar: 'أحمد محمد الحلبي',
      full_name_latin: 'Ahmad Mohammad Alhalabi',
      father_name: 'محمد',
      mother_name: 'فاطمة الخطيب',
      birth_date: '1955-04-12',
      birth_place: 'حلب',
      national_number: '01010123456',
    };
    record('POST /orders for a relative', {
      text: JSON.stringify({ data: await placeOrder(t, client, { applicant: father }) }),
    });
    record(
      'POST /auth/me/people',
      await t.http().post('/api/v1/auth/me/people').set(asClient).send(father).expect(201),
    );
    record('GET /auth/me/people', await t.http().get('/api/v1/auth/me/people').set(asClient).expect(200));
    const extract = await t.prisma.service.findFirstOrThrow({
      where: { nameAr: 'إخراج قيد فردي' },
      include: { requiredDocuments: { orderBy: { sortOrder: 'asc' } } },
    });
    const withDocuments = await placeOrder(t, client, {
      service_id: extract.id,
      answers: REGISTRY_EXTRACT_ANSWERS,
    });
    const filled = await t
      .http()
      .post(`/api/v1/orders/${withDocuments.id}/documents/${extract.requiredDocuments[0].id}`)
      .set(asClient)
      .attach('file', SAMPLE_FILES.pdf, 'passport.pdf')
      .expect(201);
    record('POST /orders/{id}/documents/{requirementId}', filled);
    record(
      'PUT /orders/{id}/documents/{documentId}/review',
      await t
        .http()
        .put(`/api/v1/orders/${withDocuments.id}/documents/${filled.body.data.versions[0].id}/review`)
        .set(asAdmin)
        .send({ decision: 'rejected', reason: 'صفحات ناقصة' })
        .expect(200),
    );
    record(
      'GET /orders/{id}/documents',
      await t.http().get(`/api/v1/orders/${withDocuments.id}/documents`).set(asClient).expect(200),
    );
    record(
      'GET /document-rejection-reasons',
      await t.http().get('/api/v1/document-rejection-reasons').set(asClient).expect(200),
    );
    await compareWithFixture(ANSWERS, answers);
  });
});
