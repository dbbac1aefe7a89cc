import { Prisma } from '../generated/prisma/client.js';
import type { Currency } from '../generated/prisma/enums.js';

type Decimal = Prisma.Decimal;

/** A Decimal amount as both APIs carry money: text with two places ("1500.00"), never a float. */
export const moneyText = (value: { toFixed(places: number): string }) => value.toFixed(2);

/**
 * The office's exchange rates as an order stored them when it was placed: units of each currency one
 * Turkish lira bought (`sypPerTry` 330 means 1 ₺ = 330 SYP). Null when the office had not set the rate.
 */
export type RatesPerTry = { usdPerTry: Decimal | null; sypPerTry: Decimal | null };

/** Units of `currency` one lira buys at these rates: 1 for lira, null when the rate is unknown. */
export function ratePerTry(currency: Currency, rates: RatesPerTry): Decimal | null {
  switch (currency) {
    case 'TRY':
      return new Prisma.Decimal(1);
    case 'USD':
      return rates.usdPerTry;
    case 'SYP':
      return rates.sypPerTry;
  }
}

/**
 * `amount` of `from` in `to`, through the lira, in decimal arithmetic (never floats), rounded half up to
 * two places. Null when a rate it needs is unknown (the caller refuses the payment with a clear message).
 */
export function convertMoney(amount: Decimal, from: Currency, to: Currency, rates: RatesPerTry): Decimal | null {
  if (from === to) return amount.toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);
  const fromRate = ratePerTry(from, rates);
  const toRate = ratePerTry(to, rates);
  if (!fromRate || !toRate || fromRate.lte(0) || toRate.lte(0)) return null;
  return amount.div(fromRate).mul(toRate).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);
}

/** What a client is asked to send in Syrian pounds: whole pounds, rounded up so the office is never short. */
export const wholeUnitsUp = (amount: Decimal) => amount.toDecimalPlaces(0, Prisma.Decimal.ROUND_UP);
