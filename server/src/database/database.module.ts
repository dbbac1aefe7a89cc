import { Global, Logger, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { openDatabase } from './database-connection.js';
import { applyMigrations } from './migrations.js';
import { PrismaService } from './prisma.service.js';
import { seedDatabase } from './seed/seed.js';

/**
 * Opens the database chosen by the configuration, applies pending migrations and seeds what is
 * missing before any feature can use it.
 */
@Global()
@Module({
  providers: [
    {
      provide: PrismaService,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const logger = new Logger('Database');
        const connection = await openDatabase(config);
        const applied = await applyMigrations(connection.adapterFactory);
        if (applied.length > 0) logger.log(`Applied migrations: ${applied.join(', ')}`);
        const prisma = new PrismaService(connection);
        await seedDatabase(prisma, config, logger);
        return prisma;
      },
    },
  ],
  exports: [PrismaService],
})
export class DatabaseModule {}
