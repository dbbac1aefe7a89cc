import type { Prisma } from '../generated/prisma/client.js';

/**
 * Ends every session of a user inside the caller's transaction: used wherever the token version is
 * raised (password change or reset, deactivation), so access and refresh tokens stop together.
 */
export function revokeRefreshTokens(tx: Pick<Prisma.TransactionClient, 'refreshToken'>, userId: number) {
  return tx.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
}
