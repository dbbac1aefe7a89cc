import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Logger } from '@nestjs/common';

/** Where uploaded bytes live. Keys are opaque, made by the caller (e.g. `orders/12/3f9c….pdf`). */
export interface FileStorage {
  /** Stores the bytes under the key (a stream, such as a backup archive, is never held whole in memory). */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or undefined when the key is unknown. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  delete(key: string): Promise<void>;
  /** Every stored key (backups archive them all). */
  list(): AsyncIterable<string>;
  /** When the key's bytes were written, or undefined when the key is unknown. */
  writtenAt(key: string): Promise<Date | undefined>;
  /** Removes writes that never finished (a crash mid-upload) begun before `before`; returns how many. */
  removeUnfinished(before: Date): Promise<number>;
}

/**
 * Deletes bytes no row points to any more. A failure only leaves garbage (the leftover-file sweep takes
 * it later), never a broken page, so it is logged, not thrown.
 */
export async function deleteQuietly(storage: FileStorage, key: string, logger: Logger) {
  await storage
    .delete(key)
    .catch((error: unknown) => logger.warn({ err: error, key }, 'Could not delete a stored file'));
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');
/** Where backup archives live: apart from FILE_STORAGE, whose every key a backup archives. */
export const BACKUP_ARCHIVE_STORAGE = Symbol('BACKUP_ARCHIVE_STORAGE');

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;
const PARTIAL = '.partial';

/** Keys are relative paths without `..`, whichever storage holds them, so they move between storages unchanged. */
export function checkKey(key: string) {
  if (!SAFE_KEY.test(key) || key.split('/').includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

/** Keys as files under a folder of the data folder (`files/`, `backups/`): the single-machine default. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    return path.join(this.root, checkKey(key));
  }

  async put(key: string, body: Buffer | Readable) {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${target}${PARTIAL}`;
    try {
      await writeFile(partial, body);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await rename(partial, target);
  }

  async open(key: string) {
    const target = this.pathOf(key);
    const info = await stat(target).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(target), size: info.size };
  }

  async delete(key: string) {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<string> {
    for (const file of await this.files()) {
      if (file.endsWith(PARTIAL)) continue;
      const key = path.relative(this.root, file).split(path.sep).join('/');
      if (SAFE_KEY.test(key)) yield key;
    }
  }

  async writtenAt(key: string) {
    return (await stat(this.pathOf(key)).catch(() => undefined))?.mtime;
  }

  async removeUnfinished(before: Date) {
    let removed = 0;
    for (const file of await this.files()) {
      if (!file.endsWith(PARTIAL)) continue;
      const info = await stat(file).catch(() => undefined);
      if (info && info.mtime < before) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  private async files() {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  }
}
