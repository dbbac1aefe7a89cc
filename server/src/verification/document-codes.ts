import { randomBytes } from 'node:crypto';
import type { IssuedDocumentKind } from '../generated/prisma/enums.js';
import { TRACKING_ALPHABET } from '../orders/order-numbers.js';

const CODE_LENGTH = 10;
/** A verification code as issued: 10 characters of the tracking alphabet (no 0/O, no 1/I). */
export const VERIFICATION_CODE_PATTERN = new RegExp(`^[${TRACKING_ALPHABET}]{${CODE_LENGTH}}$`);

/**
 * An unguessable verification code, short enough to read aloud: 10 characters from a cryptographic source
 * (50 bits; 256 is a multiple of 32, so every character is equally likely).
 */
export function newVerificationCode(random: (size: number) => Buffer = randomBytes): string {
  return Array.from(random(CODE_LENGTH), (byte) => TRACKING_ALPHABET[byte % TRACKING_ALPHABET.length]).join('');
}

/** A code as people type it: surrounding spaces and letter case do not matter. */
export const normalizeVerificationCode = (input: string) => input.trim().toUpperCase();

const NUMBER_PREFIX: Record<IssuedDocumentKind, string> = { invoice: 'INV', receipt: 'RCP' };

/** A document's own number, sequential per kind within the office's year: `INV-2026-000123`, `RCP-2026-000045`. */
export const formatDocumentNumber = (kind: IssuedDocumentKind, year: number, sequence: number) =>
  `${NUMBER_PREFIX[kind]}-${year}-${String(sequence).padStart(6, '0')}`;

/** Where the document's QR code leads: the public verification page of the site. */
export const verificationLink = (publicUrl: string, code: string) => `${publicUrl}/verify/${code}`;
