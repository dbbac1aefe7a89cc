// Talking to a running server as the client app does: its GraphQL documents exactly as Apollo sends them,
// and signing in for a bearer token.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { ADMIN, ROOT } from './servers.mjs';

const DOCUMENT = /^export const (\w+)Document = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;
let documents;

/** A query of the client (codegen's `src/gql/graphql.ts`) as Apollo prints it, with `__typename` added. */
export function clientQuery(operationName) {
  documents ??= new Map(
    [...readFileSync(path.join(ROOT, 'client/src/gql/graphql.ts'), 'utf8').matchAll(DOCUMENT)].map(([, name, json]) => [
      name,
      json,
    ]),
  );
  const json = documents.get(operationName);
  if (!json) throw new Error(`no client document ${operationName}`);
  return print(addTypenameToDocument(JSON.parse(json)));
}

/** The JSON body of a GraphQL request for one of the client's queries. */
export const graphqlBody = (operationName, variables = {}) =>
  JSON.stringify({ operationName, variables, query: clientQuery(operationName) });

export async function postGraphql(baseUrl, operationName, variables, token) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: graphqlBody(operationName, variables),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`${operationName}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Signs in through REST and returns the access token. */
export async function signIn(baseUrl, { email, password } = ADMIN) {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in as ${email}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()).data.access_token;
}
