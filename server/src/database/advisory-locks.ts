import type { Prisma } from '../generated/prisma/client.js';

/**
 * Every PostgreSQL advisory lock the product takes, in one registry so no two writers share an id by
 * accident (settings saves once waited on user changes because both used 7,421,002).
 */
export const ADVISORY_LOCKS = {
  /** Replicas starting together seed one after the other. */
  seed: 7_421_001,
  /** The writes that could leave the office without an active admin (two admins demoting each other at once). */
  adminChanges: 7_421_002,
  /** Two admins saving the CMS at once are applied one after the other, so neither loses the other's fields. */
  cmsWrite: 7_421_003,
  /** The same for the system settings. */
  settingsWrite: 7_421_004,
} as const;

export type AdvisoryLock = keyof typeof ADVISORY_LOCKS;

/** Serialises this transaction with every other one holding the same lock, until it ends. */
export async function holdAdvisoryLock(tx: Prisma.TransactionClient, lock: AdvisoryLock) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS[lock]})`;
}
