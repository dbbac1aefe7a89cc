import type { AppConfig } from '../../config/app-config.js';
import { IpRateLimiter } from './ip-rate-limiter.js';

const inMemory = { redisUrl: undefined } as AppConfig;

/** Exposes what the library still counts for a key (null once forgotten). */
class ObservedLimiter extends IpRateLimiter {
  counted(key: string) {
    return this.limiter.get(key);
  }
}

describe('in-memory rate limiter', () => {
  it('keeps counting each key while fewer keys than its bound are seen', async () => {
    const limiter = new ObservedLimiter({ points: 1, durationSeconds: 60 }, inMemory, 'test', 3);
    expect(await limiter.consume('10.0.0.1')).toEqual({ allowed: true });
    await limiter.consume('10.0.0.2');
    await limiter.consume('10.0.0.3');
    expect(await limiter.consume('10.0.0.1')).toMatchObject({ allowed: false });
  });

  it('remembers at most its bound of keys under requests from many addresses, forgetting the least recent', async () => {
    const limiter = new ObservedLimiter({ points: 1, durationSeconds: 3600 }, inMemory, 'test', 100);
    const addresses = Array.from({ length: 5000 }, (_, i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    for (const address of addresses) await limiter.consume(address);

    const stillCounted = await Promise.all(addresses.map((address) => limiter.counted(address)));
    expect(stillCounted.filter((state) => state !== null)).toHaveLength(100);
    expect(stillCounted.slice(-100).every((state) => state !== null)).toBe(true);
    expect(await limiter.consume(addresses[0])).toEqual({ allowed: true });
    expect(await limiter.consume(addresses.at(-1)!)).toMatchObject({ allowed: false });
  });
});
