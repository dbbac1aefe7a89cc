import type { User } from '../generated/prisma/client.js';
import type { AccountModel } from './models/account.model.js';
import type { SessionUserResponse } from './dto/auth.response.js';

/** The signed-in user in the REST vocabulary (snake_case field names); `is_admin` is `role === 'admin'`. */
export function toSessionUserResponse(user: User): SessionUserResponse {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    phone: user.phone,
    role: user.role,
    is_active: user.isActive,
    is_admin: user.role === 'admin',
    email_verified: user.emailVerifiedAt !== null,
    two_factor_enabled: user.twoFactorEnabledAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}

/** The signed-in user as the GraphQL `Account`. */
export function toAccountModel(user: User): AccountModel {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    phone: user.phone,
    role: user.role,
    isAdmin: user.role === 'admin',
    isActive: user.isActive,
    emailVerified: user.emailVerifiedAt !== null,
    twoFactorEnabled: user.twoFactorEnabledAt !== null,
    createdAt: user.createdAt,
  };
}
