import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BACKUP_ARCHIVE_STORAGE, FILE_STORAGE, type FileStorage } from '../src/storage/file-storage.js';
import { LeftoverFilesSweeper } from '../src/storage/leftover-files.js';
import { startS3rver } from './helpers/s3rver.js';
import { createTestDatabase, startTestApp, type TestDatabase } from './helpers/test-app.js';

const HOUR_MS = 3_600_000;

describe('leftover uploaded files', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  const files = () => path.join(db.dataDir, 'files');
  async function place(key: string, ageMs: number) {
    const file = path.join(files(), key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'bytes');
    const when = new Date(Date.now() - ageMs);
    await utimes(file, when, when);
    return file;
  }

  const gone = async (...paths: string[]) => {
    for (let i = 0; i < 100 && paths.some((p) => existsSync(p)); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    return paths.every((p) => !existsSync(p));
  };

  it('removes, at start, bytes no row points to and unfinished uploads older than an hour, and nothing else', async () => {
    // A first start makes the database and the rows that point to files; then a crash leaves files behind.
    const first = await startTestApp(db);
    await first.prisma.service.update({ where: { id: 1 }, data: { imageKey: 'services/1/kept.png' } });
    const brand = { logo: { key: 'cms/logo/kept.png', mime_type: 'image/png' } };
    await first.prisma.cmsSection.upsert({
      where: { key: 'brand_files' },
      create: { key: 'brand_files', data: brand },
      update: { data: brand },
    });
    await first.close();
    const orphan = await place('orders/7/crashed.pdf', 2 * HOUR_MS);
    const unfinished = await place('orders/7/half-written.pdf.partial', 2 * HOUR_MS);
    const kept = [
      await place('orders/8/being-uploaded.pdf.partial', 60_000),
      await place('orders/8/row-coming.pdf', 60_000),
      await place('services/1/kept.png', 3 * HOUR_MS),
      await place('cms/logo/kept.png', 3 * HOUR_MS),
    ];

    const t = await startTestApp(db);
    try {
      expect(await gone(orphan, unfinished)).toBe(true);
      for (const file of kept) expect(existsSync(file)).toBe(true);
      // The hourly run finds nothing more to do.
      expect(await t.app.get(LeftoverFilesSweeper).sweep()).toEqual({ unfinished: 0, orphans: [] });
    } finally {
      await t.close();
    }
  });

  it('sweeps an S3 bucket the same way, leaving the backup archives alone', async () => {
    const s3rver = await startS3rver();
    const t = await startTestApp(undefined, s3rver.env);
    try {
      await t.prisma.service.update({ where: { id: 1 }, data: { imageKey: 'services/1/kept.png' } });
      const files = t.app.get<FileStorage>(FILE_STORAGE);
      const archives = t.app.get<FileStorage>(BACKUP_ARCHIVE_STORAGE);
      await files.put('orders/7/crashed.pdf', Buffer.from('orphan'), 'application/pdf');
      await files.put('services/1/kept.png', Buffer.from('image'), 'image/png');
      await archives.put('backup-20261124-020000-0a0b0c0d.tar.gz', Buffer.from('archive'), 'application/gzip');
      const sweeper = t.app.get(LeftoverFilesSweeper);

      // Just written: too young to be taken for leftovers.
      expect(await sweeper.sweep()).toEqual({ unfinished: 0, orphans: [] });
      expect(await sweeper.sweep(new Date(Date.now() + 2 * HOUR_MS))).toEqual({
        unfinished: 0,
        orphans: ['orders/7/crashed.pdf'],
      });
      expect(await files.open('orders/7/crashed.pdf')).toBeUndefined();
      expect(await files.writtenAt('services/1/kept.png')).toBeDefined();
      expect(await archives.writtenAt('backup-20261124-020000-0a0b0c0d.tar.gz')).toBeDefined();
    } finally {
      await t.close();
      await s3rver.stop();
    }
  });
});
