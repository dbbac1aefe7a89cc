import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { IpRateLimiter, type RateLimit } from '../common/rate-limit/ip-rate-limiter.js';

export type { RateLimit, RateVerdict } from '../common/rate-limit/ip-rate-limiter.js';

/** How many tracking lookups one IP may make; a provider, so a test can lower it. */
export const TRACKING_RATE_LIMIT = Symbol('TRACKING_RATE_LIMIT');
export const DEFAULT_TRACKING_RATE_LIMIT: RateLimit = { points: 20, durationSeconds: 60 };

/** Counts public tracking lookups per IP, so tracking numbers cannot be guessed by trying many. */
@Injectable()
export class TrackingRateLimiter extends IpRateLimiter {
  constructor(@Inject(TRACKING_RATE_LIMIT) limit: RateLimit, @Inject(APP_CONFIG) config: AppConfig) {
    super(limit, config, 'track-order');
  }
}
