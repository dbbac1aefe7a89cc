import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { lockDataFolder } from './data-folder-lock.js';

export type DatabaseConnection = {
  kind: 'postgresql' | 'pglite';
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
};

/**
 * The one place that chooses the database: PostgreSQL when a URL is given, otherwise PGlite
 * (embedded PostgreSQL) kept in `<dataDir>/pgdata` so data survives restarts, held by one process at a time.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    return {
      kind: 'postgresql',
      adapterFactory: new PrismaPg({ connectionString: options.databaseUrl }),
      close: async () => undefined,
    };
  }
  const release = lockDataFolder(options.dataDir);
  try {
    const pglite = await PGlite.create({ dataDir: path.join(options.dataDir, 'pgdata') });
    return {
      kind: 'pglite',
      adapterFactory: new PrismaPGlite(pglite),
      close: async () => {
        await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
