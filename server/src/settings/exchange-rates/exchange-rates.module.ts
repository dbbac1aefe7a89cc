import { Module } from '@nestjs/common';
import { ExchangeRatesController } from './exchange-rates.controller.js';
import { ExchangeRatesResolver } from './exchange-rates.resolver.js';
import { ExchangeRatesService } from './exchange-rates.service.js';

/** The office's exchange rates against the lira, with their history (orders read the current ones directly). */
@Module({
  controllers: [ExchangeRatesController],
  providers: [ExchangeRatesService, ExchangeRatesResolver],
})
export class ExchangeRatesModule {}
