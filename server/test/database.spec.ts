import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Prisma } from '../src/generated/prisma/client.js';
import { SERVICE_CATALOGUE } from '../src/catalog/catalogue-defaults.js';
import { CMS_DEFAULTS } from '../src/cms/cms-defaults.js';
import { SETTINGS_DEFAULTS } from '../src/settings/settings-defaults.js';
import { verifyPassword } from '../src/auth/password.js';
import { SEED_REPORT } from '../src/database/database.module.js';
import { applyMigrations } from '../src/database/migrations.js';
import { PostgresAdapterFactory } from '../src/database/postgres-adapter.js';
import type { SeedReport } from '../src/seed/seed.js';
import { createTestDatabase, startTestApp, TEST_ADMIN, type TestDatabase } from './helpers/test-app.js';

describe('database', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('seeds the catalogue, CMS, settings and the admin on first start', async () => {
    const t = await startTestApp(db);
    try {
      expect(await t.prisma.service.count()).toBe(SERVICE_CATALOGUE.length);
      const cms = await t.prisma.cmsSection.findMany();
      // Each section, and its Turkish and English beside it (seeded with the section).
      const sections = Object.keys(CMS_DEFAULTS);
      expect(cms.map((c) => c.key).sort()).toEqual(
        [...sections, ...sections.flatMap((section) => [`${section}:tr`, `${section}:en`])].sort(),
      );
      const settings = await t.prisma.settingGroup.findMany();
      expect(settings.map((s) => s.key).sort()).toEqual(Object.keys(SETTINGS_DEFAULTS).sort());
      const admin = await t.prisma.user.findUniqueOrThrow({ where: { email: TEST_ADMIN.email } });
      expect(admin.role).toBe('admin');
      expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(admin.passwordHash, TEST_ADMIN.password)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('keeps data across a restart and seeds nothing twice', async () => {
    const first = await startTestApp(db);
    const service = await first.prisma.service.findFirstOrThrow({ orderBy: { id: 'asc' } });
    await first.prisma.service.update({ where: { id: service.id }, data: { nameAr: 'اسم معدل' } });
    // The office rewrote the Arabic home page: the seeded Turkish of the old words is not written again.
    await first.prisma.cmsSection.update({
      where: { key: 'home' },
      data: { data: { ...CMS_DEFAULTS.home, hero_title: 'عنوان المكتب الجديد' } },
    });
    await first.prisma.cmsSection.deleteMany({ where: { key: { in: ['home:tr', 'about:tr'] } } });
    await first.close();

    const second = await startTestApp(db);
    try {
      expect(await second.prisma.service.count()).toBe(SERVICE_CATALOGUE.length);
      expect((await second.prisma.service.findUniqueOrThrow({ where: { id: service.id } })).nameAr).toBe('اسم معدل');
      expect(await second.prisma.user.count({ where: { role: 'admin' } })).toBe(1);
      const translations = await second.prisma.cmsSection.findMany({ where: { key: { in: ['home:tr', 'about:tr'] } } });
      expect(translations.map((row) => row.key)).toEqual(['about:tr']);
    } finally {
      await second.close();
    }
  });

  it('generates the admin password when ADMIN_PASSWORD is unset and reports it once, for the start-up banner', async () => {
    const fresh = await createTestDatabase();
    try {
      const first = await startTestApp(fresh, { ADMIN_PASSWORD: '' });
      const { generatedAdminPassword } = first.app.get<SeedReport>(SEED_REPORT);
      expect(generatedAdminPassword).toMatch(/^[\w-]{16}$/);
      const admin = await first.prisma.user.findUniqueOrThrow({ where: { email: TEST_ADMIN.email } });
      expect(await verifyPassword(admin.passwordHash, generatedAdminPassword!)).toBe(true);
      await first.close();
      const second = await startTestApp(fresh, { ADMIN_PASSWORD: '' });
      expect(second.app.get<SeedReport>(SEED_REPORT).generatedAdminPassword).toBeUndefined();
      await second.close();
    } finally {
      await fresh.drop();
    }
  });

  const embeddedOnly = process.env.DATABASE_URL ? describe.skip : describe;
  embeddedOnly('one server process per embedded data folder', () => {
    const lockFile = () => path.join(db.dataDir, 'server.lock');

    it('refuses a second server on the same folder, naming the folder and the process that holds it', async () => {
      const first = await startTestApp(db);
      try {
        await expect(startTestApp(db)).rejects.toThrow(
          new RegExp(`data folder ${db.dataDir} is in use by another server process \\(pid ${process.pid} `),
        );
        expect(await first.prisma.user.count()).toBeGreaterThan(0);
      } finally {
        await first.close();
      }
      expect(existsSync(lockFile())).toBe(false);
    });

    it('takes over a lock left by a process that no longer runs (a crash or kill -9)', async () => {
      const crashed = spawnSync(process.execPath, ['-e', '0']);
      await writeFile(
        lockFile(),
        JSON.stringify({ pid: crashed.pid, host: hostname(), startedAt: '2026-01-01T00:00:00.000Z' }),
      );
      const t = await startTestApp(db);
      try {
        expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
      } finally {
        await t.close();
      }
    });

    it('takes over a lock file that holds no readable owner', async () => {
      await writeFile(lockFile(), 'half-written');
      const t = await startTestApp(db);
      await t.close();
    });
  });

  const postgresOnly = process.env.DATABASE_URL ? describe : describe.skip;
  postgresOnly('migrations on PostgreSQL', () => {
    it('leave no lock held once applied, so a replica starting next migrates at once instead of waiting and failing (P1002)', async () => {
      const fresh = await createTestDatabase();
      const observer = new pg.Client({ connectionString: fresh.databaseUrl });
      try {
        expect(await applyMigrations(new PostgresAdapterFactory({ connectionString: fresh.databaseUrl }))).not.toEqual(
          [],
        );
        await observer.connect();
        const { rows } = await observer.query(
          `SELECT objid FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        expect(rows).toEqual([]);
      } finally {
        await observer.end();
        await fresh.drop();
      }
    });
  });

  describe('constraints held by the database itself', () => {
    const user = (email: string) => ({ email, fullName: 'عميل', passwordHash: 'x' });

    it('stores every point in time as an instant with its zone, so office-time reasoning never depends on the session', async () => {
      const t = await startTestApp(db);
      try {
        const columns = await t.prisma.$queryRaw<{ table_name: string; column_name: string; data_type: string }[]>`
          SELECT table_name, column_name, data_type FROM information_schema.columns
          WHERE table_schema = current_schema() AND data_type LIKE 'timestamp%' AND table_name <> '_prisma_migrations'`;
        expect(columns.length).toBeGreaterThanOrEqual(26);
        expect(columns.filter((column) => column.data_type !== 'timestamp with time zone')).toEqual([]);
      } finally {
        await t.close();
      }
    });

    it('refuses an e-mail that is not lower-cased, so addresses are unique regardless of case', async () => {
      const t = await startTestApp(db);
      try {
        await expect(t.prisma.user.create({ data: user('Client@Example.com') })).rejects.toThrow();
        await t.prisma.user.create({ data: user('client@example.com') });
        await expect(t.prisma.user.create({ data: user('client@example.com') })).rejects.toThrow(
          Prisma.PrismaClientKnownRequestError,
        );
      } finally {
        await t.close();
      }
    });

    it('refuses negative prices', async () => {
      const t = await startTestApp(db);
      try {
        const base = { nameAr: 'خدمة', category: 'other' as const, priceTry: '10.00' };
        await expect(t.prisma.service.create({ data: { ...base, priceTry: '-1.00' } })).rejects.toThrow();
        await expect(t.prisma.service.create({ data: { ...base, priceUsd: '-0.01' } })).rejects.toThrow();
        await expect(t.prisma.service.create({ data: base })).resolves.toMatchObject({ nameAr: 'خدمة' });
      } finally {
        await t.close();
      }
    });
  });
});
