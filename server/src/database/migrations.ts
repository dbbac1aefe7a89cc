import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { withSchemaEngine } from './schema-engine.js';
import { MIGRATIONS_DIR, SCHEMA_FILE } from './prisma-paths.js';

const filters = { externalTables: [], externalEnums: [] };

/** The migrations a database has applied (finished, not rolled back), by name in order. */
export const APPLIED_MIGRATIONS_SQL =
  'SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name';

async function readSchema(file = SCHEMA_FILE) {
  return { path: 'schema.prisma', content: await readFile(file, 'utf8') };
}

/** The migration folders in Prisma's own format, oldest first. */
export async function readMigrationList(dir = MIGRATIONS_DIR) {
  await mkdir(dir, { recursive: true });
  const entries = await readdir(dir, { withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const migrationDirectories = await Promise.all(
    folders.map(async (folder) => ({
      path: folder,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok' as const, value: await readFile(path.join(dir, folder, 'migration.sql'), 'utf8') },
      },
    })),
  );
  return {
    baseDir: dir,
    lockfile: {
      path: 'migration_lock.toml',
      content: await readFile(path.join(dir, 'migration_lock.toml'), 'utf8').catch(() => null),
    },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}

/**
 * True when `_prisma_migrations` records every migration folder as applied (finished, not rolled back), so the
 * schema engine (loading it is most of a restart's migration step) has nothing to do. Anything else,
 * a failed migration or a missing table included, is the engine's to handle and report.
 */
async function allApplied(adapterFactory: SqlMigrationAwareDriverAdapterFactory, folders: string[]) {
  const connection = await adapterFactory.connect();
  try {
    const recorded = await connection.queryRaw({ sql: APPLIED_MIGRATIONS_SQL, args: [], argTypes: [] });
    const applied = new Set((recorded.rows as [string][]).map(([name]) => name));
    return folders.every((folder) => applied.has(folder));
  } catch {
    return false;
  } finally {
    await connection.dispose();
  }
}

/** Applies the migrations not yet recorded in `_prisma_migrations`; a no-op when all are applied. */
export async function applyMigrations(adapterFactory: SqlMigrationAwareDriverAdapterFactory) {
  const migrationsList = await readMigrationList();
  if (
    await allApplied(
      adapterFactory,
      migrationsList.migrationDirectories.map((m) => m.path),
    )
  )
    return [];
  return withSchemaEngine(adapterFactory, await readSchema(), async (engine) => {
    const result = await engine.applyMigrations({ migrationsList, filters });
    return result.appliedMigrationNames;
  });
}

/** The SQL that would bring the migrations up to `schema.prisma`; empty when they agree. */
export async function diffMigrationsToSchema(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  schemaFile = SCHEMA_FILE,
) {
  const schema = await readSchema(schemaFile);
  const migrationsList = await readMigrationList();
  return withSchemaEngine(adapterFactory, schema, async (engine) => {
    const result = await engine.diff({
      from: { tag: 'migrations', ...migrationsList },
      to: { tag: 'schemaDatamodel', files: [schema] },
      script: true,
      exitCode: null,
      filters,
    });
    const sql = result.stdout ?? '';
    return isEmptyMigration(sql) ? '' : sql;
  });
}

export function isEmptyMigration(sql: string) {
  return sql.replace(/--.*$/gm, '').trim() === '';
}

/** Writes `prisma/migrations/<timestamp>_<name>/migration.sql`, as `prisma migrate dev --create-only` would. */
export async function writeMigration(name: string, sql: string, dir = MIGRATIONS_DIR) {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const folder = path.join(dir, `${stamp}_${name}`);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'migration.sql'), sql);
  return folder;
}
