import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { User } from '../generated/prisma/client.js';
import { SettingsService } from '../settings/settings.service.js';
import type { TokenPayload } from './jwt.strategy.js';

/** Issues session tokens; their lifetime is `security.session_timeout` minutes from the settings. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly settings: SettingsService,
  ) {}

  async issue(user: Pick<User, 'id' | 'tokenVersion'>) {
    const { session_timeout } = await this.settings.get('security');
    const payload: TokenPayload = { sub: user.id, ver: user.tokenVersion };
    return this.jwt.signAsync(payload, { expiresIn: session_timeout * 60 });
  }
}
