import {
  formatDocumentNumber,
  newVerificationCode,
  normalizeVerificationCode,
  VERIFICATION_CODE_PATTERN,
  verificationLink,
} from './document-codes.js';

describe('verification codes and document numbers', () => {
  it('makes 10-character codes of the readable alphabet from the random bytes', () => {
    const code = newVerificationCode(() => Buffer.from([0, 1, 31, 32, 255, 8, 9, 24, 25, 30]));
    expect(code).toBe('AB9A9JK238');
    expect(code).toMatch(VERIFICATION_CODE_PATTERN);
    expect(newVerificationCode()).toMatch(VERIFICATION_CODE_PATTERN);
    expect(newVerificationCode()).not.toBe(newVerificationCode());
  });

  it('reads codes in any case with surrounding spaces', () => {
    expect(normalizeVerificationCode('  abza9jkwx8 ')).toBe('ABZA9JKWX8');
  });

  it('numbers invoices and receipts per year with six digits', () => {
    expect(formatDocumentNumber('invoice', 2026, 123)).toBe('INV-2026-000123');
    expect(formatDocumentNumber('receipt', 2027, 45)).toBe('RCP-2027-000045');
  });

  it('links to the public verification page', () => {
    expect(verificationLink('https://office.example', 'ABZA9JKWX8')).toBe('https://office.example/verify/ABZA9JKWX8');
  });
});
