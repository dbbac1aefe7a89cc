import { existsSync } from 'node:fs';
import path from 'node:path';
import { fingerprint, storedFiles } from './helpers/backups.js';
import { authOf, type Roles, signedInRoles } from './helpers/content.js';
import { placeOrder, SAMPLE_FILES } from './helpers/orders.js';
import { startS3rver, type RunningS3rver } from './helpers/s3rver.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

describe('backups with files in an S3 bucket', () => {
  let s3rver: RunningS3rver;
  let t: TestApp;
  let roles: Roles;
  beforeAll(async () => {
    s3rver = await startS3rver();
    t = await startTestApp(undefined, s3rver.env);
    roles = await signedInRoles(t);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await s3rver?.stop();
  });

  const admin = () => authOf(roles, 'admin');
  const uploadReceipt = (orderId: number) =>
    t
      .http()
      .post(`/api/v1/orders/${orderId}/receipt`)
      .set('Authorization', roles.client.auth)
      .attach('file', SAMPLE_FILES.pdf, 'receipt.pdf')
      .expect(201);

  it('creates, downloads, restores and deletes an archive kept in the bucket under backups/, nothing in the data folder', async () => {
    const kept = await placeOrder(t, roles.client);
    await uploadReceipt(kept.id);
    const backup = (await t.http().post('/api/v1/admin/backups').set(admin()).expect(201)).body.data as {
      id: number;
      file_name: string;
      size_bytes: number;
      status: string;
    };
    expect(backup.status).toBe('completed');

    const inBucket = await s3rver.read(`backups/${backup.file_name}`);
    expect(inBucket?.length).toBe(backup.size_bytes);
    const download = await t
      .http()
      .get(`/api/v1/admin/backups/${backup.id}/download`)
      .set(admin())
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect((download.body as Buffer).equals(inBucket!)).toBe(true);
    for (const folder of ['files', 'backups']) expect(existsSync(path.join(t.dataDir, folder))).toBe(false);

    const before = await fingerprint(t);
    const filesBefore = await storedFiles(t);
    expect(Object.keys(filesBefore)).toHaveLength(1);
    const later = await placeOrder(t, roles.client);
    await uploadReceipt(later.id);
    expect(Object.keys(await storedFiles(t))).toHaveLength(2);

    const restored = await t.http().post(`/api/v1/admin/backups/${backup.id}/restore`).set(admin()).expect(200);
    expect(restored.body.data.files).toBe(1);
    expect(await fingerprint(t)).toEqual(before);
    expect(await storedFiles(t)).toEqual(filesBefore);
    expect(await t.prisma.order.findUnique({ where: { id: later.id } })).toBeNull();

    await t.http().delete(`/api/v1/admin/backups/${backup.id}`).set(admin()).expect(200);
    expect(await s3rver.read(`backups/${backup.file_name}`)).toBeUndefined();
  });

  // Last: the bucket stays out of reach.
  it('marks a backup tried while the bucket is out of reach failed with the reason, and lets it be deleted', async () => {
    await s3rver.stop();
    const refused = await t.http().post('/api/v1/admin/backups').set(admin());
    expect(refused.status).toBe(500);
    expect(refused.body.detail).toBe('تعذر إنشاء النسخة الاحتياطية');
    const [failed] = (await t.http().get('/api/v1/admin/backups').set(admin()).expect(200)).body.data;
    expect(failed).toMatchObject({
      status: 'failed',
      failure_reason: 'storage_unavailable',
      error: expect.any(String),
      completed_at: expect.any(String),
    });
    const listed = await t.graphql(
      /* GraphQL */ `
        query {
          backups {
            id
            status
            failureReason
          }
        }
      `,
      {},
      roles.admin.token,
    );
    expect(listed.body.data.backups[0]).toEqual({
      id: failed.id,
      status: 'failed',
      failureReason: 'storage_unavailable',
    });
    await t.http().delete(`/api/v1/admin/backups/${failed.id}`).set(admin()).expect(200);
    expect(await t.prisma.backup.count({ where: { id: failed.id } })).toBe(0);
  });
});
