import type { Prisma } from '../generated/prisma/client.js';
import type { AuthUser } from '../common/auth/auth-user.js';

export type AuditEntry = {
  actor: AuthUser;
  action: string;
  entityType: string;
  entityId?: string | number;
  details?: Prisma.InputJsonValue;
};

/**
 * Records a back-office action (who did what to which record) inside the caller's transaction,
 * so the log exists exactly when the change does.
 */
export function recordAudit(tx: Pick<Prisma.TransactionClient, 'auditLog'>, entry: AuditEntry) {
  return tx.auditLog.create({
    data: {
      actorId: entry.actor.id,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId === undefined ? null : String(entry.entityId),
      details: entry.details,
    },
  });
}
