import type { OnApplicationShutdown } from '@nestjs/common';
import { PrismaClient } from '../generated/prisma/client.js';
import type { DatabaseConnection } from './database-connection.js';

/** The one way to the database. Feature services inject it; nothing else talks SQL. */
export class PrismaService extends PrismaClient implements OnApplicationShutdown {
  constructor(readonly connection: DatabaseConnection) {
    super({ adapter: connection.adapterFactory });
  }

  onApplicationShutdown() {
    return this.close();
  }

  async close() {
    await this.$disconnect();
    await this.connection.close();
  }
}
