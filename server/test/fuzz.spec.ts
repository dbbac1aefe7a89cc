import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { createUser, startTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Malformed values of every kind sent to every REST route and every GraphQL operation, as a client and
 * as an admin: the caller's mistakes must answer 4xx, never 5xx. Routes come from the running app, so a
 * new route or operation is fuzzed the day it is added.
 */

type Schema = { type?: string; $ref?: string; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[] };
type Operation = {
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
};
type Finding = string;

const HOSTILE_TEXT = [
  '',
  '   ',
  'a\u0000b',
  'x\ud800y',
  '\u202egpj.exe',
  'x'.repeat(20_000),
  '../../../etc/passwd',
  "' OR 1=1 --",
  '%00',
  '{{7*7}}',
];
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 53,
  1e308,
  [],
  ['a', 1],
  {},
  { nested: { deeper: [1, { x: null }] } },
  ...HOSTILE_TEXT,
];
const HOSTILE_PATH = [
  '0',
  '-1',
  '1.5',
  'abc',
  '99999999999999999999',
  '%00',
  '%E0%A4%A',
  'x'.repeat(3000),
  '%2e%2e%2f',
  '%20',
  '1e3',
  '0x10',
];
const HOSTILE_QUERY = [
  '',
  'abc',
  '-1',
  '0',
  '99999999999999999999',
  '%00',
  '%E0%A4%A',
  'x'.repeat(5000),
  '1.5',
  'null',
];
/** Raw JSON bodies that are not the object a route expects. */
const HOSTILE_BODIES = [
  '[]',
  '"text"',
  'null',
  '123',
  '{"a":',
  '{"__proto__":{"isAdmin":true}}',
  `${'['.repeat(100)}${']'.repeat(100)}`,
];

describe('fuzzing every route and operation with malformed input', () => {
  let t: TestApp;
  let callers: { role: string; auth?: string; token?: string }[];
  beforeAll(async () => {
    t = await startTestApp();
    const [client, admin] = [await createUser(t, 'client'), await createUser(t, 'admin')];
    callers = [{ role: 'anonymous' }, { role: 'client', ...client }, { role: 'admin', ...admin }];
  });
  afterAll(() => t.close());

  const openApi = async () =>
    (await t.http().get('/api/v1/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, Schema> };
    };

  it('describes every REST route in the OpenAPI document, so the fuzzing below reaches all of them', async () => {
    const { paths } = await openApi();
    const described = new Set(
      Object.entries(paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const router = t.app.getHttpAdapter().getInstance().router as {
      stack: { route?: { path: string; methods: Record<string, boolean> } }[];
    };
    const registered = router.stack
      .filter(
        (layer) =>
          layer.route?.path.startsWith('/api/v1/') && !/^\/api\/v1\/(docs|openapi\.json)/.test(layer.route.path),
      )
      .flatMap(({ route }) =>
        Object.keys(route!.methods).map(
          (method) => `${method.toUpperCase()} ${route!.path.replace(/:(\w+)/g, '{$1}')}`,
        ),
      );
    expect(registered.length).toBeGreaterThan(50);
    expect(registered.filter((route) => !described.has(route))).toEqual([]);
  });

  it('answers no REST request with a 5xx', async () => {
    const { paths, components } = await openApi();
    const resolve = (schema: Schema | undefined): Schema => {
      if (!schema) return {};
      if (schema.$ref) return resolve(components.schemas[schema.$ref.split('/').pop()!]);
      if (schema.allOf?.length) return resolve(schema.allOf[0]);
      return schema;
    };
    const findings: Finding[] = [];
    let sent = 0;

    for (const [template, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const content = operation.requestBody?.content ?? {};
        const url = (values: Record<string, string> = {}) =>
          template.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? '1');
        const requests: {
          url: string;
          json?: unknown;
          raw?: string;
          multipart?: 'text' | 'wrong-field' | 'garbage' | 'two-files' | 'hostile-name';
        }[] = [];

        for (const name of pathParams) for (const value of HOSTILE_PATH) requests.push({ url: url({ [name]: value }) });
        for (const name of queryParams) {
          for (const value of HOSTILE_QUERY) requests.push({ url: `${url()}?${name}=${value}` });
          requests.push(
            { url: `${url()}?${name}=1&${name}=2` },
            { url: `${url()}?${name}[a]=1` },
            { url: `${url()}?${name}[]=1` },
          );
        }
        if (content['application/json']) {
          const properties = Object.keys(resolve(content['application/json'].schema).properties ?? {});
          for (const property of properties)
            for (const value of HOSTILE_VALUES) requests.push({ url: url(), json: { [property]: value } });
          for (const raw of HOSTILE_BODIES) requests.push({ url: url(), raw });
        } else if (content['multipart/form-data']) {
          for (const kind of ['text', 'wrong-field', 'garbage', 'two-files', 'hostile-name'] as const)
            requests.push({ url: url(), multipart: kind });
          requests.push({ url: url(), json: { file: 'x' } });
        } else if (method !== 'get' && pathParams.length + queryParams.length === 0) {
          requests.push({ url: url(), raw: '{"a":' });
        }

        const anonymousOnly = operation.security === undefined;
        for (const caller of anonymousOnly ? callers.slice(0, 1) : callers.slice(1)) {
          for (const request of requests) {
            let call = t.http()[method as 'get' | 'post' | 'put' | 'delete'](request.url);
            if (caller.auth) call = call.set('Authorization', caller.auth);
            if (request.raw !== undefined) call = call.set('Content-Type', 'application/json').send(request.raw);
            else if (request.json !== undefined) call = call.send(request.json as object);
            else if (request.multipart === 'text') call = call.field('file', 'not a file');
            else if (request.multipart === 'wrong-field') call = call.attach('other', Buffer.from('%PDF-1.4'), 'a.pdf');
            else if (request.multipart === 'garbage')
              call = call.set('Content-Type', 'multipart/form-data; boundary=zzz').send('--zzz\r\nbroken');
            else if (request.multipart === 'two-files')
              call = call.attach('file', Buffer.from('GIF89a'), 'a.gif').attach('file', Buffer.from('x'), 'b.pdf');
            else if (request.multipart === 'hostile-name')
              call = call.attach('file', Buffer.alloc(0), {
                filename: '\u202efdp.exe',
                contentType: 'application/pdf',
              });
            const response = await call;
            sent += 1;
            if (response.status >= 500)
              findings.push(
                `${caller.role} ${method.toUpperCase()} ${request.url.slice(0, 120)} ${JSON.stringify(request.json ?? request.raw ?? request.multipart ?? '').slice(0, 80)} → ${response.status}`,
              );
          }
        }
      }
    }
    expect(findings).toEqual([]);
    expect(sent).toBeGreaterThan(3000);
  }, 600_000);

  it('answers no GraphQL operation with a 5xx or an internal error', async () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const findings: Finding[] = [];
    let sent = 0;

    /** A value of the right shape: the other arguments get one, so the hostile one is what the server judges. */
    const plausible = (type: GraphQLInputType): unknown => {
      const inner = getNullableType(type);
      if (isListType(inner)) return [plausible(inner.ofType)];
      if (isEnumType(inner)) return inner.getValues()[0].value;
      if (isInputObjectType(inner)) {
        const fields = Object.values(inner.getFields()).filter((field) => isNonNullType(field.type));
        return Object.fromEntries(fields.map((field) => [field.name, plausible(field.type)]));
      }
      if (isScalarType(inner))
        return ({ Int: 1, Float: 1, Boolean: false, ID: '1' } as Record<string, unknown>)[inner.name] ?? 'x';
      return null;
    };
    /** Hostile values for one argument: wrong kinds everywhere, and hostile values inside each field of an input object. */
    const hostile = (type: GraphQLInputType, depth = 0): unknown[] => {
      const inner = getNullableType(type);
      // Every kind for an argument; fewer, the most telling ones, for the fields inside an input.
      const kinds =
        depth === 0
          ? [null, 2 ** 31, -1, 0, 1.5, true, 'NOT_A_VALUE', [], {}, ...HOSTILE_TEXT]
          : [null, 2 ** 31, -1, 'NOT_A_VALUE', {}, 'a\u0000b', 'x\ud800y', 'x'.repeat(20_000)];
      if (isListType(inner))
        return [
          ...kinds,
          Array.from({ length: 500 }, () => plausible(inner.ofType)),
          ...hostile(inner.ofType, depth + 1)
            .slice(0, 8)
            .map((v) => [v]),
        ];
      if (isInputObjectType(inner) && depth < 2) {
        const base = plausible(inner) as Record<string, unknown>;
        const perField = Object.values(inner.getFields()).flatMap((field) =>
          hostile(field.type, depth + 1).map((v) => ({ ...base, [field.name]: v })),
        );
        return [...kinds, { ...base, unknownField: 1 }, ...perField];
      }
      return kinds;
    };

    for (const [operationType, root] of [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as [string, GraphQLObjectType | null][]) {
      for (const field of Object.values(root?.getFields() ?? {}) as GraphQLField<unknown, unknown>[]) {
        const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
        const args = field.args as GraphQLArgument[];
        const declared = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
        const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
        const document = args.length
          ? `${operationType} Fuzz(${declared}) { ${field.name}(${passed})${selection} }`
          : `${operationType} Fuzz { ${field.name}(unknownArgument: 1)${selection} }`;
        const base = Object.fromEntries(args.map((arg) => [arg.name, plausible(arg.type)]));
        const variableSets = args.length
          ? args.flatMap((arg) => hostile(arg.type).map((value) => ({ ...base, [arg.name]: value })))
          : [{}];

        for (const caller of callers) {
          for (const variables of variableSets) {
            const response = await t.graphql(document, variables, caller.token);
            sent += 1;
            const internal = (response.body.errors ?? []).filter(
              (error: { extensions?: { code?: string } }) => error.extensions?.code === 'INTERNAL_SERVER_ERROR',
            );
            if (response.status >= 500 || internal.length > 0) {
              findings.push(
                `${caller.role} ${field.name} ${JSON.stringify(variables).slice(0, 120)} → ${response.status} ${internal[0]?.message ?? ''}`,
              );
            }
          }
        }
      }
    }
    expect(findings).toEqual([]);
    expect(sent).toBeGreaterThan(3000);
  }, 600_000);
});
