import {
  formatOrderNumber,
  newTrackingNumber,
  normalizeTrackingNumber,
  officeYear,
  TRACKING_NUMBER_PATTERN,
} from './order-numbers.js';

describe('order and tracking numbers', () => {
  it('makes tracking numbers of TRK- and 8 characters without 0, O, 1 or I', () => {
    const numbers = Array.from({ length: 2000 }, () => newTrackingNumber());
    for (const number of numbers) expect(number).toMatch(TRACKING_NUMBER_PATTERN);
    expect(numbers.join('').slice(4)).not.toMatch(/[01OI]/);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('maps every random byte onto the alphabet', () => {
    expect(newTrackingNumber(() => Buffer.from([0, 31, 32, 255, 8, 14, 24, 25]))).toBe('TRK-A9A9JQ23');
  });

  it('reads a tracking number trimmed and in any case', () => {
    expect(normalizeTrackingNumber('  trk-ab23cd45 \n')).toBe('TRK-AB23CD45');
  });

  it('formats order numbers with the year and six digits', () => {
    expect(formatOrderNumber(2026, 123)).toBe('ORD-2026-000123');
    expect(formatOrderNumber(2026, 1_234_567)).toBe('ORD-2026-1234567');
  });

  it('counts the year in Istanbul time', () => {
    expect(officeYear(new Date('2026-12-31T21:30:00Z'))).toBe(2027);
    expect(officeYear(new Date('2026-12-31T20:30:00Z'))).toBe(2026);
  });
});
