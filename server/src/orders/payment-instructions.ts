import { Prisma } from '../generated/prisma/client.js';
import type { Currency, Language, PaymentMethod } from '../generated/prisma/enums.js';
import type { Settings } from '../settings/settings.schema.js';
import { CURRENCY_SYMBOLS, formatMoneyIn, LANGUAGE_LOCALES } from '../common/office-format.js';
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

/** The instructions' words in each language (the e-mails and the invoice, in the client’s). */
const INSTRUCTIONS = {
  ar: {
    askingPounds: 'سيرسل لك المكتب المبلغ المطلوب بالليرة السورية قبل الدفع.',
    amount: (amount: string) => `المبلغ المطلوب: ${amount}`,
    poundsFrom: (price: string, rate: string) => `(قيمة الطلب ${price} بسعر ${rate}، مقرّباً إلى أعلى ليرة سورية)`,
    orDollars: (amount: string, rate: string) => `أو بالدولار إلى حساب IBAN بالدولار: ${amount} (بسعر ${rate})`,
    reference: (order: string) => `اكتب رقم الطلب ${order} في وصف التحويل، ثم ارفع صورة الإيصال من صفحة طلبك.`,
    bank: 'البنك',
    holder: 'اسم صاحب الحساب',
    ibanTry: 'IBAN بالليرة التركية',
    ibanUsd: 'IBAN بالدولار',
    syriatel: (number: string) => `ادفع عبر سيرياتيل كاش إلى الرقم: ${number}`,
    mtn: (number: string) => `ادفع عبر MTN كاش إلى الرقم: ${number}`,
  },
  tr: {
    askingPounds: 'Ödemeden önce ofis size Suriye lirası olarak tutarı gönderecek.',
    amount: (amount: string) => `Ödenecek tutar: ${amount}`,
    poundsFrom: (price: string, rate: string) =>
      `(sipariş tutarı ${price}, ${rate} kuruyla, bir üst Suriye lirasına yuvarlanmış)`,
    orDollars: (amount: string, rate: string) => `veya dolar IBAN hesabına dolar olarak: ${amount} (${rate} kuruyla)`,
    reference: (order: string) =>
      `Havale açıklamasına ${order} sipariş numarasını yazın, ardından dekontun fotoğrafını sipariş sayfanızdan yükleyin.`,
    bank: 'Banka',
    holder: 'Hesap sahibi',
    ibanTry: 'Türk lirası IBAN',
    ibanUsd: 'Dolar IBAN',
    syriatel: (number: string) => `Syriatel Cash ile şu numaraya ödeyin: ${number}`,
    mtn: (number: string) => `MTN Cash ile şu numaraya ödeyin: ${number}`,
  },
  en: {
    askingPounds: 'The office will send you the amount in Syrian pounds before you pay.',
    amount: (amount: string) => `Amount to pay: ${amount}`,
    poundsFrom: (price: string, rate: string) =>
      `(the order's price ${price} at ${rate}, rounded up to the next Syrian pound)`,
    orDollars: (amount: string, rate: string) => `or in dollars to the dollar IBAN: ${amount} (at ${rate})`,
    reference: (order: string) =>
      `Write the order number ${order} in the transfer's description, then upload a photo of the receipt from your order page.`,
    bank: 'Bank',
    holder: 'Account holder',
    ibanTry: 'Turkish lira IBAN',
    ibanUsd: 'Dollar IBAN',
    syriatel: (number: string) => `Pay with Syriatel Cash to the number: ${number}`,
    mtn: (number: string) => `Pay with MTN Cash to the number: ${number}`,
  },
} satisfies Record<Language, Record<string, unknown>>;

/** "1 ₺ = 330.5 ل.س", in the reader's digits. */
function rateLine(language: Language, amount: PaymentAmount) {
  const rates = new Intl.NumberFormat(LANGUAGE_LOCALES[language], { maximumFractionDigits: 10 });
  return `${rates.format(1)} ${CURRENCY_SYMBOLS.TRY} = ${rates.format(Number(amount.perTry?.toFixed() ?? 1))} ${CURRENCY_SYMBOLS[amount.currency]}`;
}

/** The amount lines of the instructions, in the method's currency with the lira price and the rate beside it. */
function amountLines(payment: Settings<'payment'>, order: OrderToPay, language: Language): string[] {
  const t = INSTRUCTIONS[language];
  const amounts = paymentAmounts(order);
  const price = formatMoneyIn(language, order.totalAmount, order.currency);
  if (MOBILE_CASH_METHODS.includes(order.paymentMethod)) {
    const pounds = amounts.find((amount) => amount.currency === 'SYP');
    if (!pounds) return [t.askingPounds];
    return [t.amount(formatMoneyIn(language, pounds.amount, 'SYP')), t.poundsFrom(price, rateLine(language, pounds))];
  }
  const dollars = amounts.find((amount) => amount.currency === 'USD');
  return [
    t.amount(price),
    ...(dollars && payment.iban_usd
      ? [t.orDollars(formatMoneyIn(language, dollars.amount, 'USD'), rateLine(language, dollars))]
      : []),
  ];
}

/**
 * What the client must pay and how, for the order's payment method, from the payment settings
 * (there is no payment gateway: clients pay to the bank details or the mobile cash numbers).
 * Text for the e-mails and the invoice (in the client's language); the APIs answer the amounts themselves
 * (`paymentAmounts`).
 */
export function paymentInstructions(
  payment: Settings<'payment'>,
  order: OrderToPay,
  language: Language = 'ar',
): string[] {
  const t = INSTRUCTIONS[language];
  const amount = amountLines(payment, order, language);
  const reference = t.reference(order.orderNumber);
  switch (order.paymentMethod) {
    case 'bank_transfer':
      return [
        ...amount,
        `${t.bank}: ${payment.bank_name}`,
        `${t.holder}: ${payment.account_holder}`,
        `${t.ibanTry}: ${payment.iban_try}`,
        ...(payment.iban_usd ? [`${t.ibanUsd}: ${payment.iban_usd}`] : []),
        ...(payment.swift_code ? [`SWIFT: ${payment.swift_code}`] : []),
        reference,
      ];
    case 'syriatel_cash':
      return [...amount, t.syriatel(payment.syriatel_cash_number), reference];
    case 'mtn_cash':
      return [...amount, t.mtn(payment.mtn_cash_number), reference];
  }
}
