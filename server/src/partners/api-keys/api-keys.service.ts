import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../generated/prisma/client.js';
import { PrismaService } from '../../database/prisma.service.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { API_KEY_SCOPES } from '../../common/auth/api-key-scopes.js';
import { recordAudit } from '../../audit/audit.js';
import { ApiKeyErrors } from './api-key-errors.js';
import type { ApiKeyRow } from './api-key.mapper.js';
import { newApiKeySecret } from './api-key-secret.js';
import { normalizeIpRange } from './allowed-ips.js';
import type { CreateApiKeyInput } from './dto/api-key.input.js';

/** Every read of a key for admins: never its hash, with its partner's name and e-mail. */
const AS_SHOWN = {
  omit: { secretHash: true },
  include: { user: { select: { fullName: true, email: true } } },
} as const satisfies Pick<Prisma.ApiKeyFindManyArgs, 'omit' | 'include'>;

const NEWEST_FIRST = [{ createdAt: 'desc' }, { id: 'desc' }] as const satisfies Prisma.ApiKeyOrderByWithRelationInput[];

export type ShownApiKey = ApiKeyRow;

/**
 * Partners' API keys as admins manage them (both doors are guarded by `@Auth('admin')`): made for an active partner
 * with a secret shown once, listed without it, revoked. Creation and revocation are in the audit log, never the secret.
 */
@Injectable()
export class ApiKeysService {
  constructor(private readonly prisma: PrismaService) {}

  /** Every key (revoked and expired ones too), newest first; only one partner's with `partnerId`. */
  list(partnerId?: number | null): Promise<ShownApiKey[]> {
    return this.prisma.apiKey.findMany({
      ...AS_SHOWN,
      where: partnerId ? { userId: partnerId } : undefined,
      orderBy: NEWEST_FIRST,
    });
  }

  /** A new key for an active partner, and its secret (the only time it exists outside the caller's hands). */
  async create(caller: AuthUser, input: CreateApiKeyInput): Promise<{ apiKey: ShownApiKey; secret: string }> {
    if (input.expiresAt && input.expiresAt.getTime() <= Date.now())
      throw ApiKeyErrors.API_KEY_EXPIRY_PAST({ field: 'expiresAt' });
    const scopes = API_KEY_SCOPES.filter((scope) => input.scopes.includes(scope));
    const allowedIps = [...new Set((input.allowedIps ?? []).map(normalizeIpRange))];
    const { secret, prefix, secretHash } = newApiKeySecret();
    return this.prisma.$transaction(async (tx) => {
      const partner = await tx.user.findUnique({
        where: { id: input.partnerId },
        select: { role: true, isActive: true },
      });
      if (partner?.role !== 'partner' || !partner.isActive)
        throw ApiKeyErrors.API_KEY_OWNER_NOT_PARTNER({ field: 'partnerId' });
      const apiKey = await tx.apiKey.create({
        ...AS_SHOWN,
        data: {
          userId: input.partnerId,
          name: input.name,
          prefix,
          secretHash,
          scopes,
          expiresAt: input.expiresAt ?? null,
          allowedIps,
          createdById: caller.id,
        },
      });
      await recordAudit(tx, {
        actor: caller,
        action: 'api_key.create',
        entityType: 'api_key',
        entityId: apiKey.id,
        // Never the secret nor its hash: the prefix names the key.
        details: {
          name: apiKey.name,
          prefix,
          partner_id: apiKey.userId,
          partner_email: apiKey.user.email,
          scopes,
          expires_at: apiKey.expiresAt?.toISOString() ?? null,
          allowed_ips: allowedIps,
        },
      });
      return { apiKey, secret };
    });
  }

  /**
   * Revokes a key: from the next request it is refused on every instance, since each request reads the key
   * (ApiKeyAuthService). Revoking a revoked key changes nothing and answers it as it is.
   */
  async revoke(caller: AuthUser, id: number): Promise<ShownApiKey> {
    return this.prisma.$transaction(async (tx) => {
      const current = await tx.apiKey.findUnique({ ...AS_SHOWN, where: { id } });
      if (!current) throw ApiKeyErrors.API_KEY_NOT_FOUND();
      if (current.revokedAt) return current;
      const revoked = await tx.apiKey.update({ ...AS_SHOWN, where: { id }, data: { revokedAt: new Date() } });
      await recordAudit(tx, {
        actor: caller,
        action: 'api_key.revoke',
        entityType: 'api_key',
        entityId: id,
        details: { name: revoked.name, prefix: revoked.prefix, partner_id: revoked.userId },
      });
      return revoked;
    });
  }
}
