import { createHash } from 'node:crypto';
import { buffer as readAll } from 'node:stream/consumers';
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
    files[key] = createHash('sha256').update(await readAll(opened!.stream)).digest('hex');
  }
  return files;
}
