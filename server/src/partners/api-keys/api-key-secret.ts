import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX } from '../../common/auth/api-key-auth.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Random characters after `lo_live_`: 32 base62 characters, about 190 bits. */
const RANDOM_LENGTH = 32;
/** How many of them the visible prefix shows (and the lookup uses); the other 20 (119 bits) stay secret. */
const VISIBLE_LENGTH = 12;
const SECRET_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH}}$`);

/** SHA-256 (hex) of the whole secret: what is stored. */
export const hashApiKeySecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Random base62 characters from crypto.randomBytes, without modulo bias (bytes from 248 up are drawn again). */
function randomBase62(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && text.length < length) text += BASE62[byte % 62];
    }
  }
  return text;
}

/** A new key: the secret to show once, its visible prefix and the hash to store. */
export function newApiKeySecret() {
  const secret = `${API_KEY_PREFIX}${randomBase62(RANDOM_LENGTH)}`;
  return { secret, prefix: prefixOf(secret), secretHash: hashApiKeySecret(secret) };
}

/** `lo_live_` and the first 12 random characters; undefined for text that cannot be a key. */
export function apiKeyPrefixOf(secret: string): string | undefined {
  return SECRET_PATTERN.test(secret) ? prefixOf(secret) : undefined;
}

const prefixOf = (secret: string) => secret.slice(0, API_KEY_PREFIX.length + VISIBLE_LENGTH);

/** Whether a presented secret is the one a stored hash was made from, in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashApiKeySecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
