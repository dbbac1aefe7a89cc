import { Prisma, type ExchangeRate } from '../../generated/prisma/client.js';
import { pageModel, type Page } from '../../common/pagination.js';
import type { ExchangeRateModel, ExchangeRatePageModel } from './models/exchange-rate.model.js';

/** Exact decimal text without exponent or trailing zeros ("330.5", "0.0241"). */
export const rateText = (rate: Prisma.Decimal) => rate.toFixed();

export const toExchangeRateModel = (row: ExchangeRate): ExchangeRateModel => ({
  id: row.id,
  currency: row.currency,
  perTry: rateText(row.perTry),
  tryPerUnit: rateText(new Prisma.Decimal(1).div(row.perTry).toDecimalPlaces(4, Prisma.Decimal.ROUND_HALF_UP)),
  setByName: row.setByName,
  createdAt: row.createdAt,
});

export const toExchangeRatePageModel = (
  list: { items: ExchangeRate[]; total: number },
  page: Page,
): ExchangeRatePageModel => pageModel(list.items.map(toExchangeRateModel), list.total, page);
