import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EmbeddedAdapterFactory, openPGlite } from './embedded-pglite.js';
import { applyMigrations, diffMigrationsToSchema, readMigrationList } from './migrations.js';
import { SCHEMA_FILE } from './prisma-paths.js';

/** Each test applies every migration to a fresh embedded database (and diffs it): minutes on a loaded two-core machine. */
const MIGRATIONS_MS = 300_000;

describe('migrations', () => {
  it(
    'produce exactly prisma/schema.prisma, with nothing left to diff',
    async () => {
      const pglite = await openPGlite();
      expect(await diffMigrationsToSchema(new EmbeddedAdapterFactory(pglite))).toBe('');
      await pglite.close();
    },
    MIGRATIONS_MS,
  );

  it(
    'notice a schema change that no migration holds',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'legal-schema-'));
      const changed = path.join(dir, 'schema.prisma');
      const schema = await readFile(SCHEMA_FILE, 'utf8');
      await writeFile(
        changed,
        schema.replace('  notes          String?', '  notes          String?\n  priority       Int @default(0)'),
      );
      const pglite = await openPGlite();
      const sql = await diffMigrationsToSchema(new EmbeddedAdapterFactory(pglite), changed);
      await pglite.close();
      await rm(dir, { recursive: true, force: true });
      expect(sql).toContain('"priority" INTEGER NOT NULL DEFAULT 0');
    },
    MIGRATIONS_MS,
  );

  it(
    'apply once and then find nothing pending',
    async () => {
      const pglite = await openPGlite();
      const adapter = new EmbeddedAdapterFactory(pglite);
      const all = (await readMigrationList()).migrationDirectories.map((m) => m.path);
      expect(await applyMigrations(adapter)).toEqual(all);
      expect(await applyMigrations(adapter)).toEqual([]);
      const recorded = await pglite.query<{ migration_name: string }>(
        'SELECT migration_name FROM _prisma_migrations ORDER BY migration_name',
      );
      expect(recorded.rows.map((r) => r.migration_name)).toEqual(all);
      await pglite.close();
    },
    MIGRATIONS_MS,
  );

  it(
    'hand a failed migration to the engine, which refuses to go on',
    async () => {
      const pglite = await openPGlite();
      const adapter = new EmbeddedAdapterFactory(pglite);
      const last = (await applyMigrations(adapter)).at(-1)!;
      await pglite.query('UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = $1', [last]);
      await expect(applyMigrations(adapter)).rejects.toThrow(last);
      await pglite.close();
    },
    MIGRATIONS_MS,
  );
});
