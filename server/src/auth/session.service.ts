import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import type { RefreshToken } from '../generated/prisma/client.js';
import { USER_SECRETS, type UserWithoutSecrets } from '../common/auth/auth-user.js';
import { SettingsService } from '../settings/settings.service.js';
import { AuthErrors } from './auth-errors.js';
import { TokenService } from './token.service.js';
import { revokeRefreshTokens } from './refresh-tokens.js';
import { hashToken, newToken } from './token-hash.js';

const REMEMBER_DAYS = 30;
/** Expired or revoked rows older than this are deleted when a token is issued. */
const PRUNE_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
/**
 * How long a rotated refresh token may be presented again while its session lives: the browser lost the answer
 * to its first use (a reload or a navigation cut the request short after the server rotated it), so it still
 * holds the old token. Later than this, or once the session ended, a rotated token is a replay.
 */
export const REFRESH_REUSE_LEEWAY_MS = 20_000;

export type Session = { accessToken: string; refreshToken: string; expiresIn: number; user: UserWithoutSecrets };
type Family = Pick<RefreshToken, 'familyId' | 'remember' | 'expiresAt'>;

/**
 * Sessions: a short-lived access token and an opaque refresh token that rotates on every use.
 * Without "remember me" the refresh token expires `security.session_timeout` minutes after it was
 * issued (an idle timeout, renewed by each refresh); with it, 30 days after the sign-in.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tokens: TokenService,
    private readonly settings: SettingsService,
  ) {}

  /** A new family: one sign-in. */
  start(user: UserWithoutSecrets, remember: boolean): Promise<Session> {
    const expiresAt = new Date(Date.now() + REMEMBER_DAYS * DAY_MS);
    return this.issue(user, { familyId: randomUUID(), remember, expiresAt });
  }

  /**
   * Issues the next token of the presented one's family, then revokes the presented one: the family
   * always holds a live token, so its access tokens keep working through the rotation. A token that
   * was already revoked means it was stolen (or replayed): the whole family ends, unless it was rotated
   * moments ago while its family lives (see REFRESH_REUSE_LEEWAY_MS), when it gets the family's next token.
   */
  async refresh(refreshToken: string): Promise<Session> {
    const record = await this.prisma.refreshToken.findUnique({
      where: { tokenHash: hashToken(refreshToken) },
      include: { user: { omit: USER_SECRETS } },
    });
    if (!record) throw AuthErrors.SESSION_ENDED();
    const now = new Date();
    if (record.revokedAt !== null && !(await this.reusableAfterRotation(record, now))) {
      await this.revokeFamily(record.familyId);
      throw AuthErrors.SESSION_ENDED();
    }
    const { user } = record;
    if (record.expiresAt <= now || !user.isActive || user.tokenVersion !== record.tokenVersion) {
      await this.prisma.refreshToken.updateMany({
        where: { id: record.id, revokedAt: null },
        data: { revokedAt: now },
      });
      throw AuthErrors.SESSION_ENDED();
    }
    const next = await this.issue(user, record);
    if (record.revokedAt !== null) return next;
    const claimed = await this.prisma.refreshToken.updateMany({
      where: { id: record.id, revokedAt: null },
      data: { revokedAt: now, lastUsedAt: now },
    });
    // Another request rotated it in between: the same token twice at once, which the leeway allows too.
    if (claimed.count !== 1 && !(await this.familyLives(record.familyId, now))) {
      await this.revokeFamily(record.familyId);
      throw AuthErrors.SESSION_ENDED();
    }
    return next;
  }

  /** Revoked by its own rotation (not a sign-out), within the leeway, and its family still holds a live token. */
  private async reusableAfterRotation(record: RefreshToken, now: Date) {
    const revokedAt = record.revokedAt?.getTime();
    const rotated = revokedAt !== undefined && record.lastUsedAt?.getTime() === revokedAt;
    if (!rotated || now.getTime() - revokedAt > REFRESH_REUSE_LEEWAY_MS) return false;
    return this.familyLives(record.familyId, now);
  }

  private async familyLives(familyId: string, now: Date) {
    const live = await this.prisma.refreshToken.count({ where: { familyId, revokedAt: null, expiresAt: { gt: now } } });
    return live > 0;
  }

  /** Ends the token's family, and with it the family's access tokens; an unknown token is already no session. */
  async logout(refreshToken: string) {
    const record = await this.prisma.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) } });
    if (record) await this.revokeFamily(record.familyId);
  }

  /** Ends every session of the user on every device: access tokens by token version, refresh tokens by revocation. */
  async logoutEverywhere(userId: number) {
    await this.prisma.$transaction([
      this.prisma.user.update({
        where: { id: userId },
        data: { tokenVersion: { increment: 1 } },
        select: { id: true },
      }),
      revokeRefreshTokens(this.prisma, userId),
    ]);
  }

  private revokeFamily(familyId: string) {
    return this.prisma.refreshToken.updateMany({
      where: { familyId, revokedAt: null },
      data: { revokedAt: new Date() },
    });
  }

  private async issue(user: UserWithoutSecrets, family: Family): Promise<Session> {
    const { session_timeout } = await this.settings.get('security');
    const { token: refreshToken, tokenHash } = newToken();
    const now = Date.now();
    const pruneBefore = new Date(now - PRUNE_AFTER_DAYS * DAY_MS);
    await this.prisma.$transaction([
      this.prisma.refreshToken.deleteMany({
        where: { OR: [{ expiresAt: { lt: pruneBefore } }, { revokedAt: { lt: pruneBefore } }] },
      }),
      this.prisma.refreshToken.create({
        data: {
          userId: user.id,
          familyId: family.familyId,
          tokenHash,
          tokenVersion: user.tokenVersion,
          remember: family.remember,
          expiresAt: family.remember ? family.expiresAt : new Date(now + session_timeout * 60_000),
        },
      }),
    ]);
    const { accessToken, expiresIn } = await this.tokens.issue(user, family.familyId);
    return { accessToken, refreshToken, expiresIn, user };
  }
}
