import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from '../src/backups/backup-archive.js';
import { type ArchiveEntry, archiveEntries, fingerprint, packArchive, storedFiles } from './helpers/backups.js';
import { authOf, type Roles, signedInRoles, tokenOf } from './helpers/content.js';
import { placeOrder, SAMPLE_FILES } from './helpers/orders.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

/** Small, so a gzip bomb passes it in a few milliseconds of inflating. */
const RESTORE_LIMIT = 4 * 1024 * 1024;

const RESTORE = /* GraphQL */ `
  mutation ($id: Int!) {
    restoreBackup(id: $id) {
      rows
    }
  }
`;

type Entry = ArchiveEntry & { body: Buffer };
type Refusal = { code: string; type: string };
/** The manifest as JSON, free to say what a real one must not. */
type ManifestJson = Omit<Manifest, 'version'> & { version: number };

const sha256 = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');
const INVALID = (type: string): Refusal => ({ code: 'ARCHIVE_INVALID', type });
const MISMATCH: Refusal = { code: 'ARCHIVE_VERSION_MISMATCH', type: 'archive_version' };

describe('a hostile or broken backup archive', () => {
  let t: TestApp;
  let roles: Roles;
  let archive: Buffer;
  let entries: Entry[];
  /** A listed backup whose stored archive each case overwrites, to reach the restore through GraphQL too. */
  let decoy: { id: number; file_name: string };

  beforeAll(async () => {
    t = await startTestApp(undefined, { BACKUP_RESTORE_MAX_BYTES: String(RESTORE_LIMIT) });
    roles = await signedInRoles(t);
    const order = await placeOrder(t, roles.client);
    await t
      .http()
      .post(`/api/v1/orders/${order.id}/receipt`)
      .set('Authorization', roles.client.auth)
      .attach('file', SAMPLE_FILES.pdf, 'receipt.pdf')
      .expect(201);
    const made = await t.http().post('/api/v1/admin/backups').set(authOf(roles, 'admin')).expect(201);
    decoy = made.body.data;
    archive = await t
      .http()
      .get(`/api/v1/admin/backups/${decoy.id}/download`)
      .set(authOf(roles, 'admin'))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)));
      })
      .then((r) => r.body as Buffer);
    entries = await archiveEntries(archive);
    await placeOrder(t, roles.client);
  }, 180_000);
  afterAll(() => t.close());

  /** The real archive with `extra` entries put first (before anything is checked against the manifest). */
  const withFirst = (...extra: ArchiveEntry[]) => packArchive([...extra, ...entries]);
  /** The real archive with one table's lines and the manifest rewritten to match them (checksums forged). */
  const withManifest = (change: (manifest: ManifestJson, list: Entry[]) => void) => {
    const list: Entry[] = entries.map(({ header, body }) => ({ header: { name: header.name }, body }));
    const manifestEntry = list.find((e) => e.header.name === 'manifest.json')!;
    const manifest = JSON.parse(manifestEntry.body.toString()) as ManifestJson;
    change(manifest, list);
    manifestEntry.body = Buffer.from(JSON.stringify(manifest));
    // The manifest stays last, as the product writes it.
    return packArchive([...list.filter((e) => e !== manifestEntry), manifestEntry]);
  };
  const forgedTable = (table: string, rewrite: (rows: (string | null)[][]) => void) =>
    withManifest((manifest, list) => {
      const entry = list.find((e) => e.header.name === `data/${table}.ndjson`)!;
      const rows = entry.body
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as (string | null)[]);
      rewrite(rows);
      entry.body = Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
      const listed = manifest.tables.find((x) => x.name === table)!;
      listed.sha256 = sha256(entry.body);
      listed.rows = rows.length;
    });

  const cases: [string, () => Promise<Buffer> | Buffer, Refusal][] = [
    [
      'an entry climbing out of its folder',
      () => withFirst({ header: { name: '../../x' }, body: Buffer.from('x') }),
      INVALID('archive_entry'),
    ],
    [
      'an entry under files/ climbing out',
      () => withFirst({ header: { name: 'files/../../../x' }, body: Buffer.from('x') }),
      INVALID('archive_entry'),
    ],
    [
      'an absolute path',
      () => withFirst({ header: { name: '/tmp/legal-office-x' }, body: Buffer.from('x') }),
      INVALID('archive_entry'),
    ],
    [
      'a symbolic link',
      () => withFirst({ header: { name: 'files/orders/link.pdf', type: 'symlink', linkname: '/etc/passwd' } }),
      INVALID('archive_entry'),
    ],
    [
      'a hard link',
      () => withFirst({ header: { name: 'files/orders/hard.pdf', type: 'link', linkname: '../../../../etc/passwd' } }),
      INVALID('archive_entry'),
    ],
    [
      'a character device',
      () => withFirst({ header: { name: 'files/zero', type: 'character-device', devmajor: 1, devminor: 5 } }),
      INVALID('archive_entry'),
    ],
    ['a FIFO', () => withFirst({ header: { name: 'files/pipe', type: 'fifo' } }), INVALID('archive_entry')],
    [
      'a directory',
      () => withFirst({ header: { name: 'files/folder/', type: 'directory' } }),
      INVALID('archive_entry'),
    ],
    [
      'a file where a folder must go',
      () =>
        withFirst(
          { header: { name: 'files/a' }, body: Buffer.from('a') },
          { header: { name: 'files/a/b' }, body: Buffer.from('b') },
        ),
      INVALID('archive_unreadable'),
    ],
    ['a truncated gzip', () => archive.subarray(0, Math.floor(archive.length / 2)), INVALID('archive_unreadable')],
    [
      'a gzip bomb',
      () => withFirst({ header: { name: 'files/bomb' }, body: Buffer.alloc(2 * RESTORE_LIMIT) }),
      INVALID('archive_too_large'),
    ],
    [
      'a tampered table (checksum no longer matching)',
      () =>
        withManifest((_m, list) => {
          const users = list.find((e) => e.header.name === 'data/users.ndjson')!;
          users.body = Buffer.from(users.body.toString().replace('client', 'admin'));
        }),
      INVALID('archive_checksum'),
    ],
    [
      'a manifest of another archive format version',
      () => withManifest((manifest) => (manifest.version = 2)),
      INVALID('archive_manifest'),
    ],
    [
      'a manifest naming another schema version',
      () => withManifest((manifest) => manifest.migrations.push('20991231000000_from_the_future')),
      MISMATCH,
    ],
    [
      'NDJSON for a table that does not exist, listed',
      () =>
        withManifest((manifest, list) => {
          const body = Buffer.from('["1"]\n');
          list.unshift({ header: { name: 'data/ghosts.ndjson' }, body });
          manifest.tables.push({
            name: 'ghosts',
            columns: [{ name: 'id', type: 'integer' }],
            rows: 1,
            sha256: sha256(body),
          });
        }),
      MISMATCH,
    ],
    [
      'NDJSON for a table that does not exist, unlisted',
      () => withFirst({ header: { name: 'data/ghosts.ndjson' }, body: Buffer.from('["1"]\n') }),
      INVALID('archive_entries'),
    ],
    [
      'a row with an extra column',
      () => forgedTable('orders', (rows) => rows[0].push('extra')),
      INVALID('archive_rows'),
    ],
    ['a row with a column missing', () => forgedTable('orders', (rows) => rows[0].pop()), INVALID('archive_rows')],
    [
      'a row that is not a list of values',
      () =>
        withManifest((manifest, list) => {
          const entry = list.find((e) => e.header.name === 'data/orders.ndjson')!;
          entry.body = Buffer.from('{"id":"1"}\n');
          Object.assign(
            manifest.tables.find((x) => x.name === 'orders')!,
            { rows: 1, sha256: sha256(entry.body) },
          );
        }),
      INVALID('archive_rows'),
    ],
    [
      'a gzip of something that is not a tar',
      () => gzipSync(Buffer.from('just text, '.repeat(200))),
      INVALID('archive_unreadable'),
    ],
    ['a file that is not an archive', () => Buffer.from('hello'), INVALID('archive_unreadable')],
    ['a PDF', () => SAMPLE_FILES.pdf, INVALID('archive_unreadable')],
  ];

  /** The office as it is, and proof the server still answers. */
  const stillServing = async (before: Awaited<ReturnType<typeof fingerprint>>, filesBefore: Record<string, string>) => {
    await t.http().get('/api/v1/admin/backups').set(authOf(roles, 'admin')).timeout(10_000).expect(200);
    expect(await fingerprint(t)).toEqual(before);
    expect(await storedFiles(t)).toEqual(filesBefore);
  };

  it.each(cases)('refuses %s with 422 and its reason on REST, and keeps serving', async (_label, make, refusal) => {
    const before = await fingerprint(t);
    const filesBefore = await storedFiles(t);
    const response = await t
      .http()
      .post('/api/v1/admin/backups/restore')
      .set(authOf(roles, 'admin'))
      .attach('file', await make(), 'backup.tar.gz')
      .timeout(30_000);
    expect({ status: response.status, code: response.body.code, type: response.body.detail?.[0]?.type }).toEqual({
      status: 422,
      ...refusal,
    });
    expect(response.body.detail[0].msg).toMatch(/النسخة الاحتياطية/);
    await stillServing(before, filesBefore);
  });

  it.each(cases)(
    "refuses %s as a listed backup's archive on GraphQL, and keeps serving",
    async (_label, make, refusal) => {
      const before = await fingerprint(t);
      const filesBefore = await storedFiles(t);
      await writeFile(path.join(t.dataDir, 'backups', decoy.file_name), await make());
      const answer = await t.graphql(RESTORE, { id: decoy.id }, tokenOf(roles, 'admin'));
      const [error] = answer.body.errors;
      expect({
        code: error.extensions.code,
        reason: error.extensions.reason,
        type: error.extensions.fieldErrors?.[0]?.type,
      }).toEqual({ code: 'BAD_USER_INPUT', reason: refusal.code, type: refusal.type });
      expect(error.message).toMatch(/النسخة الاحتياطية/);
      await stillServing(before, filesBefore);
    },
  );

  it('still takes the untouched archive afterwards', async () => {
    await t
      .http()
      .post('/api/v1/admin/backups/restore')
      .set(authOf(roles, 'admin'))
      .attach('file', archive, 'backup.tar.gz')
      .expect(200);
  });
});
