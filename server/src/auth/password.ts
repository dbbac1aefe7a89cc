import { Algorithm, hash, verify } from '@node-rs/argon2';

/** Passwords are stored as argon2id hashes (decisions section 4). */
export function hashPassword(password: string) {
  return hash(password, { algorithm: Algorithm.Argon2id });
}

export function verifyPassword(passwordHash: string, password: string) {
  return verify(passwordHash, password);
}
