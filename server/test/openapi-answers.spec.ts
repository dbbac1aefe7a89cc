import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Ajv } from 'ajv';
import { placeOrder, REGISTRY_EXTRACT_ANSWERS, SAMPLE_FILES } from './helpers/orders.js';
import { createUser, startTestApp, TEST_PASSWORD, type TestApp } from './helpers/test-app.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type OpenApi = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

/**
 * The document as strict JSON Schema: every object refuses fields it does not list, so an answer that
 * grew a field the description lacks fails as surely as one that lost a field; and OpenAPI 3.0's
 * `nullable` beside a `$ref` or `allOf` becomes "that, or null", as generated clients read it.
 */
function strictSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strictSchema);
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, strictSchema(value)]),
  );
  if ('properties' in copy && !('additionalProperties' in copy)) copy.additionalProperties = false;
  if (copy.nullable === true && ('allOf' in copy || '$ref' in copy)) {
    const { nullable: _nullable, ...schema } = copy;
    return { anyOf: [schema, { type: 'null' }] };
  }
  return copy;
}

describe('the OpenAPI description of every REST answer', () => {
  let t: TestApp;
  let document: OpenApi;
  let baseUrl: string;
  let client: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let order: Awaited<ReturnType<typeof placeOrder>>;
  let withDocuments: Awaited<ReturnType<typeof placeOrder>>;

  beforeAll(async () => {
    t = await startTestApp();
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    document = (await t.http().get('/api/v1/openapi.json').expect(200)).body as OpenApi;
    [client, admin] = await Promise.all([createUser(t, 'client'), createUser(t, 'admin')]);
    order = await placeOrder(t, client);
    await t
      .http()
      .post(`/api/v1/orders/${order.id}/files`)
      .set('Authorization', client.auth)
      .attach('files', SAMPLE_FILES.pdf, 'passport.pdf')
      .expect(201);
    const extract = await t.prisma.service.findFirstOrThrow({
      where: { nameAr: 'إخراج قيد فردي' },
      include: { requiredDocuments: { orderBy: { sortOrder: 'asc' } } },
    });
    withDocuments = await placeOrder(t, client, { service_id: extract.id, answers: REGISTRY_EXTRACT_ANSWERS });
    const filled = await t
      .http()
      .post(`/api/v1/orders/${withDocuments.id}/documents/${extract.requiredDocuments[0].id}`)
      .set('Authorization', client.auth)
      .attach('file', SAMPLE_FILES.pdf, 'passport.pdf')
      .expect(201);
    await t
      .http()
      .put(`/api/v1/orders/${withDocuments.id}/documents/${filled.body.data.versions[0].id}/review`)
      .set('Authorization', admin.auth)
      .send({ decision: 'rejected', reason: 'صفحات ناقصة' })
      .expect(200);
  });
  afterAll(() => t.close());

  it('describes the success answer of every operation: a JSON schema, a file, or no content', () => {
    const undescribed = Object.entries(document.paths).flatMap(([route, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => {
          const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
          return (
            success.length === 0 ||
            success.some(
              ([status, answer]) =>
                status !== '204' && !Object.values(answer.content ?? {}).some((media) => media.schema),
            )
          );
        })
        .map(([method]) => `${method.toUpperCase()} ${route}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('answers exactly what it describes, field for field, on the routes partners use most', async () => {
    const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema(strictSchema(document) as object, 'openapi');
    const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
    const asAdmin = { Authorization: admin.auth };
    const asClient = { Authorization: client.auth };
    const calls: [string, string, Record<string, string>][] = [
      ['/api/v1/services', '/api/v1/services', {}],
      ['/api/v1/services/{id}', `/api/v1/services/${order.service_id}`, {}],
      ['/api/v1/config', '/api/v1/config', {}],
      ['/api/v1/content', '/api/v1/content', {}],
      ['/api/v1/health', '/api/v1/health', {}],
      ['/api/v1/health/live', '/api/v1/health/live', {}],
      ['/api/v1/health/ready', '/api/v1/health/ready', {}],
      ['/api/v1/auth/me', '/api/v1/auth/me', asClient],
      ['/api/v1/orders', '/api/v1/orders', asClient],
      ['/api/v1/orders/{id}', `/api/v1/orders/${order.id}`, asClient],
      ['/api/v1/orders/{id}', `/api/v1/orders/${order.id}`, asAdmin],
      ['/api/v1/orders/{id}/holds', `/api/v1/orders/${order.id}/holds`, asClient],
      ['/api/v1/orders/{id}/results', `/api/v1/orders/${order.id}/results`, asAdmin],
      ['/api/v1/orders/{id}/messages', `/api/v1/orders/${order.id}/messages`, asClient],
      ['/api/v1/orders/track/{trackingNumber}', `/api/v1/orders/track/${order.tracking_number}`, {}],
      ['/api/v1/admin/orders', '/api/v1/admin/orders', asAdmin],
      ['/api/v1/admin/services', '/api/v1/admin/services', asAdmin],
      ['/api/v1/admin/users', '/api/v1/admin/users', asAdmin],
      ['/api/v1/admin/stats', '/api/v1/admin/stats', asAdmin],
      ['/api/v1/admin/cms', '/api/v1/admin/cms', asAdmin],
      ['/api/v1/admin/settings', '/api/v1/admin/settings', asAdmin],
      ['/api/v1/admin/backups', '/api/v1/admin/backups', asAdmin],
      ['/api/v1/orders/{id}/documents', `/api/v1/orders/${withDocuments.id}/documents`, asClient],
      ['/api/v1/document-rejection-reasons', '/api/v1/document-rejection-reasons', asClient],
    ];
    const mismatches: string[] = [];
    for (const [route, url, headers] of calls) {
      const answer = await t.http().get(url).set(headers).expect(200);
      const validate = ajv.getSchema(
        `openapi#/paths/${escape(route)}/get/responses/200/content/application~1json/schema`,
      );
      if (!validate) throw new Error(`GET ${route} has no described 200 answer`);
      if (!validate(answer.body)) mismatches.push(`GET ${url}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(mismatches).toEqual([]);
  });

  /**
   * Generates a typed client from the published document, as a partner would (in its own process), writes
   * `program` beside it, compiles it strictly and runs it with `args`: an answer the document left untyped would
   * not compile. Answers what the program printed, parsed.
   */
  async function runPartnerProgram(program: string, args: string[]): Promise<unknown> {
    const folder = await mkdtemp(path.join(tmpdir(), 'openapi-client-'));
    try {
      await writeFile(path.join(folder, 'openapi.json'), JSON.stringify(document));
      const generate = `import { createClient } from '@hey-api/openapi-ts';
        await createClient({ input: ${JSON.stringify(path.join(folder, 'openapi.json'))}, output: { path: ${JSON.stringify(path.join(folder, 'client'))}, importFileExtension: '.js' },
          plugins: ['@hey-api/typescript', '@hey-api/sdk', '@hey-api/client-fetch'], logs: { level: 'silent' } });`;
      await run(process.execPath, ['--input-type=module', '-e', generate], { cwd: SERVER_DIR });
      await writeFile(path.join(folder, 'package.json'), JSON.stringify({ type: 'module' }));
      await writeFile(
        path.join(folder, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            target: 'ES2022',
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            outDir: 'out',
            skipLibCheck: true,
            lib: ['ES2022', 'DOM'],
            types: [],
          },
          files: ['partner.ts'],
        }),
      );
      await writeFile(path.join(folder, 'partner.ts'), `declare const process: { argv: string[] };\n${program}`);
      await run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', folder], { cwd: folder }).catch(
        (error: { stdout?: string }) => {
          throw new Error(`the partner's program does not compile against the generated client:\n${error.stdout}`);
        },
      );
      const { stdout } = await run(process.execPath, [path.join(folder, 'out', 'partner.js'), ...args]);
      return JSON.parse(stdout);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  it('lets a partner generate a typed client that compiles and talks to the running server', async () => {
    const printed = await runPartnerProgram(
      `import { client } from './client/client.gen.js';
      import { authControllerLogin, ordersControllerGetOne, trackingControllerTrack } from './client/sdk.gen.js';
      import type { OrderStatus } from './client/types.gen.js';
      const [baseUrl, email, password, orderId, trackingNumber] = process.argv.slice(2);
      client.setConfig({ baseUrl });
      const session = await authControllerLogin({ body: { email, password }, throwOnError: true });
      const token: string = session.data.data.access_token;
      const order = await ordersControllerGetOne({ path: { id: Number(orderId) }, headers: { Authorization: 'Bearer ' + token }, throwOnError: true });
      const files: string[] = order.data.data.files.map((file) => file.original_name);
      const tracked = await trackingControllerTrack({ path: { trackingNumber }, throwOnError: true });
      const steps: OrderStatus[] = tracked.data.data.history.map((step) => step.status);
      const amount: string = tracked.data.data.total_amount;
      console.log(JSON.stringify({ orderNumber: order.data.data.order_number, files, steps, amount }));`,
      [baseUrl, client.user.email, TEST_PASSWORD, String(order.id), order.tracking_number],
    );
    expect(printed).toEqual({
      orderNumber: order.order_number,
      files: ['passport.pdf'],
      steps: ['pending'],
      amount: order.total_amount,
    });
  }, 60_000);

  it('lets a partner with an API key list services and place an order for its client safely under a retry, through the generated client', async () => {
    const agency = await createUser(t, 'partner', { fullName: 'وكالة العميل' });
    const made = await t
      .http()
      .post('/api/v1/admin/api-keys')
      .set('Authorization', admin.auth)
      .send({
        partner_id: agency.user.id,
        name: 'نظام الوكالة',
        scopes: ['services:read', 'orders:read', 'orders:write'],
      })
      .expect(201);
    const withoutQuestions = await t.prisma.service.findFirstOrThrow({
      where: { isActive: true, deletedAt: null, questions: { none: {} } },
    });
    const printed = await runPartnerProgram(
      `import { client } from './client/client.gen.js';
      import { catalogControllerList, ordersControllerCreate, ordersControllerGetOne } from './client/sdk.gen.js';
      const [baseUrl, apiKey, serviceId] = process.argv.slice(2);
      client.setConfig({ baseUrl, headers: { Authorization: 'Bearer ' + apiKey } });
      const services = await catalogControllerList({ throwOnError: true });
      const service = services.data.data.find((listed) => listed.id === Number(serviceId));
      if (!service) throw new Error('the service is not in the list');
      const body = { service_id: service.id, full_name: 'سارة المتقدمة', email: 'sara.partner@example.com', phone: '+905551112233' };
      // The answer to the first request is "lost": the partner sends the same request again with the same key.
      const headers = { 'Idempotency-Key': 'agency-order-1' };
      const first = await ordersControllerCreate({ body, headers, throwOnError: true });
      const retried = await ordersControllerCreate({ body, headers, throwOnError: true });
      const refused = await ordersControllerCreate({ body: { ...body, full_name: 'عمر' }, headers });
      const read = await ordersControllerGetOne({ path: { id: first.data.data.id }, throwOnError: true });
      console.log(JSON.stringify({
        serviceCount: services.data.data.length,
        same: first.data.data.id === retried.data.data.id,
        trackingNumber: read.data.data.tracking_number,
        applicant: read.data.data.full_name,
        differentBody: refused.response.status,
      }));`,
      [baseUrl, made.body.data.secret, String(withoutQuestions.id)],
    );
    const placed = await t.prisma.order.findMany({ where: { userId: agency.user.id } });
    expect(placed).toHaveLength(1);
    expect(printed).toEqual({
      serviceCount: await t.prisma.service.count({ where: { isActive: true, deletedAt: null } }),
      same: true,
      trackingNumber: placed[0].trackingNumber,
      applicant: 'سارة المتقدمة',
      differentBody: 422,
    });
  }, 90_000);
});
