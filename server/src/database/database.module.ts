import { Global, Logger, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { openDatabase } from './database-connection.js';
import { applyMigrations } from './migrations.js';
import { PrismaService } from './prisma.service.js';
import { seedDatabase, type SeedReport } from './seed/seed.js';

/** The seed's report (the admin's generated password, if one was made), for the start-up banner. */
export const SEED_REPORT = Symbol('SEED_REPORT');
const READY_DATABASE = Symbol('READY_DATABASE');

type ReadyDatabase = { prisma: PrismaService; seed: SeedReport };

/**
 * Opens the database chosen by the configuration, applies pending migrations and seeds what is
 * missing before any feature can use it.
 */
@Global()
@Module({
  providers: [
    {
      provide: READY_DATABASE,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<ReadyDatabase> => {
        const logger = new Logger('Database');
        const connection = await openDatabase(config);
        const applied = await applyMigrations(connection.adapterFactory);
        if (applied.length > 0) logger.log(`Applied migrations: ${applied.join(', ')}`);
        const prisma = new PrismaService(connection);
        return { prisma, seed: await seedDatabase(prisma, config, logger) };
      },
    },
    { provide: PrismaService, inject: [READY_DATABASE], useFactory: (ready: ReadyDatabase) => ready.prisma },
    { provide: SEED_REPORT, inject: [READY_DATABASE], useFactory: (ready: ReadyDatabase) => ready.seed },
  ],
  exports: [PrismaService, SEED_REPORT],
})
export class DatabaseModule {}
