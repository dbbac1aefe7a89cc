import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/app-config.js';
import { createApp } from './app.factory.js';
import { DataFolderInUseError } from './database/data-folder-lock.js';
import { SEED_REPORT } from './database/database.module.js';
import { StorageUnavailableError } from './storage/s3-storage.js';
import type { SeedReport } from './seed/seed.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const files = config.s3 ? `S3 bucket ${config.s3.bucket} (files/, backups/)` : `${config.dataDir} (files/, backups/)`;
  const { generatedAdminPassword, adminPasswordKept } = app.get<SeedReport>(SEED_REPORT);
  console.log(
    [
      '',
      `  Legal office is running at http://localhost:${config.port}`,
      `  Database: ${database}`,
      `  Files and backups: ${files}`,
      `  Admin login: ${config.adminEmail}`,
      ...(generatedAdminPassword ? [`  Admin password (generated, shown only this once): ${generatedAdminPassword}`] : []),
      ...(adminPasswordKept
        ? [`  ADMIN_PASSWORD applies only when the admin is created: the stored password was kept. To set a new one: npm run admin -- reset-password ${config.adminEmail}`]
        : []),
      `  REST: http://localhost:${config.port}/api/v1   GraphQL: http://localhost:${config.port}/graphql`,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  if (error instanceof DataFolderInUseError || error instanceof StorageUnavailableError) console.error(`Start-up refused: ${error.message}`);
  else console.error('Start-up failed:', error);
  process.exit(1);
});
