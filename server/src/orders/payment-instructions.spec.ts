import { Prisma } from '../generated/prisma/client.js';
import { SETTINGS_DEFAULTS } from '../settings/settings-defaults.js';
import { paymentAmounts, paymentInstructions } from './payment-instructions.js';

const D = (value: string) => new Prisma.Decimal(value);

const order = (
  paymentMethod: 'bank_transfer' | 'syriatel_cash' | 'mtn_cash',
  {
    total = '1500',
    usdPerTry = null,
    sypPerTry = null,
  }: { total?: string; usdPerTry?: string | null; sypPerTry?: string | null } = {},
) => ({
  paymentMethod,
  totalAmount: D(total),
  currency: 'TRY' as const,
  orderNumber: 'ORD-2026-000007',
  usdPerTry: usdPerTry === null ? null : D(usdPerTry),
  sypPerTry: sypPerTry === null ? null : D(sypPerTry),
});

const shown = (amounts: ReturnType<typeof paymentAmounts>) =>
  amounts.map(({ currency, amount, perTry }) => ({
    currency,
    amount: amount.toFixed(2),
    perTry: perTry?.toFixed() ?? null,
  }));

describe('payment instructions', () => {
  it('give bank details for a bank transfer, with the amount and the order number as reference', () => {
    const lines = paymentInstructions(SETTINGS_DEFAULTS.payment, order('bank_transfer'));
    expect(lines[0]).toBe('المبلغ المطلوب: ١٬٥٠٠ ₺');
    expect(lines).toContain(`IBAN بالليرة التركية: ${SETTINGS_DEFAULTS.payment.iban_try}`);
    expect(lines).toContain(`SWIFT: ${SETTINGS_DEFAULTS.payment.swift_code}`);
    expect(lines.at(-1)).toContain('ORD-2026-000007');
  });

  it('give the mobile cash number of the chosen method only', () => {
    const mtn = paymentInstructions(SETTINGS_DEFAULTS.payment, order('mtn_cash')).join('\n');
    expect(mtn).toContain(SETTINGS_DEFAULTS.payment.mtn_cash_number);
    expect(mtn).not.toContain(SETTINGS_DEFAULTS.payment.syriatel_cash_number);
    expect(mtn).not.toContain('IBAN');
    const syriatel = paymentInstructions(SETTINGS_DEFAULTS.payment, order('syriatel_cash')).join('\n');
    expect(syriatel).toContain(SETTINGS_DEFAULTS.payment.syriatel_cash_number);
  });

  it('ask a mobile-cash client for whole Syrian pounds at the order’s rate, with the lira price and the rate', () => {
    expect(shown(paymentAmounts(order('syriatel_cash', { sypPerTry: '330.5' })))).toEqual([
      { currency: 'SYP', amount: '495750.00', perTry: '330.5' },
    ]);
    // 1500.01 × 330.33 = 495498.3033: the next whole pound, never fewer.
    expect(shown(paymentAmounts(order('mtn_cash', { total: '1500.01', sypPerTry: '330.33' })))).toEqual([
      { currency: 'SYP', amount: '495499.00', perTry: '330.33' },
    ]);
    const lines = paymentInstructions(SETTINGS_DEFAULTS.payment, order('mtn_cash', { sypPerTry: '330.5' }));
    expect(lines[0]).toBe('المبلغ المطلوب: ٤٩٥٬٧٥٠ ل.س');
    expect(lines[1]).toContain('١٬٥٠٠ ₺');
    expect(lines[1]).toContain('٣٣٠٫٥ ل.س');
  });

  it('rounds up even a thousandth of a pound, with no rounding to cents first', () => {
    // 1 × 330.0001 = 330.0001 pounds: 331, where rounding to cents first would ask 330.
    expect(shown(paymentAmounts(order('syriatel_cash', { total: '1', sypPerTry: '330.0001' })))[0].amount).toBe(
      '331.00',
    );
  });

  it('never ask a mobile-cash client for lira: without a pound rate the office sends the amount', () => {
    expect(paymentAmounts(order('syriatel_cash', { usdPerTry: '0.0241' }))).toEqual([]);
    const lines = paymentInstructions(SETTINGS_DEFAULTS.payment, order('syriatel_cash'));
    expect(lines[0]).toContain('سيرسل لك المكتب المبلغ المطلوب بالليرة السورية');
    expect(lines.join('\n')).not.toContain('₺');
  });

  it('give a bank transfer in lira, and in dollars for the dollar IBAN when the order has a dollar rate', () => {
    expect(shown(paymentAmounts(order('bank_transfer', { usdPerTry: '0.0241', sypPerTry: '330' })))).toEqual([
      { currency: 'TRY', amount: '1500.00', perTry: null },
      { currency: 'USD', amount: '36.15', perTry: '0.0241' },
    ]);
    // 1500 × 0.024123 = 36.1845 dollars: rounded up to the cent.
    expect(shown(paymentAmounts(order('bank_transfer', { usdPerTry: '0.024123' })))[1].amount).toBe('36.19');
    expect(shown(paymentAmounts(order('bank_transfer')))).toEqual([
      { currency: 'TRY', amount: '1500.00', perTry: null },
    ]);
    const withIban = { ...SETTINGS_DEFAULTS.payment, iban_usd: 'TR00 0000 0000 0000 0000 0000 01' };
    const lines = paymentInstructions(withIban, order('bank_transfer', { usdPerTry: '0.0241' }));
    expect(lines[1]).toContain('٣٦٫١٥ $');
    const withoutIban = { ...SETTINGS_DEFAULTS.payment, iban_usd: '' };
    expect(paymentInstructions(withoutIban, order('bank_transfer', { usdPerTry: '0.0241' })).join('\n')).not.toContain(
      '$',
    );
  });
});
