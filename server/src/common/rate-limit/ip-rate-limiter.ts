import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config/app-config.js';

export type RateLimit = { points: number; durationSeconds: number };

/** How many keys one in-memory limiter remembers at most (about 300 bytes each, with the library's timer). */
export const MAX_REMEMBERED_KEYS = 100_000;

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const refused = (state: RateLimiterRes): RateVerdict => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)),
});

/**
 * Counts the requests of one kind (`keyPrefix`) per key: the caller's IP, or an e-mail address. In memory for one instance; in Redis when
 * REDIS_URL is set, so several instances share the count. If Redis is unreachable, each instance
 * falls back to its own memory count. A feature makes it a provider by subclassing it.
 */
export class IpRateLimiter implements OnApplicationShutdown {
  protected readonly limiter: RateLimiterAbstract;
  private readonly redis?: Redis;
  /**
   * In memory, keys seen oldest first. The library keeps every key (and a timer) until its window ends,
   * so requests from ever new addresses would grow without bound within a window; past `maxKeys` the
   * least recently seen key is forgotten, which can only give that caller a fresh count early.
   */
  private readonly remembered?: Set<string>;

  constructor(
    limit: RateLimit,
    config: AppConfig,
    readonly keyPrefix: string,
    private readonly maxKeys = MAX_REMEMBERED_KEYS,
  ) {
    const options = { points: limit.points, duration: limit.durationSeconds, keyPrefix };
    if (!config.redisUrl) {
      this.limiter = new RateLimiterMemory(options);
      this.remembered = new Set();
      return;
    }
    // Without an offline queue a request never waits for Redis: while it is away the memory count answers.
    this.redis = new Redis(config.redisUrl, { enableOfflineQueue: false });
    const logger = new Logger(this.constructor.name);
    let reported = false; // ioredis retries every few seconds: say it once per outage
    this.redis.on('error', (error: Error) => {
      if (!reported)
        logger.warn(
          { err: error.message },
          `Redis unreachable: ${keyPrefix} requests are counted per instance until it is back`,
        );
      reported = true;
    });
    this.redis.on('ready', () => (reported = false));
    this.limiter = new RateLimiterRedis({
      ...options,
      storeClient: this.redis,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }

  async consume(key: string): Promise<RateVerdict> {
    this.remember(key);
    try {
      await this.limiter.consume(key);
      return { allowed: true };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return refused(refusal);
      throw refusal;
    }
  }

  /** Whether the key still has points left, without spending one (limits that count only failures). */
  async check(key: string): Promise<RateVerdict> {
    const state = await this.limiter.get(key);
    return state && state.consumedPoints >= this.limiter.points ? refused(state) : { allowed: true };
  }

  private remember(key: string) {
    const remembered = this.remembered;
    if (!remembered) return;
    remembered.delete(key);
    remembered.add(key);
    if (remembered.size <= this.maxKeys) return;
    const oldest = remembered.values().next().value as string;
    remembered.delete(oldest);
    void this.limiter.delete(oldest);
  }

  async onApplicationShutdown() {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}
