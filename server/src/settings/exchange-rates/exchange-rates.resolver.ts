import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { pageComplexity, toPage } from '../../common/pagination.js';
import { ExchangeRateHistoryArgs, SetExchangeRateInput } from './dto/exchange-rate.input.js';
import { ExchangeRateModel, ExchangeRatePageModel } from './models/exchange-rate.model.js';
import { toExchangeRateModel, toExchangeRatePageModel } from './exchange-rate.mapper.js';
import { ExchangeRatesService } from './exchange-rates.service.js';

/** The same operations as REST (`/admin/exchange-rates`). */
@Resolver(() => ExchangeRateModel)
export class ExchangeRatesResolver {
  constructor(private readonly rates: ExchangeRatesService) {}

  @Query(() => [ExchangeRateModel], {
    description: 'The office’s current rate of each currency set (staff and admins).',
  })
  @Auth('admin', 'staff')
  async exchangeRates() {
    return (await this.rates.current()).map(toExchangeRateModel);
  }

  @Query(() => ExchangeRatePageModel, {
    description: 'Who set which exchange rate when, newest first (staff and admins).',
    complexity: pageComplexity,
  })
  @Auth('admin', 'staff')
  async exchangeRateHistory(@Args() args: ExchangeRateHistoryArgs) {
    const page = toPage(args.page ?? undefined);
    return toExchangeRatePageModel(await this.rates.history(page, args.currency), page);
  }

  @Mutation(() => ExchangeRateModel, {
    description: 'Sets the current rate of a currency (admins); orders placed from now on store it.',
  })
  @Auth('admin')
  async setExchangeRate(@CurrentUser() caller: AuthUser, @Args('input') input: SetExchangeRateInput) {
    return toExchangeRateModel(await this.rates.set(caller, input));
  }
}
