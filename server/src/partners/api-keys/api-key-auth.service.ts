import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { PrismaService } from '../../database/prisma.service.js';
import { type AuthUser, type CallerAccount, toAuthUser } from '../../common/auth/auth-user.js';
import type { ApiKeyAuthenticator } from '../../common/auth/api-key-auth.js';
import { ApiKeyAuthErrors } from '../../common/auth/api-key-errors.js';
import { isApiKeyScope } from '../../common/auth/api-key-scopes.js';
import { IpRateLimiter, type RateVerdict } from '../../common/rate-limit/ip-rate-limiter.js';
import { apiKeyPrefixOf, secretMatches } from './api-key-secret.js';
import { ipAllowed } from './allowed-ips.js';

/** `last_used_at` is written at most this often per key: a key in use costs one write a minute, not one a request. */
const LAST_USED_PRECISION_MS = 60_000;

type KeyRow = CallerAccount & {
  keyId: number;
  secretHash: string;
  scopes: string[];
  expiresAt: Date | null;
  allowedIps: string[];
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** Requests per key and minute (API_KEY_RATE_LIMIT_PER_MINUTE), shared through Redis when it is configured. */
@Injectable()
export class ApiKeyRateLimiter extends IpRateLimiter {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({ points: config.apiKeyRateLimitPerMinute, durationSeconds: 60 }, config, 'api-key');
  }
}

/**
 * Checks the API key of a request (the shared guard calls it through API_KEY_AUTHENTICATOR). The key is read from
 * the database on every request, so a revocation, an expiry or a disabled partner takes effect at once on every
 * replica, with no cache to wait out: one indexed statement (by prefix) reads the key with its partner's account,
 * never the account's secrets.
 */
@Injectable()
export class ApiKeyAuthService implements ApiKeyAuthenticator {
  constructor(
    private readonly prisma: PrismaService,
    private readonly limiter: ApiKeyRateLimiter,
  ) {}

  async authenticate(secret: string, ip: string | undefined): Promise<AuthUser> {
    const prefix = apiKeyPrefixOf(secret);
    if (!prefix) throw ApiKeyAuthErrors.API_KEY_INVALID();
    const [row] = await this.prisma.$queryRaw<KeyRow[]>`
      SELECT k.id AS "keyId", k.secret_hash AS "secretHash", k.scopes, k.expires_at AS "expiresAt",
        k.allowed_ips AS "allowedIps", k.last_used_at AS "lastUsedAt", k.revoked_at AS "revokedAt",
        u.id, u.email, u.full_name AS "fullName", u.phone, u.role::text AS role, u.language::text AS language,
        u.is_active AS "isActive", u.email_verified_at AS "emailVerifiedAt",
        u.two_factor_enabled_at AS "twoFactorEnabledAt", u.created_at AS "createdAt"
      FROM api_keys k JOIN users u ON u.id = k.user_id
      WHERE k.prefix = ${prefix}`;
    if (!row || !secretMatches(secret, row.secretHash)) throw ApiKeyAuthErrors.API_KEY_INVALID();
    const now = Date.now();
    if (row.revokedAt) throw ApiKeyAuthErrors.API_KEY_REVOKED();
    if (row.expiresAt && row.expiresAt.getTime() <= now) throw ApiKeyAuthErrors.API_KEY_EXPIRED();
    if (!row.isActive || row.role !== 'partner') throw ApiKeyAuthErrors.API_KEY_OWNER_INACTIVE();
    if (!ipAllowed(row.allowedIps ?? [], ip)) throw ApiKeyAuthErrors.API_KEY_IP_NOT_ALLOWED();
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) await this.markUsed(row.keyId);
    const {
      keyId,
      secretHash: _hash,
      scopes,
      expiresAt: _e,
      allowedIps: _a,
      lastUsedAt: _l,
      revokedAt: _r,
      ...account
    } = row;
    return {
      ...toAuthUser(account, ip),
      apiKey: { id: keyId, prefix, scopes: (scopes ?? []).filter(isApiKeyScope) },
    };
  }

  /** Counted by the key's prefix, which is unique across every office sharing a Redis. */
  consume(apiKey: NonNullable<AuthUser['apiKey']>): Promise<RateVerdict> {
    return this.limiter.consume(apiKey.prefix);
  }

  /** One write a minute at most, whichever replica makes it: the condition keeps concurrent requests from repeating it. */
  private async markUsed(keyId: number) {
    await this.prisma.$executeRaw`
      UPDATE api_keys SET last_used_at = now()
      WHERE id = ${keyId} AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`;
  }
}
