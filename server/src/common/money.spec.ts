import { Prisma } from '../generated/prisma/client.js';
import { convertMoney, ratePerTry, wholeUnitsUp } from './money.js';

const d = (value: string) => new Prisma.Decimal(value);
const rates = { usdPerTry: d('0.0240963855'), sypPerTry: d('330') };

describe('money conversion', () => {
  it('converts lira to pounds and dollars at the stored rates, in decimals', () => {
    expect(convertMoney(d('1500'), 'TRY', 'SYP', rates)?.toFixed(2)).toBe('495000.00');
    expect(convertMoney(d('1500'), 'TRY', 'USD', rates)?.toFixed(2)).toBe('36.14');
  });

  it('converts a payment in another currency back to lira through its rate', () => {
    expect(convertMoney(d('495000'), 'SYP', 'TRY', rates)?.toFixed(2)).toBe('1500.00');
    expect(convertMoney(d('36.15'), 'USD', 'TRY', rates)?.toFixed(2)).toBe('1500.23');
  });

  it('keeps amounts a float would spoil', () => {
    expect(convertMoney(d('0.1').plus(d('0.2')), 'TRY', 'TRY', rates)?.toFixed(2)).toBe('0.30');
  });

  it('knows no conversion without the rate', () => {
    expect(convertMoney(d('10'), 'USD', 'TRY', { usdPerTry: null, sypPerTry: null })).toBeNull();
    expect(convertMoney(d('10'), 'USD', 'TRY', { usdPerTry: d('0'), sypPerTry: null })).toBeNull();
    expect(ratePerTry('TRY', { usdPerTry: null, sypPerTry: null })?.toString()).toBe('1');
  });

  it('rounds pounds up to whole units', () => {
    expect(wholeUnitsUp(d('495000.01')).toString()).toBe('495001');
    expect(wholeUnitsUp(d('495000')).toString()).toBe('495000');
  });
});
