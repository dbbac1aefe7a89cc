/**
 * Writes the GraphQL contract, `schema.graphql` at the repository root, from the code-first
 * resolvers (run from the compiled server: code-first needs decorator metadata), and the client's catalogue of
 * the server's error codes (`errorCatalogues`). With --check it only compares and fails when a committed file
 * is stale.
 */
import 'reflect-metadata';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { loadConfig } from '../config/app-config.js';
import { createApp } from '../app.factory.js';
import type { Language } from '../common/i18n/languages.js';
import { errorCatalogues, errorCataloguePath } from './error-catalogue.js';

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));
const SCHEMA_PATH = path.join(REPOSITORY, 'schema.graphql');

export async function printAppSchema() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'legal-schema-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'schema-emitter' });
  const app = await createApp(config);
  await app.init();
  const schema = app.get(GraphQLSchemaHost).schema;
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

async function main() {
  const files = new Map([[SCHEMA_PATH, await printAppSchema()]]);
  for (const [language, catalogue] of Object.entries(errorCatalogues()))
    files.set(path.join(REPOSITORY, errorCataloguePath(language as Language)), catalogue);
  if (process.argv.includes('--check')) {
    for (const [file, printed] of files) {
      const committed = await readFile(file, 'utf8').catch(() => '');
      if (committed !== printed) {
        console.error(`${path.relative(REPOSITORY, file)} is stale: run \`npm run schema\` and commit the result.`);
        process.exit(1);
      }
    }
    console.log('schema.graphql and the error catalogues are current.');
    return;
  }
  for (const [file, printed] of files) {
    await writeFile(file, printed);
    console.log(`Wrote ${file}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
