import type { ApiKey, User } from '../../generated/prisma/client.js';
import type { ApiKeyModel } from './models/api-key.model.js';

export type ApiKeyRow = Omit<ApiKey, 'secretHash'> & { user: Pick<User, 'fullName' | 'email'> };

/** A key as admins see it: everything but its hash. */
export const toApiKeyModel = (key: ApiKeyRow): ApiKeyModel => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  scopes: key.scopes,
  partnerId: key.userId,
  partnerName: key.user.fullName,
  partnerEmail: key.user.email,
  expiresAt: key.expiresAt,
  allowedIps: key.allowedIps,
  lastUsedAt: key.lastUsedAt,
  revokedAt: key.revokedAt,
  createdById: key.createdById,
  createdAt: key.createdAt,
});
