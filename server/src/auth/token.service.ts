import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { User } from '../generated/prisma/client.js';
import { SettingsService } from '../settings/settings.service.js';
import type { TokenPayload } from './jwt.strategy.js';

/** Access tokens are short-lived: the refresh token (SessionService) keeps a session going. */
const ACCESS_TOKEN_MAX_MINUTES = 15;

/** Issues access tokens; they live 15 minutes, or `security.session_timeout` minutes when that is shorter. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly settings: SettingsService,
  ) {}

  async issue(user: Pick<User, 'id' | 'tokenVersion'>, sessionId: string) {
    const { session_timeout } = await this.settings.get('security');
    const expiresIn = Math.min(ACCESS_TOKEN_MAX_MINUTES, session_timeout) * 60;
    const payload: TokenPayload = { sub: user.id, ver: user.tokenVersion, sid: sessionId };
    return { accessToken: await this.jwt.signAsync(payload, { expiresIn }), expiresIn };
  }
}
