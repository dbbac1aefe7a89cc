import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ApiData, ApiPage } from '../../common/openapi/api-responses.js';
import { RestOutput, toRest, toRestPage } from '../../common/output/rest-output.js';
import { toPage } from '../../common/pagination.js';
import { ExchangeRateHistoryQuery, SetExchangeRateBody } from './dto/exchange-rate.input.js';
import { ExchangeRateModel, ExchangeRatePageModel } from './models/exchange-rate.model.js';
import { toExchangeRateModel, toExchangeRatePageModel } from './exchange-rate.mapper.js';
import { ExchangeRatesService } from './exchange-rates.service.js';

/** The office's exchange rates: the back office reads them and their history, admins set them. */
@ApiTags('admin')
@Controller('admin/exchange-rates')
export class ExchangeRatesController {
  constructor(private readonly rates: ExchangeRatesService) {}

  @Get()
  @ApiData([RestOutput(ExchangeRateModel)], { description: 'The current rate of each currency set (USD, SYP).' })
  @Auth('admin', 'staff')
  async current() {
    return { data: toRest(ExchangeRateModel, (await this.rates.current()).map(toExchangeRateModel)) };
  }

  @Get('history')
  @ApiPage(ExchangeRatePageModel, { description: 'Who set which rate when, newest first.' })
  @Auth('admin', 'staff')
  async history(@Query() query: ExchangeRateHistoryQuery) {
    const page = toPage(query);
    return toRestPage(
      ExchangeRatePageModel,
      toExchangeRatePageModel(await this.rates.history(page, query.currency), page),
    );
  }

  @Put()
  @ApiData(RestOutput(ExchangeRateModel), {
    description: 'The new current rate of the currency; orders placed from now on store it.',
  })
  @Auth('admin')
  async set(@CurrentUser() caller: AuthUser, @Body() body: SetExchangeRateBody) {
    return { data: toRest(ExchangeRateModel, toExchangeRateModel(await this.rates.set(caller, body))) };
  }
}
