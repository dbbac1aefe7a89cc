import type { Prisma, Role, User } from '../../generated/prisma/client.js';
import type { ApiKeyScope } from './api-key-scopes.js';

/**
 * Who is calling: what the JWT strategy puts on the request after checking the account, with the
 * address the request came from (behind the configured proxy), which the audit log records.
 */
export type AuthUser = {
  id: number;
  /** The account as read when the request was authenticated: `GET /auth/me` answers it without another read. */
  account: CallerAccount;
  email: string;
  fullName: string;
  role: Role;
  twoFactor?: boolean;
  ip?: string;
  /** Staff or admin who must set up two-factor sign-in first: until then they act as a client (own account and orders). */
  backOfficeWithheld?: boolean;
  /** Set when the caller is a partner's API key rather than a session: it acts only within its scopes. */
  apiKey?: { id: number; prefix: string; scopes: ApiKeyScope[] };
};

/** The account's fields a caller's answer shows (`Account`); never a secret. */
export type CallerAccount = Pick<
  User,
  | 'id'
  | 'email'
  | 'fullName'
  | 'phone'
  | 'role'
  | 'language'
  | 'isActive'
  | 'emailVerifiedAt'
  | 'twoFactorEnabledAt'
  | 'createdAt'
>;

/**
 * The user columns only a check of them may read (`omit: USER_SECRETS` on every other read or write of a user,
 * writes included, since Prisma reads the written row back): the password hash and the two-factor secrets.
 */
export const USER_SECRETS = {
  passwordHash: true,
  twoFactorSecret: true,
  twoFactorPendingSecret: true,
} as const satisfies Prisma.UserOmit;

/** A user row read without its secrets. */
export type UserWithoutSecrets = Omit<User, keyof typeof USER_SECRETS>;

export const toAuthUser = (user: CallerAccount, ip?: string): AuthUser => ({
  id: user.id,
  account: user,
  email: user.email,
  fullName: user.fullName,
  role: user.role,
  twoFactor: user.twoFactorEnabledAt !== null,
  ip,
});

export const isBackOffice = (user: AuthUser) =>
  (user.role === 'admin' || user.role === 'staff') && !user.backOfficeWithheld;
