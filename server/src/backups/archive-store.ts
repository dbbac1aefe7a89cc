import { Transform, type Writable } from 'node:stream';
import type { FileStorage } from '../storage/file-storage.js';

const ARCHIVE_NAME = /^[\w.-]+\.tar\.gz$/;

/**
 * Backup archives by file name, in the storage set apart for them (`backups/` of the data folder or of
 * the bucket): never among the uploaded files, so a backup does not contain the backups.
 */
export class BackupArchiveStore {
  constructor(private readonly storage: FileStorage) {}

  private keyOf(fileName: string) {
    if (!ARCHIVE_NAME.test(fileName)) throw new Error(`Unsafe backup file name: ${fileName}`);
    return fileName;
  }

  /**
   * A stream to write the archive into. The storage stores it whole or not at all (written aside on disk,
   * an atomic object in S3): `commit` waits for it and answers its size, `abort` drops it.
   */
  create(fileName: string): { stream: Writable; commit(): Promise<number>; abort(): Promise<void> } {
    const key = this.keyOf(fileName);
    let size = 0;
    const counting = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    const stored = this.storage.put(key, counting, 'application/gzip');
    // A storage that fails mid-way fails the writer too, instead of leaving it waiting to drain.
    stored.catch((error: Error) => counting.destroy(error));
    return {
      stream: counting,
      commit: async () => {
        await stored;
        return size;
      },
      abort: async () => {
        counting.destroy(new Error('Backup aborted'));
        await stored.catch(() => undefined);
        await this.storage.delete(key);
      },
    };
  }

  open(fileName: string) {
    return this.storage.open(this.keyOf(fileName));
  }

  async delete(fileName: string) {
    await this.storage.delete(this.keyOf(fileName));
  }
}
