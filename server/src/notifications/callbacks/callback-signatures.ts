import { createHmac, timingSafeEqual } from 'node:crypto';

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Meta's `X-Hub-Signature-256`: `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret. */
export const whatsappSignatureValid = (appSecret: string, rawBody: Buffer, header: string) =>
  same(`sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`, header);

/**
 * Twilio's `X-Twilio-Signature`: the base64 HMAC-SHA1, with the auth token, of the full URL Twilio called followed
 * by each POST parameter's name and value, sorted by name, with nothing between them.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>) {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export const twilioSignatureValid = (authToken: string, url: string, params: Record<string, string>, header: string) =>
  same(twilioSignature(authToken, url, params), header);
