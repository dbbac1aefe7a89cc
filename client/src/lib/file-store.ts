/**
 * Chosen files kept in the browser's IndexedDB until they are sent, so a reload does not lose them (the draft in
 * localStorage cannot hold bytes). Every call is quiet: where IndexedDB is missing or refused (private modes,
 * tests), nothing is kept and the wizard works as before.
 */
const DB_NAME = 'legal-office.files';
const STORE = 'files';

export type StoredFile = {
  /** `<owner>:<slot>:<id>`, so one account's files are found, and removed, by the `<owner>:` prefix. */
  key: string;
  slot: string;
  issuedOn?: string;
  file: File;
};

type Row = {
  key: string;
  slot: string;
  issuedOn?: string;
  name: string;
  type: string;
  lastModified: number;
  blob: Blob;
};

let opening: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opening ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const db = await database();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Keeps a chosen file (its bytes and name) under its key. */
export async function keepFile({ key, slot, issuedOn, file }: StoredFile) {
  const row: Row = {
    key,
    slot,
    issuedOn,
    name: file.name,
    type: file.type,
    lastModified: file.lastModified,
    blob: file,
  };
  await run('readwrite', (store) => store.put(row));
}

export async function forgetFile(key: string) {
  await run('readwrite', (store) => store.delete(key));
}

const range = (owner: string) => IDBKeyRange.bound(`${owner}:`, `${owner}:\uffff`);

/** The files kept for an owner, oldest key first. */
export async function keptFiles(owner: string): Promise<StoredFile[]> {
  if (typeof IDBKeyRange === 'undefined') return [];
  const rows = (await run<Row[]>('readonly', (store) => store.getAll(range(owner)))) ?? [];
  return rows.map((row) => ({
    key: row.key,
    slot: row.slot,
    issuedOn: row.issuedOn,
    file: new File([row.blob], row.name, { type: row.type, lastModified: row.lastModified }),
  }));
}

/** Removes every file kept for an owner (the order was placed and its files sent). */
export async function forgetFiles(owner: string) {
  if (typeof IDBKeyRange === 'undefined') return;
  await run('readwrite', (store) => store.delete(range(owner)));
}
