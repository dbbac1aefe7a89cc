import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { SEED_REPORT } from '../src/database/database.module.js';
import type { SeedReport } from '../src/seed/seed.js';
import { AdminRecoveryError, resetAdminPassword } from '../src/users/admin-recovery.js';
import {
  createTestDatabase,
  createUser,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  type TestDatabase,
} from './helpers/test-app.js';

const run = promisify(execFile);

describe('admin recovery from the console', () => {
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    t = await startTestApp(db);
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  const login = (password: string) => t.http().post('/api/v1/auth/login').send({ email: TEST_ADMIN.email, password });

  it('gives the admin a new password that signs in, ends the old sessions and is audited', async () => {
    const before = (await login(TEST_ADMIN.password).expect(200)).body.data;
    const admin = await t.prisma.user.findUniqueOrThrow({ where: { email: TEST_ADMIN.email } });
    await t.prisma.user.update({
      where: { id: admin.id },
      data: { lockedUntil: new Date(Date.now() + 3_600_000), failedLoginCount: 5 },
    });

    const password = await resetAdminPassword(t.prisma, ` ${TEST_ADMIN.email.toUpperCase()} `);

    expect(password).toMatch(/^[\w-]{16}$/);
    await login(TEST_ADMIN.password).expect(401);
    await login(password).expect(200);
    await t.http().get('/api/v1/auth/me').set('Authorization', `Bearer ${before.access_token}`).expect(401);
    await t.http().post('/api/v1/auth/refresh').send({ refresh_token: before.refresh_token }).expect(401);
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: 'admin_password_reset_from_console' } });
    expect(audit).toMatchObject({ actorId: null, entityType: 'user', entityId: String(admin.id) });
  });

  it('lets an admin who lost the phone and the recovery codes of their second factor back in with the password alone', async () => {
    const admin = await t.prisma.user.findUniqueOrThrow({ where: { email: TEST_ADMIN.email } });
    await t.prisma.user.update({
      where: { id: admin.id },
      data: { twoFactorSecret: 'JBSWY3DPEHPK3PXP', twoFactorEnabledAt: new Date() },
    });
    await t.prisma.recoveryCode.create({ data: { userId: admin.id, codeHash: 'lost' } });

    const password = await resetAdminPassword(t.prisma, TEST_ADMIN.email);

    const session = (await login(password).expect(200)).body.data;
    expect(session.user.two_factor_enabled).toBe(false);
    expect(await t.prisma.recoveryCode.count({ where: { userId: admin.id } })).toBe(0);
    const audit = await t.prisma.auditLog.findFirstOrThrow({
      where: { action: 'admin_password_reset_from_console' },
      orderBy: { id: 'desc' },
    });
    expect(audit.details).toMatchObject({ two_factor_was_enabled: true });
  });

  it('refuses an address that is not an admin, changing nothing', async () => {
    const client = await createUser(t, 'client');
    await expect(resetAdminPassword(t.prisma, client.user.email)).rejects.toThrow(AdminRecoveryError);
    await expect(resetAdminPassword(t.prisma, 'nobody@test.local')).rejects.toThrow(
      'No admin account has the e-mail nobody@test.local.',
    );
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: client.user.id } })).passwordHash).toBe(
      client.user.passwordHash,
    );
  });

  it('says at start-up that ADMIN_PASSWORD was not applied to an admin who already exists', async () => {
    const fresh = await createTestDatabase();
    try {
      const first = await startTestApp(fresh);
      expect(first.app.get<SeedReport>(SEED_REPORT)).toEqual({});
      await first.close();
      const second = await startTestApp(fresh, { ADMIN_PASSWORD: 'another-password-2' });
      expect(second.app.get<SeedReport>(SEED_REPORT)).toEqual({ adminPasswordKept: true });
      await second.close();
    } finally {
      await fresh.drop();
    }
  });

  const embeddedOnly = process.env.DATABASE_URL ? it.skip : it;
  embeddedOnly(
    'runs as a console command on the stopped product’s data folder and prints the password once',
    async () => {
      const fresh = await createTestDatabase();
      await (await startTestApp(fresh)).close();
      const env = { ...process.env, DATA_DIR: fresh.dataDir, ADMIN_EMAIL: TEST_ADMIN.email };
      try {
        const { stdout } = await run(
          process.execPath,
          ['--import', 'tsx', 'src/users/admin-cli.ts', 'reset-password', TEST_ADMIN.email],
          { env },
        );
        const password = stdout.trim().split('\n').at(-1)!;
        expect(stdout).toContain(`New password for ${TEST_ADMIN.email}`);
        const again = await startTestApp(fresh);
        try {
          await again.http().post('/api/v1/auth/login').send({ email: TEST_ADMIN.email, password }).expect(200);
        } finally {
          await again.close();
        }
        await expect(
          run(process.execPath, ['--import', 'tsx', 'src/users/admin-cli.ts', 'reset-password'], { env }),
        ).rejects.toMatchObject({ stderr: expect.stringContaining('Usage: npm run admin -- reset-password') });
      } finally {
        await fresh.drop();
      }
    },
    // Two console processes compile the CLI with tsx and two apps start: minutes on a loaded two-core machine.
    420_000,
  );
});
