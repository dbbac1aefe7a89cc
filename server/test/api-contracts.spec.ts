import { buildSchema, parse, validate } from 'graphql';
import { depthLimitRule, MAX_QUERY_COMPLEXITY, MAX_QUERY_DEPTH } from '../src/common/graphql/query-limits.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

describe('API descriptions and GraphQL limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves the OpenAPI document generated from the controllers', async () => {
    const response = await t.http().get('/api/v1/openapi.json').expect(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/v1/services', '/api/v1/auth/login', '/api/v1/auth/register']));
    expect(response.body.components.securitySchemes.bearer).toBeDefined();
    expect(response.body.components.schemas.RegisterBody.required).toEqual(expect.arrayContaining(['email', 'password', 'full_name', 'phone']));
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
    expect(errors[0].message).toContain(`exceeds maximum operation depth of ${MAX_QUERY_DEPTH}`);
  });

  it('refuses a query that costs more than the limit, with a clear message', async () => {
    const fields = Array.from({ length: MAX_QUERY_COMPLEXITY + 10 }, (_, i) => `a${i}: __typename`).join(' ');
    const response = await t.graphql(`{ ${fields} }`);
    expect(response.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(response.body.errors[0].message).toContain('الاستعلام أعقد من المسموح');
    expect(response.body.data).toBeUndefined();
  });

  it('lets an ordinary query through', async () => {
    const response = await t.graphql('{ services { id name price } }');
    expect(response.body.errors).toBeUndefined();
  });
});
