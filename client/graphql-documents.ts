import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`\s*(query|mutation|subscription|fragment)\s+(\w+)[\s\S]*?`\s*\)/g;
const DOCUMENT = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;

/** Each document codegen wrote in `src/gql/graphql.ts`, by name, as its JSON text. */
function readDocuments(root: string): Map<string, string> {
  const source = readFileSync(path.join(root, 'src/gql/graphql.ts'), 'utf8');
  return new Map([...source.matchAll(DOCUMENT)].map(([, name, json]) => [name, json]));
}

/**
 * Replaces each `graphql(`…`)` call with the document codegen wrote for it, written in place. Through
 * `graphql()` (or an import from `src/gql/graphql.ts`, one module) the first page would load every
 * document of the app, the back office's included; in place, each chunk holds only its own.
 */
export function graphqlDocuments(): Plugin {
  let root = process.cwd();
  let documents: Map<string, string> | undefined;
  return {
    name: 'graphql-documents',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      documents = undefined;
    },
    transform(code, id) {
      if (!/\/src\/.+\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(`')) return null;
      documents ??= readDocuments(root);
      const known = documents;
      const replaced = code.replace(CALL, (_call, kind: string, name: string) => {
        const json = known.get(`${name}${kind === 'fragment' ? 'FragmentDoc' : 'Document'}`);
        if (!json) this.error(`${id}: no generated document for ${kind} ${name}; run npm run codegen`);
        return `(${json})`;
      });
      return replaced === code ? null : { code: replaced, map: null };
    },
  };
}
