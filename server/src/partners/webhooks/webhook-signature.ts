import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a webhook delivery, in the scheme of the well-known payment APIs: HMAC-SHA256 with the
 * endpoint's secret over `${t}.${body}`, sent as `Lo-Signature: t=<unix seconds>,v1=<hex>`. The receiver
 * recomputes it over the raw body and refuses a timestamp older than its tolerance (replayed deliveries).
 */
export const SIGNATURE_HEADER = 'Lo-Signature';

const hmac = (secret: string, t: number, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');

/** The `Lo-Signature` header of `body` signed at `t` (unix seconds). */
export function signWebhookPayload(secret: string, body: string, t: number): string {
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

/**
 * True when `header` is a signature of `body` with `secret` made at most `toleranceSeconds` from `now`. Several
 * `v1=` values are accepted (a receiver rolling its secret); the comparison takes constant time.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  toleranceSeconds = 300,
  now = Date.now(),
): boolean {
  if (!header) return false;
  let t: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && /^\d+$/.test(value ?? '')) t = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (t === undefined || signatures.length === 0) return false;
  if (Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
