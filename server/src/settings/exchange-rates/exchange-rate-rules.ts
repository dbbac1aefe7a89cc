import { Prisma, type ExchangeRate } from '../../generated/prisma/client.js';
import type { Currency } from '../../generated/prisma/enums.js';
import type { RatesPerTry } from '../../common/money.js';
import { ExchangeRateErrors } from './exchange-rate-errors.js';

/** The currencies the office sets a rate for: the lira is the unit every rate is counted in. */
export const RATE_CURRENCIES = ['USD', 'SYP'] as const satisfies readonly Currency[];
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

/** Newest first; two rows of the same instant keep the order they were written in. */
export const NEWEST_RATE_FIRST = [
  { createdAt: 'desc' },
  { id: 'desc' },
] as const satisfies Prisma.ExchangeRateOrderByWithRelationInput[];

/** Decimal(20, 10): ten digits before the point and ten after. */
const RATE_TEXT = /^\d{1,10}(\.\d{1,10})?$/;
const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The currency an admin asked for, or the refusal that names the two the office sets. */
export function rateCurrency(value: unknown): RateCurrency {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : value;
  if (RATE_CURRENCIES.includes(text as RateCurrency)) return text as RateCurrency;
  throw ExchangeRateErrors.EXCHANGE_RATE_CURRENCY_UNKNOWN({ field: 'currency' });
}

/**
 * The rate an admin typed (text, or a JSON number on REST) as an exact Decimal above zero; anything else
 * is refused with its own code. A JSON number is read in its shortest form, so 330.5 stays "330.5".
 */
export function ratePerTry(value: unknown): Prisma.Decimal {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !NUMBER_TEXT.test(text.trim()))
    throw ExchangeRateErrors.EXCHANGE_RATE_NOT_A_NUMBER({ field: 'perTry' });
  const rate = new Prisma.Decimal(text.trim());
  if (rate.lte(0)) throw ExchangeRateErrors.EXCHANGE_RATE_NOT_POSITIVE({ field: 'perTry' });
  if (!RATE_TEXT.test(rate.toFixed())) throw ExchangeRateErrors.EXCHANGE_RATE_OUT_OF_RANGE({ field: 'perTry' });
  return rate;
}

type RateReader = Pick<Prisma.TransactionClient, 'exchangeRate'>;

/** The office's current rate of each currency (its newest row); a currency never set is left out. */
export async function currentRates(db: RateReader): Promise<ExchangeRate[]> {
  const rows = await Promise.all(
    RATE_CURRENCIES.map((currency) => db.exchangeRate.findFirst({ where: { currency }, orderBy: NEWEST_RATE_FIRST })),
  );
  return rows.filter((row) => row !== null);
}

/**
 * The current rates as an order stores them when it is placed (`usdPerTry`, `sypPerTry`); null for a rate
 * the office has not set. Read inside the order's transaction.
 */
export async function currentRatesPerTry(db: RateReader): Promise<RatesPerTry> {
  const rates = await currentRates(db);
  const of = (currency: RateCurrency) => rates.find((rate) => rate.currency === currency)?.perTry ?? null;
  return { usdPerTry: of('USD'), sypPerTry: of('SYP') };
}
