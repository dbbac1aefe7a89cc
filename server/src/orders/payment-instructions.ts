import { Prisma } from '../generated/prisma/client.js';
import type { Currency, PaymentMethod } from '../generated/prisma/enums.js';
import type { Settings } from '../settings/settings.schema.js';
import { formatMoney, CURRENCY_SYMBOLS } from '../common/office-format.js';
import { ratePerTry, type RatesPerTry, wholeUnitsUp } from '../common/money.js';

type Decimal = Prisma.Decimal;

/** An order as its payment instructions read it: the price and the office's rates when it was placed. */
export type OrderToPay = RatesPerTry & {
  paymentMethod: PaymentMethod;
  totalAmount: Decimal;
  currency: Currency;
  orderNumber: string;
};

/**
 * An amount the client may send for its order: in `currency`, at `perTry` units per lira (the order's rate;
 * null for the lira itself).
 */
export type PaymentAmount = { currency: Currency; amount: Decimal; perTry: Decimal | null };

/** The methods whose wallets hold Syrian pounds: their clients are asked for pounds, never lira. */
export const MOBILE_CASH_METHODS: readonly PaymentMethod[] = ['syriatel_cash', 'mtn_cash'];

/**
 * The order's price in `to` at the order's rates, rounded up (`places` decimals) so the office is never
 * short; exact decimal arithmetic without an intermediate rounding. Null when the order has no such rate.
 */
function amountIn(order: OrderToPay, to: Currency, places: number): PaymentAmount | null {
  const from = ratePerTry(order.currency, order);
  const perTry = ratePerTry(to, order);
  if (!from || !perTry || from.lte(0) || perTry.lte(0)) return null;
  const exact = order.totalAmount.div(from).mul(perTry);
  const amount = places === 0 ? wholeUnitsUp(exact) : exact.toDecimalPlaces(places, Prisma.Decimal.ROUND_UP);
  return { currency: to, amount, perTry: to === 'TRY' ? null : perTry };
}

/**
 * What the client is asked to send for the order's method, in the method's currency, at the rates stored on
 * the order: Syriatel Cash and MTN Cash in whole Syrian pounds rounded up (none while the office has no pound
 * rate: it sends the amount itself); a bank transfer in lira, then in dollars when the order has a dollar rate
 * (for the dollar IBAN: the instructions show it only when the office has one).
 */
export function paymentAmounts(order: OrderToPay): PaymentAmount[] {
  if (MOBILE_CASH_METHODS.includes(order.paymentMethod)) {
    const pounds = amountIn(order, 'SYP', 0);
    return pounds ? [pounds] : [];
  }
  return [amountIn(order, 'TRY', 2), amountIn(order, 'USD', 2)].filter((amount) => amount !== null);
}

const rates = new Intl.NumberFormat('ar-SY', { maximumFractionDigits: 10 });
/** "1 ₺ = 330.5 ل.س", in Arabic-Syria digits. */
const rateLine = (amount: PaymentAmount) =>
  `${rates.format(1)} ${CURRENCY_SYMBOLS.TRY} = ${rates.format(Number(amount.perTry?.toFixed() ?? 1))} ${CURRENCY_SYMBOLS[amount.currency]}`;

/** The amount lines of the instructions, in the method's currency with the lira price and the rate beside it. */
function amountLines(payment: Settings<'payment'>, order: OrderToPay): string[] {
  const amounts = paymentAmounts(order);
  const price = formatMoney(order.totalAmount, order.currency);
  if (MOBILE_CASH_METHODS.includes(order.paymentMethod)) {
    const pounds = amounts.find((amount) => amount.currency === 'SYP');
    if (!pounds) return ['سيرسل لك المكتب المبلغ المطلوب بالليرة السورية قبل الدفع.'];
    return [
      `المبلغ المطلوب: ${formatMoney(pounds.amount, 'SYP')}`,
      `(قيمة الطلب ${price} بسعر ${rateLine(pounds)}، مقرّباً إلى أعلى ليرة سورية)`,
    ];
  }
  const dollars = amounts.find((amount) => amount.currency === 'USD');
  return [
    `المبلغ المطلوب: ${price}`,
    ...(dollars && payment.iban_usd
      ? [`أو بالدولار إلى حساب IBAN بالدولار: ${formatMoney(dollars.amount, 'USD')} (بسعر ${rateLine(dollars)})`]
      : []),
  ];
}

/**
 * What the client must pay and how, for the order's payment method, from the payment settings
 * (there is no payment gateway: clients pay to the bank details or the mobile cash numbers).
 * Arabic text for the e-mail and the invoice; the APIs answer the amounts themselves (`paymentAmounts`).
 */
export function paymentInstructions(payment: Settings<'payment'>, order: OrderToPay): string[] {
  const amount = amountLines(payment, order);
  const reference = `اكتب رقم الطلب ${order.orderNumber} في وصف التحويل، ثم ارفع صورة الإيصال من صفحة طلبك.`;
  switch (order.paymentMethod) {
    case 'bank_transfer':
      return [
        ...amount,
        `البنك: ${payment.bank_name}`,
        `اسم صاحب الحساب: ${payment.account_holder}`,
        `IBAN بالليرة التركية: ${payment.iban_try}`,
        ...(payment.iban_usd ? [`IBAN بالدولار: ${payment.iban_usd}`] : []),
        ...(payment.swift_code ? [`SWIFT: ${payment.swift_code}`] : []),
        reference,
      ];
    case 'syriatel_cash':
      return [...amount, `ادفع عبر سيرياتيل كاش إلى الرقم: ${payment.syriatel_cash_number}`, reference];
    case 'mtn_cash':
      return [...amount, `ادفع عبر MTN كاش إلى الرقم: ${payment.mtn_cash_number}`, reference];
  }
}
