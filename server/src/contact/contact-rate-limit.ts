import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { IpRateLimiter, type RateLimit } from '../common/rate-limit/ip-rate-limiter.js';
import { IpRateLimitGuard } from '../common/rate-limit/ip-rate-limit.guard.js';

/** How many contact messages one IP may send; a provider, so a test can lower it. */
export const CONTACT_RATE_LIMIT = Symbol('CONTACT_RATE_LIMIT');
export const DEFAULT_CONTACT_RATE_LIMIT: RateLimit = { points: 5, durationSeconds: 3600 };

/** Counts contact messages per IP, so the form cannot flood the office's mailbox. */
@Injectable()
export class ContactRateLimiter extends IpRateLimiter {
  constructor(@Inject(CONTACT_RATE_LIMIT) limit: RateLimit, @Inject(APP_CONFIG) config: AppConfig) {
    super(limit, config, 'contact');
  }
}

@Injectable()
export class ContactRateLimitGuard extends IpRateLimitGuard {
  constructor(limiter: ContactRateLimiter) {
    super(limiter, () => 'لقد أرسلت رسائل كثيرة، يرجى المحاولة بعد قليل');
  }
}
