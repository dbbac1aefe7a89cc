import { randomBytes } from 'node:crypto';
import { Algorithm, hash, verify } from '@node-rs/argon2';

/** Passwords are stored as argon2id hashes, never in any readable form. */
export function hashPassword(password: string) {
  return hash(password, { algorithm: Algorithm.Argon2id });
}

export function verifyPassword(passwordHash: string, password: string) {
  return verify(passwordHash, password);
}

/** A password made for someone to read once and change: 16 URL-safe characters. */
export const generatePassword = () => randomBytes(12).toString('base64url');
