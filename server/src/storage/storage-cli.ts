/**
 * Console commands for the office's operator (see README, "File storage"):
 *   migrate-to-s3   copies the data folder's uploaded files and backup archives into the S3_BUCKET
 * Stop the product first, so no upload lands in the data folder after its copy; then start it with S3_*.
 */
import { loadConfig } from '../config/app-config.js';
import { migrateToS3 } from './migrate-to-s3.js';
import { localAreas, s3Areas } from './storage-areas.js';

async function main(command: string | undefined) {
  if (command !== 'migrate-to-s3')
    throw new Error('Usage: npm run storage -- migrate-to-s3   (with the S3_* settings the product will use)');
  const config = loadConfig();
  if (!config.s3)
    throw new Error(
      'Set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for MinIO or another S3) to the bucket to copy into.',
    );
  const bucket = await s3Areas(config.s3);
  try {
    console.log(
      `Copying ${config.dataDir}/files and ${config.dataDir}/backups into the bucket ${config.s3.bucket} (files/, backups/)`,
    );
    const reports = await migrateToS3(localAreas(config.dataDir), bucket, (line) => console.log(`  ${line}`));
    for (const { area, copied, alreadyThere } of reports)
      console.log(`${area}: ${copied.length} copied, ${alreadyThere.length} already in the bucket (same size)`);
    console.log(
      'Every key is in the bucket with its size checked. The data folder was not changed: remove its files/ and backups/ once the product runs on the bucket.',
    );
  } finally {
    bucket.close();
  }
}

main(process.argv[2]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
