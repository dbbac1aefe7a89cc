import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { AppConfig, S3Config } from '../config/app-config.js';
import { LocalDiskStorage, type FileStorage } from './file-storage.js';
import { checkBucket, createS3Client, S3Storage } from './s3-storage.js';

/**
 * The two places bytes live, kept apart so a backup never contains the backups: uploaded files and backup
 * archives. In the data folder they are `files/` and `backups/`; in a bucket, the same two prefixes.
 */
export class StorageAreas {
  constructor(
    readonly files: FileStorage,
    readonly backups: FileStorage,
    private readonly client?: S3Client,
  ) {}

  close() {
    this.client?.destroy();
  }
}

export const localAreas = (dataDir: string) => new StorageAreas(new LocalDiskStorage(path.join(dataDir, 'files')), new LocalDiskStorage(path.join(dataDir, 'backups')));

/** The bucket's areas, once the bucket has answered (a missing bucket or endpoint stops here). */
export async function s3Areas(config: S3Config) {
  const client = createS3Client(config);
  try {
    await checkBucket(client, config);
  } catch (error) {
    client.destroy();
    throw error;
  }
  return new StorageAreas(new S3Storage(client, config.bucket, 'files/'), new S3Storage(client, config.bucket, 'backups/'), client);
}

/** The bucket when S3_BUCKET is set, else the data folder. */
export const openStorageAreas = (config: AppConfig) => (config.s3 ? s3Areas(config.s3) : localAreas(config.dataDir));
