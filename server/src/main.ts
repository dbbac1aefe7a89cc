import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/app-config.js';
import { createApp } from './app.factory.js';
import { DataFolderInUseError } from './database/data-folder-lock.js';
import { SEED_REPORT } from './database/database.module.js';
import { StorageUnavailableError } from './storage/s3-storage.js';
import type { SeedReport } from './seed/seed.js';
import { startUpSummary } from './start-up-summary.js';

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
  console.log(startUpSummary(config, app.get<SeedReport>(SEED_REPORT)));
}

main().catch((error) => {
  if (error instanceof DataFolderInUseError || error instanceof StorageUnavailableError)
    console.error(`Start-up refused: ${error.message}`);
  else console.error('Start-up failed:', error);
  process.exit(1);
});
