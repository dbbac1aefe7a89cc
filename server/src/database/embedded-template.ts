import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/** Made by the server's build beside `dist/`; absent when running from the sources (tests), where initdb runs instead. */
export const EMBEDDED_TEMPLATE_DIR = fileURLToPath(new URL('../embedded-template/', import.meta.url));

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')).version;
}

/**
 * Named by PGlite's version: a data folder made by initdb of another version would not start, so after an
 * upgrade without a rebuild no template is found and PGlite runs initdb itself.
 */
export function embeddedTemplateFile(dir = EMBEDDED_TEMPLATE_DIR) {
  return path.join(dir, `pglite-${pgliteVersion()}-initdb.tar.gz`);
}

/**
 * A fresh data folder as PGlite's initdb leaves it. PGlite makes one the same way on every first start
 * (initdb in a second WebAssembly instance, dumped to a tarball and unpacked into the folder), which
 * took most of a first start's time and memory; the build does it once instead.
 */
export async function writeEmbeddedTemplate(dir = EMBEDDED_TEMPLATE_DIR) {
  const pglite = await PGlite.create();
  try {
    // Written out now, so a server starting from the template has no WAL to replay.
    await pglite.exec('CHECKPOINT');
    const tarball = await pglite.dumpDataDir('gzip');
    await mkdir(dir, { recursive: true });
    const file = embeddedTemplateFile(dir);
    for (const old of await readdir(dir)) if (path.join(dir, old) !== file) await rm(path.join(dir, old));
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    return file;
  } finally {
    await pglite.close();
  }
}

/** The template for a data folder PostgreSQL has not been initialised in yet, if the build made one. */
export function templateForNewDataFolder(pgdata: string, dir = EMBEDDED_TEMPLATE_DIR): Blob | undefined {
  if (existsSync(path.join(pgdata, 'PG_VERSION'))) return undefined;
  const file = embeddedTemplateFile(dir);
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
