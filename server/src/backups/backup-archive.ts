import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';
import { AppError } from '../common/errors/app-error.js';
import { BackupErrors } from './backup-errors.js';
import type { DatabaseSnapshot, TableShape } from './database-snapshot.js';

/**
 * The archive (`.tar.gz`): `data/<table>.ndjson` for every table, `files/<key>` for every uploaded
 * file, and `manifest.json` last, listing each entry with its size and SHA-256.
 */
export const ARCHIVE_FORMAT = 'legal-office-backup';
const MANIFEST = 'manifest.json';

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  engine: z.string(),
  migrations: z.array(z.string()),
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      columns: z.array(z.object({ name: z.string(), type: z.string() })),
      rows: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
  sequences: z.array(z.object({ name: z.string(), value: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  files: z.array(
    z.object({ key: z.string(), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type StoredFile = { key: string; size: number; stream: Readable };

/** A refused archive; `why` names what was wrong with it (`archive_manifest`, `archive_rows`, …). */
export const invalidArchive = (why: string) => BackupErrors.ARCHIVE_INVALID({ field: 'file', type: why });

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;
const tableEntry = (name: string) => `data/${name}.ndjson`;

function hashing(hash: ReturnType<typeof createHash>) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
}

/** Writes the snapshot and the files into `target`; answers the manifest. */
export async function writeArchive(
  target: Writable,
  snapshot: DatabaseSnapshot,
  files: AsyncIterable<StoredFile>,
  engine: string,
): Promise<Manifest> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), target);
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    engine,
    migrations: snapshot.migrations,
    tables: snapshot.tables.map(({ name, columns, rows, sha256 }) => ({ name, columns, rows, sha256 })),
    sequences: snapshot.sequences,
    files: [],
  };
  try {
    for (const table of snapshot.tables) {
      const body = Buffer.from(table.lines.map((line) => `${line}\n`).join(''));
      await addEntry(pack, tableEntry(table.name), body);
    }
    for await (const file of files) {
      const hash = createHash('sha256');
      const entry = pack.entry({ name: `files/${file.key}`, size: file.size });
      await pipeline(file.stream, hashing(hash), entry);
      manifest.files.push({ key: file.key, size: file.size, sha256: hash.digest('hex') });
    }
    await addEntry(pack, MANIFEST, Buffer.from(JSON.stringify(manifest)));
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
  await written;
  return manifest;
}

function addEntry(pack: tar.Pack, name: string, body: Buffer) {
  return new Promise<void>((resolve, reject) =>
    pack.entry({ name, size: body.length }, body, (error) => (error ? reject(error) : resolve())),
  );
}

/** An archive unpacked into a folder and checked entry by entry against its manifest. */
export type UnpackedArchive = {
  manifest: Manifest;
  tableLines(name: string): Promise<string[]>;
  filePath(key: string): string;
};

/** Passes at most `maxBytes` through, then fails with `archive_too_large` (a gzip bomb stops there). */
function atMost(maxBytes: number) {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      done(total > maxBytes ? invalidArchive('archive_too_large') : null, chunk);
    },
  });
}

/** The only entries an archive may hold: plain files named as `writeArchive` names them, nothing outside `folder`. */
function isAllowedEntry(header: tar.Header) {
  const name = header.name;
  if (header.type !== 'file') return false; // links, devices, FIFOs and folders are never written
  if (name === MANIFEST || /^data\/[a-z_][a-z0-9_]*\.ndjson$/.test(name)) return true;
  return name.startsWith('files/') && SAFE_KEY.test(name.slice(6)) && !name.split('/').includes('..');
}

/**
 * Unpacks into `folder`, refusing anything that is not exactly what the manifest lists with matching
 * sizes and checksums (a broken, tampered or foreign archive is refused before the data is touched),
 * and anything unpacking past `maxBytes`.
 */
export async function unpackArchive(source: Readable, folder: string, maxBytes: number): Promise<UnpackedArchive> {
  const seen = new Map<string, { size: number; sha256: string }>();
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    // A refusal destroys the extractor, which destroys the entry being read with the same error: without a
    // listener that 'error' event would stop the whole server. The pipeline below reports it once.
    stream.on('error', () => undefined);
    const name = header.name;
    if (!isAllowedEntry(header) || seen.has(name)) {
      stream.resume();
      next(invalidArchive('archive_entry'));
      return;
    }
    const target = path.join(folder, name);
    const hash = createHash('sha256');
    let size = 0;
    mkdir(path.dirname(target), { recursive: true })
      .then(() =>
        pipeline(
          stream,
          new Transform({
            transform(chunk: Buffer, _encoding, done) {
              size += chunk.length;
              hash.update(chunk);
              done(null, chunk);
            },
          }),
          createWriteStream(target),
        ),
      )
      .then(() => {
        seen.set(name, { size, sha256: hash.digest('hex') });
        next();
      }, next);
  });
  try {
    await pipeline(source, createGunzip(), atMost(maxBytes), extract);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidArchive('archive_unreadable');
  }
  const manifestEntry = seen.get(MANIFEST);
  if (!manifestEntry) throw invalidArchive('archive_manifest');
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')));
  } catch {
    throw invalidArchive('archive_manifest');
  }
  const expected = new Map<string, { size?: number; sha256: string }>();
  for (const t of manifest.tables) expected.set(tableEntry(t.name), { sha256: t.sha256 });
  for (const f of manifest.files) {
    if (!SAFE_KEY.test(f.key) || f.key.split('/').includes('..')) throw invalidArchive('archive_entry');
    expected.set(`files/${f.key}`, { size: f.size, sha256: f.sha256 });
  }
  if (seen.size !== expected.size + 1) throw invalidArchive('archive_entries');
  for (const [name, want] of expected) {
    const got = seen.get(name);
    if (!got || got.sha256 !== want.sha256 || (want.size !== undefined && got.size !== want.size))
      throw invalidArchive('archive_checksum');
  }
  return {
    manifest,
    tableLines: async (name) => {
      const text = await readFile(path.join(folder, tableEntry(name)), 'utf8');
      return text === '' ? [] : text.replace(/\n$/, '').split('\n');
    },
    filePath: (key) => path.join(folder, 'files', key),
  };
}

/**
 * Each line must be one row of `table` as `dumpTable` writes it: a JSON list of exactly one text value
 * (or null) per column. Extra values would otherwise be dropped silently, missing ones inserted as null.
 */
export function checkRows(table: TableShape, lines: string[]) {
  for (const line of lines) {
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      throw invalidArchive('archive_rows');
    }
    if (
      !Array.isArray(row) ||
      row.length !== table.columns.length ||
      !row.every((value) => value === null || typeof value === 'string')
    ) {
      throw invalidArchive('archive_rows');
    }
  }
}

/** The archive must describe exactly this database: the same migrations and the same tables and columns. */
export function checkArchiveFits(manifest: Manifest, migrations: string[], tables: TableShape[]) {
  const mismatch = () => BackupErrors.ARCHIVE_VERSION_MISMATCH({ field: 'file', type: 'archive_version' });
  if (JSON.stringify(manifest.migrations) !== JSON.stringify(migrations)) throw mismatch();
  const describe = (list: TableShape[]) =>
    JSON.stringify([...list].map((t) => [t.name, t.columns.map((c) => [c.name, c.type])]).sort());
  if (describe(manifest.tables) !== describe(tables)) throw mismatch();
}
