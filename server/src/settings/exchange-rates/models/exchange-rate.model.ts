import { Int, ObjectType } from '@nestjs/graphql';
import { Currency } from '../../../generated/prisma/enums.js';
import { OutputField } from '../../../common/output/output-field.js';
import { PageOf } from '../../../common/pagination.js';

@ObjectType('ExchangeRate', {
  description: 'A rate of a currency against the lira as an admin set it; the newest of a currency is current.',
})
export class ExchangeRateModel {
  @OutputField(() => Int) id: number;
  @OutputField(() => Currency, { description: 'USD or SYP.' }) currency: Currency;
  @OutputField({
    description: 'Units of the currency one lira buys, as exact decimal text (SYP "330.5": 1 ₺ = 330.5 SYP).',
    openApi: { example: '330.5' },
  })
  perTry: string;
  @OutputField({
    description: 'Lira one unit of the currency costs (the inverse), rounded to 4 decimals (USD: "41.4938").',
    openApi: { example: '41.4938' },
  })
  tryPerUnit: string;
  @OutputField({ description: 'Who set it, as named then.', rest: 'set_by' }) setByName: string;
  @OutputField({ description: 'When it was set; it is current from then until a newer one.' }) createdAt: Date;
}

@ObjectType('ExchangeRatePage')
export class ExchangeRatePageModel extends PageOf(ExchangeRateModel) {}
