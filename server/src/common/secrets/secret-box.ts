import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The sealed form's prefix names its version, so a later scheme can open older values. */
const VERSION = 'v1';

export class SecretBoxError extends Error {}

/**
 * Reads a 32-byte key written in base64 (standard or url-safe) or hex (64 digits); anything else is refused, so a
 * mistyped key stops start-up rather than sealing with a weak one.
 */
export function parseSecretsKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new SecretBoxError('must be 32 bytes, written in base64 or as 64 hex digits');
  return key;
}

/**
 * Seals secrets kept in the database (provider tokens, webhook secrets) with AES-256-GCM: a fresh random IV per
 * value and the authentication tag, so a changed or swapped value is refused on opening instead of read wrongly.
 * The sealed form is `v1.<iv>.<tag>.<ciphertext>` in base64url: one text column holds it, and a backup or export
 * of the table carries only that.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new SecretBoxError('the key must be 32 bytes');
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plain value; throws when the value was not sealed with this key or was altered. */
  open(sealed: string): string {
    const [version, iv, tag, data, ...rest] = sealed.split('.');
    if (version !== VERSION || iv === undefined || tag === undefined || data === undefined || rest.length > 0)
      throw new SecretBoxError('not a sealed value');
    try {
      const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('the sealed value does not open with this key (another key, or altered)');
    }
  }
}
