import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

type LockOwner = { pid: number; host: string; startedAt: string };

/** Thrown when another live server process holds the data folder. */
export class DataFolderInUseError extends Error {
  constructor(folder: string, owner: LockOwner) {
    super(
      `The data folder ${folder} is in use by another server process (pid ${owner.pid} on ${owner.host}, started ${owner.startedAt}). ` +
        'Two processes on one embedded database would both accept writes and lose orders: stop that process first, or set DATA_DIR to another folder.',
    );
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host, startedAt: String(owner.startedAt) }
      : null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote the lock still runs; a lock from another host is taken as live. */
function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // A pid reused by something that is not Node is not our server.
    return readFileSync(`/proc/${owner.pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/**
 * Takes `<dataDir>/server.lock` for this process, so a second server on the same embedded database refuses
 * to start. A lock left by a process that no longer runs (a crash, `kill -9`) is stale and taken over.
 * Returns the release function.
 */
export function lockDataFolder(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner && isAlive(owner)) throw new DataFolderInUseError(dataDir, owner);
      unlinkSync(file);
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    const release = () => {
      process.off('exit', release);
      if (readOwner(file)?.pid === process.pid) unlinkSync(file);
    };
    process.on('exit', release);
    return release;
  }
  throw new DataFolderInUseError(dataDir, readOwner(file) ?? me);
}
