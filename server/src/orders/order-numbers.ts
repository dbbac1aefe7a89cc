import { randomBytes } from 'node:crypto';

/** 32 characters without 0/O and 1/I, which are easy to mistake for each other when read aloud. */
export const TRACKING_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TRACKING_LENGTH = 8;
export const TRACKING_NUMBER_PATTERN = new RegExp(`^TRK-[${TRACKING_ALPHABET}]{${TRACKING_LENGTH}}$`);

/**
 * An unguessable tracking number: `TRK-` and 8 characters from a cryptographic source
 * (40 bits; 256 is a multiple of 32, so every character is equally likely).
 */
export function newTrackingNumber(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(TRACKING_LENGTH);
  return `TRK-${Array.from(bytes, (byte) => TRACKING_ALPHABET[byte % TRACKING_ALPHABET.length]).join('')}`;
}

/** A tracking number as people type it: surrounding spaces and letter case do not matter. */
export const normalizeTrackingNumber = (input: string) => input.trim().toUpperCase();

/** The human order number, sequential within each year, e.g. `ORD-2026-000123`. */
export const formatOrderNumber = (year: number, sequence: number) => `ORD-${year}-${String(sequence).padStart(6, '0')}`;

/** Order numbers follow the office's calendar: the year in Istanbul, not on the server's clock. */
export const officeYear = (at: Date = new Date()) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(at));
