import { ObjectType } from '@nestjs/graphql';
import { Currency } from '../../generated/prisma/enums.js';
import { DecimalScalar } from '../../common/graphql/scalars.js';
import { OutputField } from '../../common/output/output-field.js';

@ObjectType('PaymentAmount', {
  description:
    'An amount the client may send for the order’s payment method, at the office’s rates when the order was placed: ' +
    'mobile cash in whole Syrian pounds (rounded up; none while the office had no pound rate: it sends the amount), ' +
    'a bank transfer in lira, then in dollars (for the dollar IBAN) when a dollar rate was set.',
})
export class PaymentAmountModel {
  @OutputField(() => Currency) currency: Currency;
  @OutputField(() => DecimalScalar, { openApi: { example: '495750.00' } }) amount: string;
  @OutputField(() => String, {
    nullable: true,
    description: 'Units of the currency one lira bought (the order’s rate, exact decimal text); null for lira.',
    openApi: { example: '330.5' },
  })
  perTry: string | null;
}
