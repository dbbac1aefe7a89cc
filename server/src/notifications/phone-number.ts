/**
 * A phone number as the providers take it (E.164: `+` and 8 to 15 digits), or null when it cannot be one.
 * Spaces, dashes, dots and brackets are dropped; a leading `00` is the international prefix. A number written
 * without a country code (a local `05…`) is not guessed: it is unreachable and the message falls back to e-mail.
 */
export function internationalPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const compact = phone.replace(/[\s\-.()\u200e\u200f]/g, '').replace(/^00/, '+');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}
