import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { EmbeddedAdapterFactory, openPGlite } from './embedded-pglite.js';
import tar from 'tar-stream';
import { applyMigrations } from './migrations.js';

/** Made by the server's build beside `dist/`; absent when running from the sources (tests), where initdb and every migration run instead. */
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
  return path.join(dir, `pglite-${pgliteVersion()}.tar.gz`);
}

/**
 * A new database as the build's migrations leave it. PGlite makes its data folder the same way on every
 * first start (initdb in a second WebAssembly instance, dumped to a tarball and unpacked into the folder),
 * and the migrations then took as long again; the build does both once instead. A migration added after
 * the build is still applied at start-up, on top of those the template records in `_prisma_migrations`.
 */
export async function writeEmbeddedTemplate(dir = EMBEDDED_TEMPLATE_DIR) {
  const pglite = await openPGlite();
  try {
    await applyMigrations(new EmbeddedAdapterFactory(pglite));
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

/**
 * Unpacks the build's template into `pgdata` when that folder does not exist yet; false when it exists or
 * there is no template (PGlite then resumes or runs initdb itself). Streamed to disk rather than given to
 * PGlite's `loadDataDir`, which holds the whole unpacked tarball in memory (about 100 MiB of RSS the
 * process keeps), and unpacked beside the folder first, so an interrupted first start leaves no half a cluster.
 */
export async function initialiseFromTemplate(pgdata: string, dir = EMBEDDED_TEMPLATE_DIR): Promise<boolean> {
  const file = embeddedTemplateFile(dir);
  if (existsSync(pgdata) || !existsSync(file)) return false;
  const unpacking = `${pgdata}.unpacking`;
  await rm(unpacking, { recursive: true, force: true });
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const name = header.name.replace(/^\/+/, '');
    const target = path.join(unpacking, name);
    if (name.split('/').includes('..') || (header.type !== 'file' && header.type !== 'directory')) {
      stream.resume();
      next(new Error(`unexpected entry ${header.name} in ${file}`));
      return;
    }
    const written =
      header.type === 'directory'
        ? mkdir(target, { recursive: true, mode: header.mode }).then(() => stream.resume())
        : mkdir(path.dirname(target), { recursive: true }).then(() =>
            pipeline(stream, createWriteStream(target, { mode: header.mode })),
          );
    written.then(() => next(), next);
  });
  await pipeline(createReadStream(file), createGunzip(), extract);
  await rename(unpacking, pgdata);
  return true;
}
