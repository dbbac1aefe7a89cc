import { PassThrough } from 'node:stream';
import { jest } from '@jest/globals';
import { BackupsService } from '../src/backups/backups.service.js';
import { toAuthUser } from '../src/common/auth/auth-user.js';
import { APP_CONFIG } from '../src/config/config.module.js';
import { Telemetry } from '../src/common/telemetry/telemetry.js';
import { SettingsService } from '../src/settings/settings.service.js';
import { BACKUP_ARCHIVE_STORAGE, FILE_STORAGE, type FileStorage } from '../src/storage/file-storage.js';
import { authOf, type Roles, signedInRoles, tokenOf } from './helpers/content.js';
import { placeOrder, SAMPLE_FILES } from './helpers/orders.js';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from './helpers/test-app.js';
import { waitFor } from './helpers/wait-for.js';

const BACKUPS = /* GraphQL */ `
  query {
    backups {
      id
      status
      failureReason
      error
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation ($id: Int!) {
    deleteBackup(id: $id)
  }
`;

describe('backups left running', () => {
  let db: TestDatabase;
  let t: TestApp;
  let roles: Roles;

  beforeAll(async () => {
    db = await createTestDatabase();
    t = await startTestApp(db);
    roles = await signedInRoles(t);
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  /** A `running` row whose process stopped `minutesAgo` (a crash leaves exactly this). */
  const leftRunning = (minutesAgo: number) => {
    const at = new Date(Date.now() - minutesAgo * 60_000);
    return t.prisma.backup.create({
      data: {
        fileName: `backup-crashed-${minutesAgo}-${Date.now()}.tar.gz`,
        trigger: 'manual',
        createdAt: at,
        heartbeatAt: at,
      },
    });
  };

  it('are marked failed (interrupted) at start-up, shown with the reason on both APIs, and can be deleted on both', async () => {
    const first = await leftRunning(60);
    const second = await leftRunning(60);
    // The server restarts on the same database (a crash, then the process is started again).
    await t.close();
    t = await startTestApp(db);

    const rest = await t.http().get('/api/v1/admin/backups').set(authOf(roles, 'admin')).expect(200);
    const listed = rest.body.data.filter((b: { id: number }) => [first.id, second.id].includes(b.id));
    expect(listed).toEqual([
      expect.objectContaining({ status: 'failed', failure_reason: 'interrupted', completed_at: expect.any(String) }),
      expect.objectContaining({ status: 'failed', failure_reason: 'interrupted' }),
    ]);
    const gql = await t.graphql(BACKUPS, {}, tokenOf(roles, 'admin'));
    expect(gql.body.data.backups.find((b: { id: number }) => b.id === first.id)).toMatchObject({
      status: 'failed',
      failureReason: 'interrupted',
    });

    await t.http().delete(`/api/v1/admin/backups/${first.id}`).set(authOf(roles, 'admin')).expect(200);
    expect((await t.graphql(DELETE, { id: second.id }, tokenOf(roles, 'admin'))).body.data).toEqual({
      deleteBackup: true,
    });
    expect(await t.prisma.backup.count({ where: { id: { in: [first.id, second.id] } } })).toBe(0);
  });

  // Last: on PostgreSQL a second app in this process takes over passport's JWT strategy (t's HTTP calls are not used after it).
  it("are marked failed by another replica's sweep, which never takes a backup a live replica is still making", async () => {
    // First: on PostgreSQL its start-up sweeps too, and this test is about the hourly one.
    const other = await anotherReplica();
    const crashed = await leftRunning(60);
    const mine = t.app.get(BackupsService);
    mine.heartbeatMs = 20;
    // Holds the backup while it reads an uploaded file, until the test lets it go on.
    const order = await placeOrder(t, roles.client);
    await t
      .http()
      .post(`/api/v1/orders/${order.id}/receipt`)
      .set('Authorization', roles.client.auth)
      .attach('file', SAMPLE_FILES.pdf, 'receipt.pdf')
      .expect(201);
    const storage = t.app.get<FileStorage>(FILE_STORAGE);
    const held = new PassThrough();
    let reading!: () => void;
    const reached = new Promise<void>((resolve) => (reading = resolve));
    jest.spyOn(storage, 'open').mockImplementationOnce(async () => {
      reading();
      return { stream: held, size: SAMPLE_FILES.pdf.length };
    });
    const making = mine.createNow(toAuthUser(roles.admin.user));
    await reached;
    const live = await t.prisma.backup.findFirstOrThrow({ where: { status: 'running', id: { not: crashed.id } } });
    // Running for seven hours with its heartbeat last seen an hour ago: only a renewed heartbeat tells it is alive.
    const longAgo = new Date(Date.now() - 7 * 3_600_000);
    const lastBeat = new Date(Date.now() - 3_600_000);
    await t.prisma.backup.update({ where: { id: live.id }, data: { createdAt: longAgo, heartbeatAt: lastBeat } });
    await waitFor(
      async () => (await t.prisma.backup.findUniqueOrThrow({ where: { id: live.id } })).heartbeatAt > lastBeat,
    );

    try {
      // Both sweep at once, as replicas woken by the same hour do.
      const marked = await Promise.all([other.service.failAbandoned(), other.service.failAbandoned()]);
      expect(marked.sort()).toEqual([0, 1]);
      expect(await t.prisma.backup.findUniqueOrThrow({ where: { id: crashed.id } })).toMatchObject({
        status: 'failed',
        failureReason: 'interrupted',
      });
      expect(await t.prisma.backup.findUniqueOrThrow({ where: { id: live.id } })).toMatchObject({
        status: 'running',
        failureReason: null,
      });
    } finally {
      held.end(SAMPLE_FILES.pdf);
      await other.close();
    }
    const { backup } = await making;
    expect(backup).toMatchObject({ id: live.id, status: 'completed', failureReason: null });
  });

  /**
   * Another app on the same PostgreSQL database. The embedded database belongs to one process (its data
   * folder is locked), so there a second BackupsService on the same connection stands in for the replica.
   */
  async function anotherReplica() {
    if (process.env.DATABASE_URL) {
      const app = await startTestApp(db);
      return { service: app.app.get(BackupsService), close: () => app.close() };
    }
    const service = new BackupsService(
      t.prisma,
      t.app.get(SettingsService),
      t.app.get(FILE_STORAGE),
      t.app.get(BACKUP_ARCHIVE_STORAGE),
      t.app.get(Telemetry),
      t.app.get(APP_CONFIG),
    );
    return { service, close: async () => undefined };
  }
});
