import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';

export type RateLimit = { points: number; durationSeconds: number };

/** How many tracking lookups one IP may make; a provider, so a test can lower it. */
export const TRACKING_RATE_LIMIT = Symbol('TRACKING_RATE_LIMIT');
export const DEFAULT_TRACKING_RATE_LIMIT: RateLimit = { points: 20, durationSeconds: 60 };

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts public tracking lookups per IP, so tracking numbers cannot be guessed by trying many.
 * In memory for one instance; in Redis when REDIS_URL is set, so several instances share the
 * count. If Redis is unreachable, each instance falls back to its own memory count.
 */
@Injectable()
export class TrackingRateLimiter implements OnApplicationShutdown {
  private readonly limiter: RateLimiterAbstract;
  private readonly redis?: Redis;

  constructor(@Inject(TRACKING_RATE_LIMIT) limit: RateLimit, @Inject(APP_CONFIG) config: AppConfig) {
    const options = { points: limit.points, duration: limit.durationSeconds, keyPrefix: 'track-order' };
    if (!config.redisUrl) {
      this.limiter = new RateLimiterMemory(options);
      return;
    }
    // Without an offline queue a lookup never waits for Redis: while it is away the memory count answers.
    this.redis = new Redis(config.redisUrl, { enableOfflineQueue: false });
    const logger = new Logger(TrackingRateLimiter.name);
    let reported = false; // ioredis retries every few seconds: say it once per outage
    this.redis.on('error', (error: Error) => {
      if (!reported) logger.warn({ err: error.message }, 'Redis unreachable: tracking lookups are counted per instance until it is back');
      reported = true;
    });
    this.redis.on('ready', () => (reported = false));
    this.limiter = new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: new RateLimiterMemory(options) });
  }

  async consume(ip: string): Promise<RateVerdict> {
    try {
      await this.limiter.consume(ip);
      return { allowed: true };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      throw refusal;
    }
  }

  async onApplicationShutdown() {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}
