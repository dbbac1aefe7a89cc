import { officeDateTime } from './office-format.js';

describe('a moment at the office, as every surface writes it', () => {
  // 21:27 UTC on 25 November is 00:27 on the 26th in Istanbul (UTC+3).
  const moment = new Date('2026-11-25T21:27:00Z');

  it('is Istanbul time, in the reader language, with the zone named as the interface names it', () => {
    expect(officeDateTime('en', moment)).toBe('26 November 2026 at 00:27 (Istanbul time)');
    expect(officeDateTime('tr', moment)).toBe('26 Kasım 2026 00:27 (İstanbul saati)');
    expect(officeDateTime('ar', moment)).toMatch(/^٢٦ .+ ٢٠٢٦.*١٢:٢٧.*\(توقيت إسطنبول\)$/);
  });
});
