import { formatDays, formatMoney } from './format';

describe('money and delivery time formats', () => {
  it('writes amounts with Arabic digits, at most two decimals, the symbol after', () => {
    expect(formatMoney('1500.00', 'TRY')).toBe('١٬٥٠٠ ₺');
    expect(formatMoney('12.5', 'USD')).toBe('١٢٫٥ $');
    expect(formatMoney('0.125', 'TRY')).toBe('٠٫١٣ ₺');
    expect(formatMoney(250000, 'SYP')).toBe('٢٥٠٬٠٠٠ ل.س');
  });

  it('writes delivery time in days', () => {
    expect(formatDays(7)).toBe('٧ يوم');
  });
});
