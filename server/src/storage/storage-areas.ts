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
    private readonly bucket?: S3Config,
  ) {}

  /** 's3' when the areas are a bucket's, whose reachability `checkBucket` tells; the data folder needs no check. */
  get kind(): 's3' | 'disk' {
    return this.client ? 's3' : 'disk';
  }

  /** Fails (StorageUnavailableError) when the bucket does not answer; nothing to check in the data folder. */
  async check() {
    if (this.client && this.bucket) await checkBucket(this.client, this.bucket);
  }

  close() {
    this.client?.destroy();
  }
}

export const localAreas = (dataDir: string) =>
  new StorageAreas(
    new LocalDiskStorage(path.join(dataDir, 'files')),
    new LocalDiskStorage(path.join(dataDir, 'backups')),
  );

/** The bucket's areas, once the bucket has answered (a missing bucket or endpoint stops here). */
export async function s3Areas(config: S3Config) {
  const client = createS3Client(config);
  try {
    await checkBucket(client, config);
  } catch (error) {
    client.destroy();
    throw error;
  }
  return new StorageAreas(
    new S3Storage(client, config.bucket, 'files/'),
    new S3Storage(client, config.bucket, 'backups/'),
    client,
    config,
  );
}

/** The bucket when S3_BUCKET is set, else the data folder. */
export const openStorageAreas = (config: AppConfig) => (config.s3 ? s3Areas(config.s3) : localAreas(config.dataDir));
