import { Injectable } from '@nestjs/common';
import type { ExchangeRate } from '../../generated/prisma/client.js';
import { PrismaService } from '../../database/prisma.service.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { type Page, pageArgs } from '../../common/pagination.js';
import { recordAudit } from '../../audit/audit.js';
import { currentRates, NEWEST_RATE_FIRST, rateCurrency, ratePerTry } from './exchange-rate-rules.js';

/** The office's exchange rates: set by admins, read by the back office; each change is a new row (the history). */
@Injectable()
export class ExchangeRatesService {
  constructor(private readonly prisma: PrismaService) {}

  /** The current rate of each currency the office has set (USD, then SYP). */
  current(): Promise<ExchangeRate[]> {
    return currentRates(this.prisma);
  }

  /** Who set which rate when, newest first, optionally of one currency. */
  async history(page: Page, currency?: string | null) {
    const where = currency ? { currency: rateCurrency(currency) } : {};
    const [items, total] = await Promise.all([
      this.prisma.exchangeRate.findMany({ where, orderBy: NEWEST_RATE_FIRST, ...pageArgs(page) }),
      this.prisma.exchangeRate.count({ where }),
    ]);
    return { items, total };
  }

  /** A new current rate (admins): the row and its audit entry together; orders placed from now on store it. */
  async set(caller: AuthUser, input: { currency: unknown; perTry: unknown }): Promise<ExchangeRate> {
    const currency = rateCurrency(input.currency);
    const perTry = ratePerTry(input.perTry);
    return this.prisma.$transaction(async (tx) => {
      const rate = await tx.exchangeRate.create({
        data: { currency, perTry, setById: caller.id, setByName: caller.fullName },
      });
      await recordAudit(tx, {
        actor: caller,
        action: 'exchange_rate.set',
        entityType: 'exchange_rate',
        entityId: rate.id,
        details: { currency, per_try: perTry.toFixed() },
      });
      return rate;
    });
  }
}
