import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Keys are opaque, made by the caller (e.g. `orders/12/3f9c….pdf`). */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or undefined when the key is unknown. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  delete(key: string): Promise<void>;
  /** Every stored key (backups archive them all). */
  list(): AsyncIterable<string>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Local disk under `<dataDir>/files`: the single-machine default. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    if (!SAFE_KEY.test(key) || key.split('/').includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer) {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${target}.partial`;
    await writeFile(partial, bytes);
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
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (SAFE_KEY.test(key)) yield key;
    }
  }
}
