import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config/app-config.js';
import { AppError } from '../common/errors/app-error.js';
import { isUnreachable } from '../common/errors/unreachable.js';
import { checkKey, type FileStorage } from './file-storage.js';

/** Bodies larger than this go up as a multipart upload, part by part (lib-storage). */
const PART_BYTES = 8 * 1024 * 1024;

export function createS3Client(config: S3Config) {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // S3-like servers (MinIO, s3rver) do not all know the checksums newer SDKs send by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000 },
  });
}

/** Why the product cannot use the configured bucket; start-up stops with this message. */
export class StorageUnavailableError extends Error {}

/** Fails with a message naming the setting to fix when the endpoint does not answer or the bucket is missing. */
export async function checkBucket(client: S3Client, config: S3Config) {
  const where = config.endpoint ?? `AWS S3 (${config.region})`;
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    const status = statusOf(error);
    if (status === 404)
      throw new StorageUnavailableError(
        `The S3 bucket "${config.bucket}" (S3_BUCKET) does not exist at ${where}: create it first.`,
      );
    if (status === 401 || status === 403) {
      throw new StorageUnavailableError(
        `${where} refused access to the S3 bucket "${config.bucket}": check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`,
      );
    }
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new StorageUnavailableError(
      `Cannot reach S3 at ${where} (S3_ENDPOINT) for the bucket "${config.bucket}": ${reason}`,
    );
  }
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * A bucket whose server does not answer (refused, reset, timed out) or answers 5xx is an outage: the
 * upload or download answers 503 SERVICE_UNAVAILABLE and may be retried, instead of a bare 500.
 */
function outageOr(error: unknown): unknown {
  const status = statusOf(error);
  const timedOut = (error as Error | undefined)?.name === 'TimeoutError';
  return isUnreachable(error) || timedOut || (status !== undefined && status >= 500) ? AppError.unavailable() : error;
}

/**
 * Keys under one prefix of a bucket (`files/` for uploads, `backups/` for archives), so the areas of the
 * data folder keep apart in the bucket too. S3 writes are atomic: a reader never sees half an object.
 */
export class S3Storage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  private objectOf(key: string) {
    return { Bucket: this.bucket, Key: `${this.prefix}${checkKey(key)}` };
  }

  async put(key: string, body: Buffer | Readable, contentType: string) {
    try {
      await new Upload({
        client: this.client,
        params: { ...this.objectOf(key), Body: body, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: 2,
      }).done();
    } catch (error) {
      throw outageOr(error);
    }
  }

  async open(key: string) {
    try {
      const object = await this.client.send(new GetObjectCommand(this.objectOf(key)));
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw outageOr(error);
    }
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand(this.objectOf(key)));
  }

  async *list(): AsyncIterable<string> {
    for await (const page of paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: this.prefix },
    )) {
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(this.prefix.length);
    }
  }

  async writtenAt(key: string) {
    try {
      return (await this.client.send(new HeadObjectCommand(this.objectOf(key)))).LastModified;
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  /** Aborts multipart uploads under the prefix begun before `before` (their parts are billed until then). */
  async removeUnfinished(before: Date) {
    let removed = 0;
    let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      const page = await this.listUploads(markers);
      if (!page) return removed;
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
        await this.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId }),
        );
        removed += 1;
      }
      if (!page.IsTruncated) return removed;
      markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  }

  private async listUploads(markers: { KeyMarker?: string; UploadIdMarker?: string }) {
    try {
      return await this.client.send(
        new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: this.prefix, ...markers }),
      );
    } catch (error) {
      // s3rver (the tests' S3) cannot list uploads; a server without that listing has none to sweep.
      if ((error as Error).name === 'NotImplemented') return undefined;
      throw error;
    }
  }
}
