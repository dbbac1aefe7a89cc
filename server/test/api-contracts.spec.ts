import { buildSchema, parse, validate } from 'graphql';
import {
  depthLimitRule,
  MAX_ALIASES,
  MAX_QUERY_COMPLEXITY,
  MAX_QUERY_DEPTH,
} from '../src/common/graphql/query-limits.js';
import { createUser, startTestApp, type TestApp } from './helpers/test-app.js';

/** The REST calls the clients rely on (path parameters named as the server names them). */
const SPEC_ROUTES = [
  'POST /auth/login',
  'POST /auth/register',
  'GET /auth/me',
  'PUT /auth/profile',
  'PUT /auth/change-password',
  'GET /services',
  'GET /services/{id}',
  'POST /services',
  'PUT /services/{id}',
  'DELETE /services/{id}',
  'GET /orders',
  'GET /orders/{id}',
  'GET /orders/track/{trackingNumber}',
  'POST /orders',
  'PUT /orders/{id}/status',
  'POST /orders/{id}/receipt',
  'POST /orders/{id}/files',
  'DELETE /orders/{id}/files/{fileId}',
  'GET /admin/stats',
  'GET /admin/users',
  'POST /admin/users',
  'PUT /admin/users/{id}',
  'DELETE /admin/users/{id}',
  'GET /admin/orders',
  'PUT /admin/orders/{id}/status',
  'GET /admin/cms',
  'PUT /admin/cms',
  'GET /admin/settings',
  'PUT /admin/settings',
];

describe('API descriptions and GraphQL limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves the OpenAPI document generated from the controllers', async () => {
    const response = await t.http().get('/api/v1/openapi.json').expect(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/services', '/api/v1/auth/login', '/api/v1/auth/register']),
    );
    expect(response.body.components.securitySchemes.bearer).toBeDefined();
    expect(response.body.components.schemas.RegisterBody.required).toEqual(
      expect.arrayContaining(['email', 'password', 'full_name', 'phone']),
    );
  });

  it('describes every route the clients rely on with its method', async () => {
    const { paths } = (await t.http().get('/api/v1/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const described = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace('/api/v1', '')}`),
    );
    expect(described).toEqual(expect.arrayContaining(SPEC_ROUTES));
  });

  it('describes the session routes too', async () => {
    const { paths } = (await t.http().get('/api/v1/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    for (const path of ['/api/v1/auth/refresh', '/api/v1/auth/logout'])
      expect(paths[path].post.requestBody).toBeDefined();
  });

  it('describes the public contact form: its body, the at-most-hourly limit and no login', async () => {
    const { paths, components } = (await t.http().get('/api/v1/openapi.json').expect(200)).body;
    const operation = paths['/api/v1/contact'].post;
    expect(operation.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/ContactMessageInput',
    );
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '429']);
    expect(operation.security).toBeUndefined();
    const body = components.schemas.ContactMessageInput;
    expect(Object.keys(body.properties).sort()).toEqual(['email', 'message', 'name', 'phone']);
    expect(body.required.sort()).toEqual(['message', 'name']);
    expect(body.properties.message).toMatchObject({ minLength: 10, maxLength: 5000 });
  });

  it('serves the interactive documentation page', async () => {
    const response = await t.http().get('/api/v1/docs').redirects(1).expect(200);
    expect(response.text).toContain('swagger');
  });

  it('refuses a query nested deeper than the limit', () => {
    const schema = buildSchema('type Node { id: Int child: Node } type Query { root: Node }');
    const nest = (depth: number) => `{ root { ${'child { '.repeat(depth - 1)}id${' }'.repeat(depth - 1)} } }`;
    expect(validate(schema, parse(nest(MAX_QUERY_DEPTH)), [depthLimitRule])).toEqual([]);
    const errors = validate(schema, parse(nest(MAX_QUERY_DEPTH + 2)), [depthLimitRule]);
    expect(errors[0].message).toContain('الاستعلام أعمق من المسموح');
  });

  it('refuses a query that costs more than the limit, with a clear message', async () => {
    const fields = Array.from({ length: MAX_QUERY_COMPLEXITY + 10 }, (_, i) => `a${i}: __typename`).join(' ');
    const response = await t.graphql(`{ ${fields} }`);
    expect(response.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(response.body.errors[0].message).toContain('الاستعلام أعقد من المسموح');
    expect(response.body.data).toBeUndefined();
  });

  it("answers an operation name the document does not hold as the caller's mistake, anonymous operation included", async () => {
    for (const query of ['{ services { id } }', 'query Catalogue { services { id } }']) {
      const response = await t.http().post('/graphql').send({ query, operationName: 'Services' });
      expect(response.status).toBeLessThan(500);
      expect(response.body.errors[0].message).toBe('Unknown operation named "Services".');
    }
  });

  it('refuses a request that repeats fields under aliases before running it, anonymous or signed in', async () => {
    const aliased = (field: string, count: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
    const services = await t.graphql(aliased('services { id name }', 300));
    expect(services.status).toBe(400);
    expect(services.body.errors[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX' } });
    expect(services.body.errors[0].message).toContain('بأسماء مستعارة أكثر من المسموح');
    expect(services.body.data).toBeUndefined();

    const { token } = await createUser(t, 'admin');
    const dashboards = await t.graphql(aliased('dashboard { newOrders }', 60), undefined, token);
    expect(dashboards.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');

    const viaFragment = await t.graphql(
      `query { ...Many } fragment Many on Query ${aliased('services { id }', MAX_ALIASES + 1).slice(0, -1)}}`,
    );
    expect(viaFragment.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect((await t.graphql(aliased('services { id }', MAX_ALIASES))).body.errors).toBeUndefined();
  });

  it('describes the schema only to signed-in callers, and suggests no field names, unless GRAPHQL_EXPLORER is on', async () => {
    const introspection = '{ __schema { queryType { name } } }';
    const anonymous = await t.graphql(introspection);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(anonymous.body.data).toBeUndefined();
    const { token } = await createUser(t, 'client');
    expect((await t.graphql(introspection, undefined, token)).body.data.__schema.queryType.name).toBe('Query');
    expect((await t.graphql('{ __type(name: "Order") { name } }')).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    const typo = await t.graphql('{ servces { id } }');
    expect(typo.body.errors[0].message).not.toMatch(/Did you mean/);

    const explorer = await startTestApp(undefined, { GRAPHQL_EXPLORER: 'true' });
    try {
      expect((await explorer.graphql(introspection)).body.data.__schema.queryType.name).toBe('Query');
      expect((await explorer.graphql('{ servces { id } }')).body.errors[0].message).toMatch(/Did you mean "services"/);
    } finally {
      await explorer.close();
    }
  });

  it('lets an ordinary query through', async () => {
    const response = await t.graphql('{ services { id name price } }');
    expect(response.body.errors).toBeUndefined();
  });
});
