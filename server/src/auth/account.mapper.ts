import type { CallerAccount } from '../common/auth/auth-user.js';
import type { Session } from './session.service.js';
import type { AccountModel, AuthPayloadModel } from './models/account.model.js';

/** The signed-in user as `Account`; `isAdmin` is `role === 'admin'`. */
export function toAccountModel(user: CallerAccount): AccountModel {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    phone: user.phone,
    role: user.role,
    language: user.language,
    isActive: user.isActive,
    isAdmin: user.role === 'admin',
    emailVerified: user.emailVerifiedAt !== null,
    twoFactorEnabled: user.twoFactorEnabledAt !== null,
    createdAt: user.createdAt,
  };
}

/** A session as `AuthPayload`, its bearer scheme named for REST. */
export const toAuthPayloadModel = (session: Session): AuthPayloadModel => ({
  accessToken: session.accessToken,
  tokenType: 'bearer',
  expiresIn: session.expiresIn,
  refreshToken: session.refreshToken,
  user: toAccountModel(session.user),
});
