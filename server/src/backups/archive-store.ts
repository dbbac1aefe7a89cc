import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * Where backup archives live: `<dataDir>/backups/<fileName>`. Kept apart from the uploaded files (a
 * backup must not contain the backups) and behind this small interface so they can move to object storage.
 */
export class BackupArchiveStore {
  constructor(private readonly root: string) {}

  private pathOf(fileName: string) {
    if (!/^[\w.-]+\.tar\.gz$/.test(fileName)) throw new Error(`Unsafe backup file name: ${fileName}`);
    return path.join(this.root, fileName);
  }

  /** Writes aside and renames on `commit`, so a listed archive is never half written. */
  async create(fileName: string): Promise<{ stream: Writable; commit(): Promise<number>; abort(): Promise<void> }> {
    await mkdir(this.root, { recursive: true });
    const target = this.pathOf(fileName);
    const partial = `${target}.partial`;
    return {
      stream: createWriteStream(partial),
      commit: async () => {
        await rename(partial, target);
        return (await stat(target)).size;
      },
      abort: () => rm(partial, { force: true }),
    };
  }

  async open(fileName: string): Promise<{ stream: Readable; size: number } | undefined> {
    const target = this.pathOf(fileName);
    const info = await stat(target).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(target), size: info.size };
  }

  async delete(fileName: string) {
    await rm(this.pathOf(fileName), { force: true });
  }
}
