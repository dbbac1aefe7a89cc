import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { ListMultipartUploadsCommand, type S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from '../src/config/app-config.js';
import { migrateToS3 } from '../src/storage/migrate-to-s3.js';
import { S3Storage, StorageUnavailableError } from '../src/storage/s3-storage.js';
import { localAreas, openStorageAreas, s3Areas, type StorageAreas } from '../src/storage/storage-areas.js';
import { startS3rver, type RunningS3rver } from './helpers/s3rver.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function keysOf(storage: { list(): AsyncIterable<string> }) {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
}

/** A stream that gives some bytes, then fails: a client gone mid-upload, a backup that breaks. */
function failingStream() {
  return Readable.from(
    (async function* () {
      yield randomBytes(64 * 1024);
      throw new Error('source broke');
    })(),
  );
}

let s3rver: RunningS3rver;
let dataDir: string;
beforeAll(async () => {
  s3rver = await startS3rver();
  dataDir = await mkdtemp(path.join(tmpdir(), 'legal-storage-'));
});
afterAll(async () => {
  await s3rver?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const s3Config = () => loadConfig({ DATA_DIR: dataDir, ...s3rver.env }).s3!;

describe.each([
  ['the data folder', () => localAreas(path.join(dataDir, `run-${Date.now()}`))],
  ['an S3 bucket (s3rver)', () => s3Areas(s3Config())],
])('file storage contract: %s', (_label, open: () => StorageAreas | Promise<StorageAreas>) => {
  let areas: StorageAreas;
  beforeAll(async () => {
    areas = await open();
  });
  afterAll(async () => {
    for (const storage of [areas.files, areas.backups])
      for (const key of await keysOf(storage)) await storage.delete(key);
    areas.close();
  });

  it('stores, opens with its size, overwrites and deletes; an unknown key is undefined and deleting it is no error', async () => {
    const { files } = areas;
    await files.put('orders/1/a.pdf', Buffer.from('first'), 'application/pdf');
    await files.put('orders/1/a.pdf', Buffer.from('second version'), 'application/pdf');
    const opened = await files.open('orders/1/a.pdf');
    expect(opened?.size).toBe(14);
    expect((await readAll(opened!.stream)).toString()).toBe('second version');
    await files.delete('orders/1/a.pdf');
    expect(await files.open('orders/1/a.pdf')).toBeUndefined();
    expect(await files.writtenAt('orders/1/a.pdf')).toBeUndefined();
    await expect(files.delete('orders/1/never-stored.pdf')).resolves.toBeUndefined();
  });

  it('tells when a key was written', async () => {
    const before = Date.now();
    await areas.files.put('services/2/image.png', Buffer.from('png'), 'image/png');
    const writtenAt = (await areas.files.writtenAt('services/2/image.png'))!.getTime();
    // S3 keeps whole seconds.
    expect(writtenAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(writtenAt).toBeLessThanOrEqual(Date.now());
  });

  it('stores a large stream (a multipart upload on S3) byte for byte', async () => {
    const bytes = randomBytes(9 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) =>
      bytes.subarray(i * 65536, (i + 1) * 65536),
    );
    await areas.backups.put('backup-large.tar.gz', Readable.from(chunks), 'application/gzip');
    const opened = await areas.backups.open('backup-large.tar.gz');
    expect(opened?.size).toBe(bytes.length);
    expect(sha256(await readAll(opened!.stream))).toBe(sha256(bytes));
  });

  it('stores nothing from a stream that fails half way', async () => {
    await expect(areas.backups.put('backup-broken.tar.gz', failingStream(), 'application/gzip')).rejects.toThrow(
      'source broke',
    );
    expect(await areas.backups.open('backup-broken.tar.gz')).toBeUndefined();
    expect(await keysOf(areas.backups)).not.toContain('backup-broken.tar.gz');
  });

  it('lists every key over several pages, and the files apart from the backups', async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `orders/${i % 7}/${String(i).padStart(4, '0')}.pdf`);
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(keys.slice(i, i + 50).map((key) => areas.files.put(key, Buffer.from(key), 'application/pdf')));
    await areas.backups.put('backup-small.tar.gz', Buffer.from('archive'), 'application/gzip');
    const listed = await keysOf(areas.files);
    expect(listed.filter((key) => key.startsWith('orders/'))).toEqual([...keys].sort());
    expect(listed.some((key) => key.includes('backup'))).toBe(false);
    expect(await keysOf(areas.backups)).toContain('backup-small.tar.gz');
  });

  it('refuses a key that could leave its area', async () => {
    await expect(areas.files.put('../backups/x.tar.gz', Buffer.from('x'), 'application/gzip')).rejects.toThrow(
      'Unsafe storage key',
    );
    await expect(areas.files.open('/etc/passwd')).rejects.toThrow('Unsafe storage key');
  });
});

describe('S3 unfinished uploads', () => {
  it('aborts the multipart uploads begun before the limit, over every page of the listing', async () => {
    const hour = 3_600_000;
    const now = Date.now();
    const pages = [
      {
        Uploads: [
          { Key: 'files/orders/1/a.pdf', UploadId: 'old-1', Initiated: new Date(now - 2 * hour) },
          { Key: 'files/orders/1/b.pdf', UploadId: 'young', Initiated: new Date(now - 60_000) },
        ],
        IsTruncated: true,
        NextKeyMarker: 'files/orders/1/b.pdf',
        NextUploadIdMarker: 'young',
      },
      {
        Uploads: [{ Key: 'files/orders/2/c.pdf', UploadId: 'old-2', Initiated: new Date(now - 3 * hour) }],
        IsTruncated: false,
      },
    ];
    const sent: { name: string; input: Record<string, unknown> }[] = [];
    const client = {
      send: (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
        sent.push({ name: command.constructor.name, input: command.input });
        return Promise.resolve(
          command instanceof ListMultipartUploadsCommand
            ? pages[sent.filter((s) => s.name === 'ListMultipartUploadsCommand').length - 1]
            : {},
        );
      },
    } as unknown as S3Client;

    expect(await new S3Storage(client, 'office', 'files/').removeUnfinished(new Date(now - hour))).toBe(2);
    expect(sent.filter((s) => s.name === 'AbortMultipartUploadCommand').map((s) => s.input.UploadId)).toEqual([
      'old-1',
      'old-2',
    ]);
    expect(sent.filter((s) => s.name === 'ListMultipartUploadsCommand').map((s) => s.input)).toEqual([
      { Bucket: 'office', Prefix: 'files/' },
      { Bucket: 'office', Prefix: 'files/', KeyMarker: 'files/orders/1/b.pdf', UploadIdMarker: 'young' },
    ]);
  });
});

describe('opening the bucket (start-up)', () => {
  it('stops, naming the bucket, when the bucket does not exist', async () => {
    const failure = openStorageAreas(loadConfig({ DATA_DIR: dataDir, ...s3rver.env, S3_BUCKET: 'no-such-bucket' }));
    await expect(failure).rejects.toThrow(StorageUnavailableError);
    await expect(failure).rejects.toThrow(
      'The S3 bucket "no-such-bucket" (S3_BUCKET) does not exist at http://127.0.0.1:',
    );
  });

  it('stops, naming S3_ENDPOINT, when nothing answers there', async () => {
    const failure = openStorageAreas(
      loadConfig({ DATA_DIR: dataDir, ...s3rver.env, S3_ENDPOINT: 'http://127.0.0.1:9' }),
    );
    await expect(failure).rejects.toThrow(StorageUnavailableError);
    await expect(failure).rejects.toThrow(
      'Cannot reach S3 at http://127.0.0.1:9 (S3_ENDPOINT) for the bucket "office-files"',
    );
  });
});

describe('moving the data folder into the bucket (npm run storage -- migrate-to-s3)', () => {
  it('copies every file and archive, then on a second run only what is missing or cut short', async () => {
    const local = localAreas(path.join(dataDir, 'office'));
    const bucket = await s3Areas(s3Config());
    const passport = randomBytes(20_000);
    try {
      await local.files.put('orders/3/passport.pdf', passport, 'application/pdf');
      await local.files.put('cms/logo/logo.png', Buffer.from('logo bytes'), 'image/png');
      await local.backups.put(
        'backup-20261120-020000-01020304.tar.gz',
        Buffer.from('archive bytes'),
        'application/gzip',
      );
      const sorted = (reports: { area: string; copied: string[]; alreadyThere: string[] }[]) =>
        reports.map((r) => ({ ...r, copied: [...r.copied].sort(), alreadyThere: [...r.alreadyThere].sort() }));
      const lines: string[] = [];

      expect(sorted(await migrateToS3(local, bucket, (line) => lines.push(line)))).toEqual([
        { area: 'files', copied: ['cms/logo/logo.png', 'orders/3/passport.pdf'], alreadyThere: [] },
        { area: 'backups', copied: ['backup-20261120-020000-01020304.tar.gz'], alreadyThere: [] },
      ]);
      expect(lines).toContain('copied: files/orders/3/passport.pdf');
      expect((await s3rver.read('files/orders/3/passport.pdf'))?.equals(passport)).toBe(true);
      expect((await s3rver.read('backups/backup-20261120-020000-01020304.tar.gz'))?.toString()).toBe('archive bytes');

      // An interrupted copy left a short object; a file arrived since.
      await bucket.files.put('cms/logo/logo.png', Buffer.from('logo'), 'image/png');
      await local.files.put('orders/4/receipt.pdf', Buffer.from('receipt'), 'application/pdf');
      expect(sorted(await migrateToS3(local, bucket, () => undefined))).toEqual([
        {
          area: 'files',
          copied: ['cms/logo/logo.png', 'orders/4/receipt.pdf'],
          alreadyThere: ['orders/3/passport.pdf'],
        },
        { area: 'backups', copied: [], alreadyThere: ['backup-20261120-020000-01020304.tar.gz'] },
      ]);
      expect((await s3rver.read('files/cms/logo/logo.png'))?.toString()).toBe('logo bytes');
      expect(await keysOf(local.files)).toEqual(['cms/logo/logo.png', 'orders/3/passport.pdf', 'orders/4/receipt.pdf']);
    } finally {
      bucket.close();
    }
  });
});
