import { Prisma } from '../generated/prisma/client.js';
import { SETTINGS_DEFAULTS } from '../settings/settings-defaults.js';
import { paymentInstructions } from './payment-instructions.js';

const order = (paymentMethod: 'bank_transfer' | 'syriatel_cash' | 'mtn_cash') => ({
  paymentMethod,
  totalAmount: new Prisma.Decimal('1500'),
  currency: 'TRY' as const,
  orderNumber: 'ORD-2026-000007',
});

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
});
