import path from 'node:path';
import type { FileStorage } from './file-storage.js';
import type { StorageAreas } from './storage-areas.js';

export type AreaReport = { area: 'files' | 'backups'; copied: string[]; alreadyThere: string[] };

/** Only a label for the object in the bucket: downloads take their type from the database row. */
const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.gz': 'application/gzip',
};

/**
 * Copies every uploaded file and backup archive of the data folder into the bucket, each checked by its
 * size once stored. A key already in the bucket with the same size is left as it is, so a second run (or
 * one after an interruption) copies only what is missing. The data folder is not changed.
 */
export async function migrateToS3(
  from: StorageAreas,
  to: StorageAreas,
  log: (line: string) => void,
): Promise<AreaReport[]> {
  const reports: AreaReport[] = [];
  for (const area of ['files', 'backups'] as const) {
    const report: AreaReport = { area, copied: [], alreadyThere: [] };
    for await (const key of from[area].list()) {
      const copied = await copyKey(from[area], to[area], key);
      if (copied === undefined) continue; // removed since it was listed
      (copied ? report.copied : report.alreadyThere).push(key);
      log(`${copied ? 'copied' : 'already in the bucket'}: ${area}/${key}`);
    }
    reports.push(report);
  }
  return reports;
}

/** True when copied, false when the bucket already had it, undefined when the source has gone. */
async function copyKey(from: FileStorage, to: FileStorage, key: string) {
  const source = await from.open(key);
  if (!source) return undefined;
  if ((await sizeIn(to, key)) === source.size) {
    source.stream.destroy();
    return false;
  }
  await to.put(key, source.stream, CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream');
  const stored = await sizeIn(to, key);
  if (stored !== source.size)
    throw new Error(
      `${key}: ${source.size} bytes in the data folder but ${stored ?? 'none'} in the bucket after copying`,
    );
  return true;
}

async function sizeIn(storage: FileStorage, key: string) {
  const opened = await storage.open(key);
  opened?.stream.destroy();
  return opened?.size;
}
