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
 * Records a back-office action (who did what to which record, from which address) inside the caller's
 * transaction, so the log exists exactly when the change does. The actor's name and e-mail are kept on
 * the row, so the log still says who it was after their account is deleted.
 */
export function recordAudit(tx: Pick<Prisma.TransactionClient, 'auditLog'>, entry: AuditEntry) {
  return tx.auditLog.create({
    data: {
      actorId: entry.actor.id,
      actorName: entry.actor.fullName,
      actorEmail: entry.actor.email,
      ip: entry.actor.ip ?? null,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId === undefined ? null : String(entry.entityId),
      details: entry.details,
    },
  });
}
