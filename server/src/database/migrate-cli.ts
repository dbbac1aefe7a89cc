/**
 * Migrations without Prisma's downloadable engines (see README, "Database"):
 *   create <name>  write a new migration from the change in prisma/schema.prisma
 *   check          fail when schema.prisma has changes no migration holds
 *   deploy         apply pending migrations to DATABASE_URL, or the PGlite database in DATA_DIR
 */
import { EmbeddedAdapterFactory, openPGlite } from './embedded-pglite.js';
import { loadConfig } from '../config/app-config.js';
import { openDatabase } from './database-connection.js';
import { applyMigrations, diffMigrationsToSchema, writeMigration } from './migrations.js';

async function scratchDatabase() {
  const pglite = await openPGlite();
  return { adapterFactory: new EmbeddedAdapterFactory(pglite), close: () => pglite.close() };
}

async function main(command: string | undefined, name: string | undefined) {
  if (command === 'create' || command === 'check') {
    const scratch = await scratchDatabase();
    const sql = await diffMigrationsToSchema(scratch.adapterFactory);
    await scratch.close();
    if (command === 'check') {
      if (!sql) return console.log('Migrations match prisma/schema.prisma.');
      console.error(
        `prisma/schema.prisma has changes that no migration holds. Run: npm run db:migration -- <name>\n\n${sql}`,
      );
      return process.exit(1);
    }
    if (!name || !/^[a-z0-9_]+$/.test(name))
      throw new Error('Name the migration in snake_case: npm run db:migration -- add_order_notes');
    if (!sql) return console.log('Nothing to migrate: the migrations already match prisma/schema.prisma.');
    console.log(`Wrote ${await writeMigration(name, sql)}/migration.sql`);
    return;
  }
  if (command === 'deploy') {
    const connection = await openDatabase(loadConfig());
    const applied = await applyMigrations(connection.adapterFactory);
    await connection.close();
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'No pending migrations.');
    return;
  }
  throw new Error('Usage: migrate-cli create <name> | check | deploy');
}

main(process.argv[2], process.argv[3]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
