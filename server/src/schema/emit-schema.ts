/**
 * Writes the GraphQL contract, `schema.graphql` at the repository root, from the code-first
 * resolvers (run from the compiled server: code-first needs decorator metadata).
 * With --check it only compares and fails when the committed file is stale.
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

const SCHEMA_PATH = fileURLToPath(new URL('../../../schema.graphql', import.meta.url));

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
  const printed = await printAppSchema();
  if (process.argv.includes('--check')) {
    const committed = await readFile(SCHEMA_PATH, 'utf8').catch(() => '');
    if (committed !== printed) {
      console.error('schema.graphql is stale: run `npm run schema` and commit the result.');
      process.exit(1);
    }
    console.log('schema.graphql is current.');
    return;
  }
  await writeFile(SCHEMA_PATH, printed);
  console.log(`Wrote ${SCHEMA_PATH}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
