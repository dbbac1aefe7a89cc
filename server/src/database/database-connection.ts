import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EmbeddedAdapterFactory, openPGlite } from './embedded-pglite.js';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { lockDataFolder } from './data-folder-lock.js';
import { EMBEDDED_TEMPLATE_DIR, initialiseFromTemplate } from './embedded-template.js';
import { PostgresAdapterFactory } from './postgres-adapter.js';
import { type ChangeNotifications, pgliteNotifications, postgresNotifications } from './change-notifications.js';

export type DatabaseConnection = {
  kind: 'postgresql' | 'pglite';
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  /**
   * A listener for NOTIFYs from this process or any other on the same database: one connection on
   * PostgreSQL. The cache service opens the one this process uses.
   */
  openNotifications(): ChangeNotifications;
  close(): Promise<void>;
  /** PostgreSQL's connection pool as it is now; undefined for PGlite, one connection inside this process. */
  poolUse(): PoolUse | undefined;
};

export type PoolUse = { total: number; idle: number; waiting: number };

/**
 * PGlite's buffer cache lives in its WebAssembly heap, in this process: PostgreSQL's default of 128 MB
 * shared_buffers made up most of the server's memory (about 120 MiB RSS more than 16 MB). The files
 * are real files, so the operating system's page cache still holds the rest of a small office's data.
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * The one place that chooses the database: PostgreSQL when a URL is given, otherwise PGlite
 * (embedded PostgreSQL) kept in `<dataDir>/pgdata` so data survives restarts, held by one process at a time.
 * A new folder starts from the build's initdb template when there is one (`templateDir`).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  templateDir?: string;
}): Promise<DatabaseConnection> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const adapterFactory = new PostgresAdapterFactory({ connectionString: databaseUrl });
    return {
      kind: 'postgresql',
      adapterFactory,
      poolUse: () =>
        adapterFactory.pool && {
          total: adapterFactory.pool.totalCount,
          idle: adapterFactory.pool.idleCount,
          waiting: adapterFactory.pool.waitingCount,
        },
      openNotifications: () => postgresNotifications(databaseUrl),
      close: async () => undefined,
    };
  }
  const release = lockDataFolder(options.dataDir);
  try {
    const pgdata = path.join(options.dataDir, 'pgdata');
    await initialiseFromTemplate(pgdata, options.templateDir ?? EMBEDDED_TEMPLATE_DIR);
    const pglite = await openPGlite({
      dataDir: pgdata,
      startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
    });
    return {
      kind: 'pglite',
      adapterFactory: new EmbeddedAdapterFactory(pglite),
      poolUse: () => undefined,
      openNotifications: () => pgliteNotifications(pglite),
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
