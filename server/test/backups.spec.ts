import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BackupsService } from '../src/backups/backups.service.js';
import { toAuthUser } from '../src/common/auth/auth-user.js';
import { FILE_STORAGE, type FileStorage } from '../src/storage/file-storage.js';
import { fingerprint, rewriteArchive, storedFiles } from './helpers/backups.js';
import { createUser, startTestApp, type TestApp } from './helpers/test-app.js';
import {
  authOf,
  type Caller,
  DENIED,
  graphqlCode,
  restoreContentDefaults,
  type Roles,
  signedInRoles,
  tokenOf,
} from './helpers/content.js';
import { placeOrder, SAMPLE_FILES } from './helpers/orders.js';

const BACKUPS = /* GraphQL */ `
  query {
    backups {
      id
      fileName
      sizeBytes
      status
      trigger
      createdAt
      completedAt
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation {
    createBackup {
      backup {
        id
        fileName
        sizeBytes
        status
        trigger
      }
      prunedIds
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation ($id: Int!) {
    deleteBackup(id: $id)
  }
`;
const RESTORE = /* GraphQL */ `
  mutation ($id: Int!) {
    restoreBackup(id: $id) {
      restoredAt
      tables
      rows
      files
    }
  }
`;

type BackupBody = { id: number; file_name: string; size_bytes: number; status: string; trigger: string };

/** Empties every data table (and the backup records) and the files: a fresh database and data folder. */
async function emptyEverything(t: TestApp) {
  const tables = await t.prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace AND relname <> '_prisma_migrations'`,
  );
  await t.prisma.$executeRawUnsafe(`TRUNCATE ${tables.map((r) => `"${r.name}"`).join(', ')} RESTART IDENTITY`);
  const storage = t.app.get<FileStorage>(FILE_STORAGE);
  for await (const key of storage.list()) await storage.delete(key);
}

describe('backups', () => {
  let t: TestApp;
  let roles: Roles;
  let service: BackupsService;
  const rest = (caller: Caller = 'admin') => ({
    list: () => t.http().get('/api/v1/admin/backups').set(authOf(roles, caller)),
    create: () => t.http().post('/api/v1/admin/backups').set(authOf(roles, caller)),
    download: (id: number) =>
      t
        .http()
        .get(`/api/v1/admin/backups/${id}/download`)
        .set(authOf(roles, caller))
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)));
        }),
    remove: (id: number) => t.http().delete(`/api/v1/admin/backups/${id}`).set(authOf(roles, caller)),
    restore: (id: number) => t.http().post(`/api/v1/admin/backups/${id}/restore`).set(authOf(roles, caller)),
    upload: (bytes: Buffer, name = 'backup.tar.gz') =>
      t.http().post('/api/v1/admin/backups/restore').set(authOf(roles, caller)).attach('file', bytes, name),
  });
  const createBackup = async () => {
    const response = await rest().create().expect(201);
    return response.body.data as BackupBody;
  };

  beforeAll(async () => {
    t = await startTestApp();
    roles = await signedInRoles(t);
    service = t.app.get(BackupsService);
  });
  afterEach(() => restoreContentDefaults(t));
  afterAll(() => t.close());

  it('"create now" writes a downloadable archive of every table and file, listed with its size and trigger', async () => {
    const order = await placeOrder(t, roles.client);
    await t
      .http()
      .post(`/api/v1/orders/${order.id}/receipt`)
      .set('Authorization', roles.client.auth)
      .attach('file', SAMPLE_FILES.pdf, 'receipt.pdf')
      .expect(201);
    const backup = await createBackup();
    expect(backup).toMatchObject({ status: 'completed', trigger: 'manual' });
    expect(backup.file_name).toMatch(/^backup-\d{8}-\d{6}-[0-9a-f]{8}\.tar\.gz$/);
    const download = await rest().download(backup.id).expect(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toContain(backup.file_name);
    expect(download.body.length).toBe(backup.size_bytes);
    const names: string[] = [];
    await rewriteArchive(download.body as Buffer, (name, body) => (names.push(name), body));
    expect(names).toEqual(
      expect.arrayContaining([
        'manifest.json',
        'data/orders.ndjson',
        'data/users.ndjson',
        'data/order_counters.ndjson',
      ]),
    );
    expect(names.filter((n) => n.startsWith('files/orders/'))).toHaveLength(1);
    expect(names.at(-1)).toBe('manifest.json');

    const list = await rest().list().expect(200);
    expect(list.body.data[0]).toMatchObject({
      id: backup.id,
      status: 'completed',
      trigger: 'manual',
      size_bytes: backup.size_bytes,
    });
    const audit = await t.prisma.auditLog.findFirst({
      where: { action: 'backup.create', entityId: String(backup.id) },
    });
    expect(audit?.actorId).toBe(roles.admin.user.id);
  });

  it('is consistent while orders are being placed', async () => {
    await placeOrder(t, roles.client);
    const placing = Array.from({ length: 8 }, () => placeOrder(t, roles.client));
    const [{ backup }] = await Promise.all([service.createNow(toAuthUser(roles.admin.user)), ...placing]);
    const archive = await readFile(path.join(t.dataDir, 'backups', backup.fileName));
    let orders: string[][] = [];
    let counters: string[][] = [];
    let history: string[][] = [];
    await rewriteArchive(archive, (name, body) => {
      if (!name.startsWith('data/')) return body;
      const rows = body
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as string[]);
      if (name === 'data/orders.ndjson') orders = rows;
      if (name === 'data/order_counters.ndjson') counters = rows;
      if (name === 'data/order_status_history.ndjson') history = rows;
      return body;
    });
    // Every order in the archive has its first history row, and the counter is exactly at the last order given out.
    expect(orders.length).toBeGreaterThan(0);
    const orderIds = new Set(orders.map((o) => o[0]));
    expect(new Set(history.map((h) => h[1]))).toEqual(orderIds);
    const year = String(new Date().getUTCFullYear());
    const lastNumber = Math.max(...orders.map((o) => Number(o[1].split('-').at(-1))));
    expect(counters.find((c) => c[0] === year)?.[1]).toBe(String(lastNumber));
  });

  it('restores into an emptied database: every row and file back, ids and order numbers going on', async () => {
    const order = await placeOrder(t, roles.client, { notes: 'ملاحظة: "اقتباس" \\ سطر\nجديد' });
    await t
      .http()
      .post(`/api/v1/orders/${order.id}/files`)
      .set('Authorization', roles.client.auth)
      .attach('files', SAMPLE_FILES.png, 'صورة.png')
      .expect(201);
    const backup = await createBackup();
    const before = await fingerprint(t);
    const filesBefore = await storedFiles(t);
    expect(Object.keys(filesBefore).length).toBeGreaterThan(1);
    const lastOrder = await t.prisma.order.findFirstOrThrow({ orderBy: { id: 'desc' } });

    await emptyEverything(t);
    expect(await t.prisma.order.count()).toBe(0);
    const result = await service.restoreFromUpload(toAuthUser(roles.admin.user), {
      path: path.join(t.dataDir, 'backups', backup.file_name),
      originalName: backup.file_name,
    });
    expect(result.rows).toBeGreaterThan(0);

    expect(await fingerprint(t)).toEqual(before);
    expect(await storedFiles(t)).toEqual(filesBefore);
    const next = await placeOrder(t, roles.client);
    expect(next.id).toBe(lastOrder.id + 1);
    const number = (n: string) => Number(n.split('-').at(-1));
    expect(number(next.order_number)).toBe(number(lastOrder.orderNumber) + 1);
    const audit = await t.prisma.auditLog.findFirst({ where: { action: 'backup.restore' }, orderBy: { id: 'desc' } });
    expect(audit).toMatchObject({ actorId: roles.admin.user.id });
  });

  it('restores from the list on both APIs: later orders and files are gone, older ones back, backups listed stay', async () => {
    const kept = await placeOrder(t, roles.client);
    const backup = await createBackup();
    const before = await fingerprint(t);
    const filesBefore = await storedFiles(t);
    const later = await placeOrder(t, roles.client);
    await t
      .http()
      .post(`/api/v1/orders/${later.id}/receipt`)
      .set('Authorization', roles.client.auth)
      .attach('file', SAMPLE_FILES.jpg, 'r.jpg')
      .expect(201);
    const laterBackup = await createBackup();

    const restored = await rest().restore(backup.id).expect(200);
    expect(restored.body.data).toMatchObject({
      tables: expect.any(Number),
      rows: expect.any(Number),
      files: Object.keys(filesBefore).length,
    });
    expect(await fingerprint(t)).toEqual(before);
    expect(await storedFiles(t)).toEqual(filesBefore);
    expect(await t.prisma.order.findUnique({ where: { id: later.id } })).toBeNull();
    expect(await t.prisma.order.findUnique({ where: { id: kept.id } })).not.toBeNull();
    const ids = (await rest().list().expect(200)).body.data.map((b: BackupBody) => b.id);
    expect(ids).toEqual(expect.arrayContaining([backup.id, laterBackup.id]));

    const gql = await t.graphql(RESTORE, { id: laterBackup.id }, tokenOf(roles, 'admin'));
    expect(gql.body.errors).toBeUndefined();
    expect(await t.prisma.order.findUnique({ where: { id: later.id } })).not.toBeNull();
    expect(await t.prisma.auditLog.count({ where: { action: 'backup.restore' } })).toBeGreaterThanOrEqual(1);
  });

  it('puts the webhook outbox back as archived: restored rows are not recorded as new events', async () => {
    await t.prisma.webhookEndpoint.create({
      data: {
        ownerId: roles.client.user.id,
        url: 'https://partner.example.com/hooks',
        events: ['order.created', 'payment.recorded', 'message.created'],
        secret: 'whsec_backup_test',
      },
    });
    await placeOrder(t, roles.client);
    const events = await t.prisma.webhookEvent.findMany({ orderBy: { id: 'asc' } });
    expect(events.length).toBeGreaterThan(0);
    const backup = await createBackup();
    await placeOrder(t, roles.client);

    await rest().restore(backup.id).expect(200);
    expect(await t.prisma.webhookEvent.findMany({ orderBy: { id: 'asc' } })).toEqual(events);
    await t.prisma.webhookEndpoint.deleteMany();
  });

  it('refuses a broken, tampered or foreign archive without touching the data', async () => {
    await placeOrder(t, roles.client);
    const backup = await createBackup();
    const archive = (await rest().download(backup.id).expect(200)).body as Buffer;
    await placeOrder(t, roles.client);
    const before = await fingerprint(t);
    const filesBefore = await storedFiles(t);

    const broken = Buffer.from(archive);
    broken[Math.floor(broken.length / 2)] ^= 0xff;
    const tampered = await rewriteArchive(archive, (name, body) =>
      name === 'data/users.ndjson' ? Buffer.from(body.toString().replace('client', 'admin')) : body,
    );
    const fileless = await rewriteArchive(archive, (name, body) => (name.startsWith('files/') ? undefined : body));
    const olderSchema = await rewriteArchive(archive, (name, body) => {
      if (name !== 'manifest.json') return body;
      const manifest = JSON.parse(body.toString());
      manifest.migrations = manifest.migrations.slice(0, -1);
      return Buffer.from(JSON.stringify(manifest));
    });
    // Checksums forged to match a value PostgreSQL refuses: the restore's transaction rolls back.
    let forgedLines = '';
    const forgedData = await rewriteArchive(archive, (name, body) => {
      if (name !== 'data/orders.ndjson') return body;
      const rows = body
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as (string | null)[]);
      // A timestamp column (whichever comes first) given a value PostgreSQL refuses.
      const timestamp = rows[0].findIndex(
        (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:/.test(value),
      );
      expect(timestamp).toBeGreaterThanOrEqual(0);
      rows[0][timestamp] = 'not a date';
      forgedLines = rows.map((row) => `${JSON.stringify(row)}\n`).join('');
      return Buffer.from(forgedLines);
    });
    const forged = await rewriteArchive(forgedData, (name, body) => {
      if (name !== 'manifest.json') return body;
      const manifest = JSON.parse(body.toString());
      manifest.tables.find((table: { name: string }) => table.name === 'orders').sha256 = createHash('sha256')
        .update(forgedLines)
        .digest('hex');
      return Buffer.from(JSON.stringify(manifest));
    });
    const foreign = await rewriteArchive(archive, (name, body) =>
      name === 'manifest.json' ? Buffer.from('{"format":"other-app"}') : body,
    );
    const cases = {
      broken,
      tampered,
      forged,
      fileless,
      olderSchema,
      foreign,
      notGzip: Buffer.from('hello'),
      pdf: SAMPLE_FILES.pdf,
    };
    for (const [label, bytes] of Object.entries(cases)) {
      const response = await rest().upload(bytes);
      expect({ label, status: response.status }).toEqual({ label, status: 422 });
      expect(response.body.detail[0].msg).toMatch(/النسخة الاحتياطية/);
    }
    expect(await fingerprint(t)).toEqual(before);
    expect(await storedFiles(t)).toEqual(filesBefore);

    // The same archive untouched goes in.
    await rest().upload(archive).expect(200);
  });

  it('runs the schedule once per slot, whatever the number of instances, in Istanbul time', async () => {
    await t
      .http()
      .put('/api/v1/admin/settings')
      .set(authOf(roles, 'admin'))
      .send({ backup: { auto_backup: true, backup_frequency: 'daily', backup_time: '02:00', keep_backups: 30 } })
      .expect(200);
    const slotStart = new Date('2026-11-23T23:00:00Z');
    const twoInstances = await Promise.all([
      service.runSchedule(new Date(slotStart.getTime() + 60_000)),
      service.runSchedule(new Date(slotStart.getTime() + 60_000)),
    ]);
    expect(twoInstances.filter(Boolean)).toHaveLength(1);
    expect(await service.runSchedule(new Date(slotStart.getTime() + 5 * 60_000))).toBeUndefined();
    const scheduled = await t.prisma.backup.findMany({ where: { trigger: 'scheduled' } });
    expect(scheduled).toEqual([expect.objectContaining({ slot: 'daily:2026-11-24T02:00', status: 'completed' })]);
    // Before the time, long after it (missed), or switched off: nothing (slot arithmetic: backup-schedule.spec.ts).
    expect(await service.runSchedule(new Date(slotStart.getTime() - 60_000))).toBeUndefined();
    expect(await service.runSchedule(new Date(slotStart.getTime() + 3 * 3_600_000))).toBeUndefined();
    await t
      .http()
      .put('/api/v1/admin/settings')
      .set(authOf(roles, 'admin'))
      .send({ backup: { auto_backup: false } })
      .expect(200);
    expect(await service.runSchedule(new Date(slotStart.getTime() + 24 * 3_600_000))).toBeUndefined();
    expect(
      (await rest().list().expect(200)).body.data.find((b: BackupBody) => b.trigger === 'scheduled'),
    ).toBeDefined();
  });

  it('keeps only the newest keep_backups, deleting older archives', async () => {
    await t
      .http()
      .put('/api/v1/admin/settings')
      .set(authOf(roles, 'admin'))
      .send({ backup: { keep_backups: 2 } })
      .expect(200);
    const first = await createBackup();
    const second = await createBackup();
    const third = await rest().create().expect(201);
    expect(third.body.meta.pruned_ids).toContain(first.id);
    const fourth = await t.graphql(CREATE, {}, tokenOf(roles, 'admin'));
    expect(fourth.body.data.createBackup.prunedIds).toEqual([second.id]);
    const listed = (await rest().list().expect(200)).body.data as BackupBody[];
    expect(listed.map((b) => b.id)).toEqual([fourth.body.data.createBackup.backup.id, third.body.data.id]);
    for (const gone of [first, second])
      await expect(stat(path.join(t.dataDir, 'backups', gone.file_name))).rejects.toThrow();
    await expect(stat(path.join(t.dataDir, 'backups', third.body.data.file_name))).resolves.toBeDefined();
  });

  it('deletes a backup and its archive on both APIs', async () => {
    const first = await createBackup();
    await rest()
      .remove(first.id)
      .expect(200, { data: { id: first.id } });
    await expect(stat(path.join(t.dataDir, 'backups', first.file_name))).rejects.toThrow();
    await rest().download(first.id).expect(404);
    const answer = await t.graphql(CREATE, {}, tokenOf(roles, 'admin'));
    const created = { body: { data: { createBackup: answer.body.data.createBackup.backup } } };
    expect(created.body.data.createBackup).toMatchObject({ status: 'completed', trigger: 'manual' });
    const listed = await t.graphql(BACKUPS, {}, tokenOf(roles, 'admin'));
    expect(listed.body.data.backups[0]).toMatchObject({
      id: created.body.data.createBackup.id,
      sizeBytes: expect.any(Number),
    });
    const deleted = await t.graphql(DELETE, { id: created.body.data.createBackup.id }, tokenOf(roles, 'admin'));
    expect(deleted.body.data.deleteBackup).toBe(true);
    expect(
      graphqlCode(
        await t.graphql(DELETE, { id: created.body.data.createBackup.id }, tokenOf(roles, 'admin')).then((r) => r.body),
      ),
    ).toBe('NOT_FOUND');
  });

  it.each(['anonymous', 'client', 'staff'] as const)('refuses %s on both APIs', async (caller) => {
    const backup = await createBackup();
    const denied = DENIED[caller];
    const api = rest(caller);
    for (const call of [
      api.list(),
      api.create(),
      api.download(backup.id),
      api.remove(backup.id),
      api.restore(backup.id),
      api.upload(Buffer.from('x')),
    ]) {
      expect((await call).status).toBe(denied.status);
    }
    for (const [query, variables] of [
      [BACKUPS, {}],
      [CREATE, {}],
      [DELETE, { id: backup.id }],
      [RESTORE, { id: backup.id }],
    ] as const) {
      expect(graphqlCode((await t.graphql(query, variables, tokenOf(roles, caller))).body)).toBe(denied.code);
    }
    expect(await t.prisma.backup.count({ where: { id: backup.id } })).toBe(1);
  });

  // Last: a second app in this process takes over passport's JWT strategy, so t's HTTP calls would be refused after it.
  it('takes in an archive made by another installation on the embedded database (PGlite), whatever this one runs on', async () => {
    const ownBackup = await createBackup();
    const folder = await mkdtemp(path.join(tmpdir(), 'legal-other-'));
    const other = await startTestApp({ dataDir: folder, drop: () => rm(folder, { recursive: true, force: true }) });
    let archive: Buffer;
    let expected: Awaited<ReturnType<typeof fingerprint>>;
    let expectedFiles: Record<string, string>;
    try {
      const client = await createUser(other, 'client', { fullName: 'عميلة مكتب آخر' });
      const otherAdmin = await createUser(other, 'admin');
      await placeOrder(other, client, { notes: 'من المكتب الآخر' });
      const made = await other.app.get(BackupsService).createNow(toAuthUser(otherAdmin.user));
      archive = await readFile(path.join(folder, 'backups', made.backup.fileName));
      expected = await fingerprint(other);
      expectedFiles = await storedFiles(other);
    } finally {
      await other.close();
      await rm(folder, { recursive: true, force: true });
    }
    const uploaded = path.join(t.dataDir, 'other-office.tar.gz');
    await writeFile(uploaded, archive);
    await service.restoreFromUpload(toAuthUser(roles.admin.user), {
      path: uploaded,
      originalName: 'other-office.tar.gz',
    });
    expect(await fingerprint(t)).toEqual(expected);
    expect(await storedFiles(t)).toEqual(expectedFiles);
    expect(await t.prisma.order.findFirst({ where: { notes: 'من المكتب الآخر' } })).not.toBeNull();
    // This office's own backup is still listed and brings this office back.
    await service.restoreFromList(toAuthUser(roles.admin.user), ownBackup.id);
    expect(await t.prisma.order.findFirst({ where: { notes: 'من المكتب الآخر' } })).toBeNull();
    expect(await t.prisma.user.findUnique({ where: { id: roles.admin.user.id } })).toMatchObject({
      email: roles.admin.user.email,
    });
  });
});
