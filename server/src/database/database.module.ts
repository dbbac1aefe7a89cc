import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { openDatabase } from './database-connection.js';
import { applyMigrations } from './migrations.js';
import { PrismaService } from './prisma.service.js';
import { Telemetry } from '../common/telemetry/telemetry.js';

/** The connection pool in /metrics: connections open, idle, and queries waiting for one (PostgreSQL only). */
function reportPoolUse(prisma: PrismaService, telemetry: Telemetry) {
  if (prisma.connection.kind !== 'postgresql') return;
  const use = () => prisma.connection.poolUse() ?? { total: 0, idle: 0, waiting: 0 };
  telemetry.observe('database_pool_connections', 'PostgreSQL connections open in the pool', () => use().total);
  telemetry.observe('database_pool_idle_connections', 'PostgreSQL connections idle in the pool', () => use().idle);
  telemetry.observe(
    'database_pool_waiting_queries',
    'Queries waiting for a free PostgreSQL connection',
    () => use().waiting,
  );
}
const POOL_METRICS = Symbol('POOL_METRICS');
import { CacheService } from './cache.service.js';

/** What the application's seeder reported (the admin's generated password, if one was made), for the start-up banner. */
export const SEED_REPORT = Symbol('SEED_REPORT');
const READY_DATABASE = Symbol('READY_DATABASE');

/** First-start data, written by the application (the database knows nothing of accounts or content). */
export type Seeder = (prisma: PrismaService, config: AppConfig) => Promise<unknown>;

type ReadyDatabase = { prisma: PrismaService; seed: unknown };

/**
 * Opens the database chosen by the configuration, applies pending migrations and runs the seeder before
 * any feature can use it. Provides the cache service every feature's in-memory copy of rows registers with.
 */
@Module({})
export class DatabaseModule {
  static forRoot(seed: Seeder): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [
        {
          provide: READY_DATABASE,
          inject: [APP_CONFIG],
          useFactory: async (config: AppConfig): Promise<ReadyDatabase> => {
            const connection = await openDatabase(config);
            const applied = await applyMigrations(connection.adapterFactory);
            if (applied.length > 0) new Logger('Database').log(`Applied migrations: ${applied.join(', ')}`);
            const prisma = new PrismaService(connection);
            return { prisma, seed: await seed(prisma, config) };
          },
        },
        { provide: PrismaService, inject: [READY_DATABASE], useFactory: (ready: ReadyDatabase) => ready.prisma },
        { provide: SEED_REPORT, inject: [READY_DATABASE], useFactory: (ready: ReadyDatabase) => ready.seed },
        { provide: POOL_METRICS, inject: [PrismaService, Telemetry], useFactory: reportPoolUse },
        CacheService,
      ],
      exports: [PrismaService, SEED_REPORT, CacheService],
    };
  }
}
