import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { PrismaService } from '../database/prisma.service.js';
import type { User } from '../generated/prisma/client.js';
import { AuthErrors } from './auth-errors.js';
import { type CallerAccount, toAuthUser } from '../common/auth/auth-user.js';
import { jwtKey } from './jwt-key.js';

/** `sid` is the session (refresh-token family) the access token belongs to; signing out ends it. */
export type TokenPayload = { sub: number; ver: number; sid: string };

type CallerRow = CallerAccount & Pick<User, 'tokenVersion'>;

/**
 * Checks the account and the session behind every token: a disabled account, a token issued before
 * the last password change or deactivation (token version), or one whose session was signed out,
 * stops working at once rather than when it expires.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly prisma: PrismaService,
  ) {
    // passport-jwt hands the key to jsonwebtoken, which takes a KeyObject; its typings predate that.
    const secretOrKey = jwtKey(config.jwtSecret) as unknown as Buffer;
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey,
      algorithms: ['HS256'],
      passReqToCallback: true,
    });
  }

  async validate(request: Request, payload: TokenPayload) {
    if (typeof payload.sid !== 'string') throw AuthErrors.SESSION_ENDED();
    // Every authenticated request runs this: one statement reads the account (what `GET /auth/me` shows, no
    // secret), and finds it only while the session still has a live refresh token (none once signed out).
    const [row] = await this.prisma.$queryRaw<CallerRow[]>`
      SELECT u.id, u.email, u.full_name AS "fullName", u.phone, u.role::text AS role, u.language::text AS language,
        u.is_active AS "isActive",
        u.token_version AS "tokenVersion", u.email_verified_at AS "emailVerifiedAt",
        u.two_factor_enabled_at AS "twoFactorEnabledAt", u.created_at AS "createdAt"
      FROM users u
      WHERE u.id = ${payload.sub} AND EXISTS (
        SELECT 1 FROM refresh_tokens r WHERE r.family_id = ${payload.sid}::uuid AND r.user_id = u.id AND r.revoked_at IS NULL)`;
    if (!row || !row.isActive || row.tokenVersion !== payload.ver) {
      throw AuthErrors.SESSION_ENDED();
    }
    const { tokenVersion: _checked, ...account } = row;
    return toAuthUser(account, request.ip);
  }
}
