import type { Currency, PaymentMethod } from '../generated/prisma/enums.js';
import type { Settings } from '../settings/settings.schema.js';
import { formatMoney } from '../common/office-format.js';

/**
 * What the client must pay and how, for the order's payment method, from the payment settings
 * (there is no payment gateway: clients pay to the bank details or the mobile cash numbers).
 */
export function paymentInstructions(
  payment: Settings<'payment'>,
  order: {
    paymentMethod: PaymentMethod;
    totalAmount: { toFixed(places: number): string };
    currency: Currency;
    orderNumber: string;
  },
): string[] {
  const amount = `المبلغ المطلوب: ${formatMoney(order.totalAmount, order.currency)}`;
  const reference = `اكتب رقم الطلب ${order.orderNumber} في وصف التحويل، ثم ارفع صورة الإيصال من صفحة طلبك.`;
  switch (order.paymentMethod) {
    case 'bank_transfer':
      return [
        amount,
        `البنك: ${payment.bank_name}`,
        `اسم صاحب الحساب: ${payment.account_holder}`,
        `IBAN بالليرة التركية: ${payment.iban_try}`,
        ...(payment.iban_usd ? [`IBAN بالدولار: ${payment.iban_usd}`] : []),
        ...(payment.swift_code ? [`SWIFT: ${payment.swift_code}`] : []),
        reference,
      ];
    case 'syriatel_cash':
      return [amount, `ادفع عبر سيرياتيل كاش إلى الرقم: ${payment.syriatel_cash_number}`, reference];
    case 'mtn_cash':
      return [amount, `ادفع عبر MTN كاش إلى الرقم: ${payment.mtn_cash_number}`, reference];
  }
}
