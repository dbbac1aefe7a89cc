import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { gunzipSync, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { FILE_STORAGE, type FileStorage } from '../../src/storage/file-storage.js';
import type { TestApp } from './test-app.js';

/** Every data table's row count and a checksum of its rows (the restore's own audit entry left out). */
export async function fingerprint(t: TestApp) {
  const tables = await t.prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace
     AND relname NOT IN ('_prisma_migrations', 'backups') ORDER BY relname`,
  );
  const result: Record<string, { rows: number; md5: string }> = {};
  for (const { name } of tables) {
    const where = name === 'audit_log' ? `WHERE action <> 'backup.restore'` : '';
    const [row] = await t.prisma.$queryRawUnsafe<{ rows: number; md5: string }[]>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS md5 FROM "${name}" x ${where}`,
    );
    result[name] = row;
  }
  return result;
}

export async function storedFiles(t: TestApp) {
  const storage = t.app.get<FileStorage>(FILE_STORAGE);
  const files: Record<string, string> = {};
  for await (const key of storage.list()) {
    const opened = await storage.open(key);
    files[key] = createHash('sha256')
      .update(await readAll(opened!.stream))
      .digest('hex');
  }
  return files;
}

/** An archive's entries in order, as tar headers with their bodies. */
export async function archiveEntries(archive: Buffer) {
  const entries: { header: tar.Header; body: Buffer }[] = [];
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    void readAll(stream).then((body) => {
      entries.push({ header, body });
      next();
    });
  });
  await new Promise((resolve, reject) => {
    extract.on('finish', () => resolve(undefined)).on('error', reject);
    Readable.from([gunzipSync(archive)]).pipe(extract);
  });
  return entries;
}

export type ArchiveEntry = { header: Partial<tar.Header> & { name: string }; body?: Buffer };

/** A `.tar.gz` of these entries, headers as given (a symbolic link, a device, a name climbing out…). */
export async function packArchive(entries: ArchiveEntry[]) {
  const pack = tar.pack();
  // A link, device, FIFO or folder has no body: tar-stream ends its entry by itself.
  for (const { header, body } of entries) {
    if (body) pack.entry(header, body);
    else pack.entry(header);
  }
  pack.finalize();
  return gzipSync(await readAll(pack));
}

/** Rewrites an archive's entries (tampering as an attacker or a broken disk would); undefined drops one. */
export async function rewriteArchive(archive: Buffer, change: (name: string, body: Buffer) => Buffer | undefined) {
  const entries = await archiveEntries(archive);
  return packArchive(
    entries.flatMap(({ header, body }) => {
      const changed = change(header.name, body);
      return changed ? [{ header: { name: header.name }, body: changed }] : [];
    }),
  );
}
