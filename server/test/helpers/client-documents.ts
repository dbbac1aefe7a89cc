import { readFileSync } from 'node:fs';
import { print } from 'graphql';

const DOCUMENT = /^export const (\w+)Document = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;
let documents: Map<string, string> | undefined;

/**
 * A GraphQL operation of the client exactly as it is written there (codegen's `client/src/gql/graphql.ts`), so
 * a test checks what the browser sends (its cost under the query limit, say), not a copy that can drift.
 */
export function clientDocument(operationName: string): string {
  documents ??= new Map(
    [...readFileSync(new URL('../../../client/src/gql/graphql.ts', import.meta.url), 'utf8').matchAll(DOCUMENT)].map(
      ([, name, json]) => [name, json],
    ),
  );
  const json = documents.get(operationName);
  if (!json) throw new Error(`no client document ${operationName}`);
  return print(JSON.parse(json));
}
