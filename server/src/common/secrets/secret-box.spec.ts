import { randomBytes } from 'node:crypto';
import { parseSecretsKey, SecretBox, SecretBoxError } from './secret-box.js';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed, and never shows the plain text in the sealed form', () => {
    const sealed = box.seal('EAAG-token-ğü-سر');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('EAAG');
    expect(box.open(sealed)).toBe('EAAG-token-ğü-سر');
  });

  it('seals the same value differently each time (a fresh IV)', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a value sealed with another key, an altered value and garbage', () => {
    const sealed = box.seal('secret');
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow(SecretBoxError);
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow(SecretBoxError);
    expect(() => box.open('plain text')).toThrow(SecretBoxError);
  });

  it('reads a key in base64 or hex and refuses one of the wrong length', () => {
    const key = randomBytes(32);
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretsKey(key.toString('hex'))).toEqual(key);
    expect(() => parseSecretsKey(randomBytes(16).toString('base64'))).toThrow(SecretBoxError);
  });
});
