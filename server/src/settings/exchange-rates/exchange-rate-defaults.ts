import type { Prisma } from '../../generated/prisma/client.js';
import type { RateCurrency } from './exchange-rate-rules.js';

/** Who set the first rates of a fresh install, as their history shows it. */
export const DEFAULT_RATES_SET_BY = 'الإعداد الأولي';

/**
 * A fresh install's rates, so mobile-cash clients are asked for pounds from the first order; the office sets
 * its own in the settings page. Late 2026 market figures: 1 USD ≈ 42 ₺ (0.0238 USD per lira) and
 * 1 ₺ ≈ 310 Syrian pounds (about 13,000 pounds per dollar in the wallets' old pounds).
 */
export const DEFAULT_RATES: Record<RateCurrency, string> = { USD: '0.0238', SYP: '310' };

/** The default rate of each currency that has none yet (a fresh install; safe on every start). */
export async function seedExchangeRates(tx: Prisma.TransactionClient): Promise<number> {
  const present = await tx.exchangeRate.groupBy({ by: ['currency'] });
  const missing = (Object.keys(DEFAULT_RATES) as RateCurrency[]).filter(
    (currency) => !present.some((row) => row.currency === currency),
  );
  if (missing.length === 0) return 0;
  const { count } = await tx.exchangeRate.createMany({
    data: missing.map((currency) => ({ currency, perTry: DEFAULT_RATES[currency], setByName: DEFAULT_RATES_SET_BY })),
  });
  return count;
}
