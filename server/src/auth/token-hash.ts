import { createHash, randomBytes } from 'node:crypto';

/** Tokens handed out to be presented once (links, refresh tokens) are stored only as their SHA-256. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token (256 bits, URL-safe) and the hash to store for it. */
export function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
