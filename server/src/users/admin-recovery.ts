import { generatePassword, hashPassword } from '../auth/password.js';
import { revokeRefreshTokens } from '../auth/refresh-tokens.js';
import { clearTwoFactor } from '../auth/two-factor-reset.js';
import type { PrismaService } from '../database/prisma.service.js';

export class AdminRecoveryError extends Error {}

/**
 * Gives an admin a new generated password from the server's console (for an office that lost the only
 * admin password, or the phone and recovery codes of its second factor): unlocks and reactivates the account,
 * turns two-step sign-in off, ends its sessions, and records it in the audit log with no actor, since nobody
 * signed in did it. Returns the password, to be shown once.
 */
export async function resetAdminPassword(prisma: PrismaService, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await prisma.$transaction(async (tx) => {
    const admin = await tx.user.findUnique({ where: { email: address } });
    if (admin?.role !== 'admin') throw new AdminRecoveryError(`No admin account has the e-mail ${address}.`);
    await tx.user.update({
      where: { id: admin.id },
      data: { passwordHash, isActive: true, failedLoginCount: 0, lockedUntil: null, tokenVersion: { increment: 1 } },
    });
    await clearTwoFactor(tx, admin.id);
    await revokeRefreshTokens(tx, admin.id);
    await tx.auditLog.create({
      data: {
        actorId: null,
        action: 'admin_password_reset_from_console',
        entityType: 'user',
        entityId: String(admin.id),
        details: { email: address, two_factor_was_enabled: admin.twoFactorEnabledAt !== null },
      },
    });
  });
  return password;
}
