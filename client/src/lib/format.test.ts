import { createIntl } from 'react-intl';
import { ARABIC_MESSAGES, loadMessages } from './i18n';
import { formatsFor } from './format';

describe('money, delivery time and dates in the interface language', () => {
  const arabic = formatsFor(createIntl({ locale: 'ar-SY', messages: ARABIC_MESSAGES }), 'ar');

  it('writes Arabic amounts with Arabic digits, at most two decimals, the symbol after', () => {
    expect(arabic.money('1500.00', 'TRY')).toBe('١٬٥٠٠ ₺');
    expect(arabic.money('12.5', 'USD')).toBe('١٢٫٥ $');
    expect(arabic.money('0.125', 'TRY')).toBe('٠٫١٣ ₺');
    expect(arabic.money(250000, 'SYP')).toBe('٢٥٠٬٠٠٠ ل.س');
  });

  it('writes delivery time with Arabic plural forms', () => {
    expect(arabic.days(1)).toBe('يوم واحد');
    expect(arabic.days(2)).toBe('يومان');
    expect(arabic.days(7)).toBe('٧ أيام');
    expect(arabic.days(30)).toBe('٣٠ يوماً');
  });

  it('switches digits, plurals and dates with the language', async () => {
    const english = formatsFor(createIntl({ locale: 'en-GB', messages: await loadMessages('en') }), 'en');
    expect(english.money('1500.00', 'TRY')).toBe('1,500 ₺');
    expect(english.days(1)).toBe('1 day');
    expect(english.days(7)).toBe('7 days');
    expect(english.date('2026-03-14T10:00:00Z')).toBe('14 March 2026');
    const turkish = formatsFor(createIntl({ locale: 'tr-TR', messages: await loadMessages('tr') }), 'tr');
    expect(turkish.money('1500.5', 'USD')).toBe('1.500,5 $');
  });

  it('names the Istanbul zone of a moment a client abroad reads, the same instant in every language', async () => {
    const english = formatsFor(
      createIntl({ locale: 'en-GB', messages: await loadMessages('en'), timeZone: 'Europe/Istanbul' }),
      'en',
    );
    // 21:27 UTC is 00:27 the next day in Istanbul.
    expect(english.istanbulDateTime('2026-11-25T21:27:00Z')).toBe('26 November 2026 at 00:27 (Istanbul time)');
    expect(arabic.istanbulDateTime('2026-11-25T21:27:00Z')).toMatch(/^٢٦ .+ ٢٠٢٦.*١٢:٢٧.*\(توقيت إسطنبول\)$/);
  });

  it("writes the office's figures in the language's digits", async () => {
    expect(arabic.digits('+5000')).toBe('+٥٠٠٠');
    expect(arabic.digits('24/7')).toBe('٢٤/٧');
    const english = formatsFor(createIntl({ locale: 'en-GB', messages: await loadMessages('en') }), 'en');
    expect(english.digits('98%')).toBe('98%');
  });
});
