import { createHash } from 'node:crypto';
import { IdempotencyErrors } from './idempotency-errors.js';

/** 1 to 255 printable ASCII characters (a UUID is the usual choice). */
const VALID_KEY = /^[\x20-\x7E]{1,255}$/;

/** Refuses a key that is not 1 to 255 printable ASCII characters (422 IDEMPOTENCY_KEY_INVALID). */
export function assertValidKey(key: string) {
  if (!VALID_KEY.test(key)) throw IdempotencyErrors.IDEMPOTENCY_KEY_INVALID();
}

/** JSON with every object's keys sorted, so the same body hashes the same whatever order its fields came in. */
function canonicalJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of a request's canonical JSON: what a key used again must carry the same of. */
export const requestHash = (asked: unknown) => createHash('sha256').update(canonicalJson(asked)).digest('hex');
