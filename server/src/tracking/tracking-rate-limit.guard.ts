import { Injectable } from '@nestjs/common';
import { IpRateLimitGuard } from '../common/rate-limit/ip-rate-limit.guard.js';
import { TrackingRateLimiter } from './tracking-rate-limiter.js';

/** Refuses a tracking lookup beyond the per-IP limit with 429 / TOO_MANY_REQUESTS and Retry-After. */
@Injectable()
export class TrackingRateLimitGuard extends IpRateLimitGuard {
  constructor(limiter: TrackingRateLimiter) {
    super(limiter, (seconds) => `محاولات بحث كثيرة. يرجى المحاولة بعد ${seconds} ثانية`);
  }
}
