import type { Prisma } from '../generated/prisma/client.js';
import { USER_SECRETS } from '../common/auth/auth-user.js';

/**
 * Turns a user's second factor off inside the caller's transaction: the secret, a setup in progress and
 * the recovery codes go; the user signs in with the password alone until they set it up again.
 */
export async function clearTwoFactor(tx: Pick<Prisma.TransactionClient, 'user' | 'recoveryCode'>, userId: number) {
  const user = await tx.user.update({
    where: { id: userId },
    data: { twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null },
    omit: USER_SECRETS,
  });
  await tx.recoveryCode.deleteMany({ where: { userId } });
  return user;
}
