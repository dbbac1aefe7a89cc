import { Int, ObjectType } from '@nestjs/graphql';
import { Currency, PaymentMethod } from '../../../generated/prisma/enums.js';
import { DecimalScalar } from '../../../common/graphql/scalars.js';
import { OutputField } from '../../../common/output/output-field.js';

const MONEY = { example: '1500.00' };

@ObjectType('Payment', {
  description: 'Money the office received for an order, or gave back (a refund: a negative amount with a reason).',
})
export class PaymentModel {
  @OutputField(() => Int) id: number;
  @OutputField(() => DecimalScalar, { description: 'In `currency`; negative for a refund.', openApi: MONEY })
  amount: string;
  @OutputField(() => Currency) currency: Currency;
  @OutputField(() => PaymentMethod) method: PaymentMethod;
  @OutputField(() => String, { nullable: true }) reference: string | null;
  @OutputField() paidAt: Date;
  @OutputField(() => DecimalScalar, {
    description: 'The amount in the order’s currency at the order’s stored rate (what counts toward the balance).',
    openApi: MONEY,
  })
  orderAmount: string;
  @OutputField(() => String, {
    nullable: true,
    description: 'Units of `currency` one lira bought for this payment; only staff and admins see it.',
  })
  ratePerTry: string | null;
  @OutputField(() => DecimalScalar, {
    nullable: true,
    description: 'The amount in lira (revenue); only staff and admins see it.',
    openApi: MONEY,
  })
  amountTry: string | null;
  @OutputField(() => String, { nullable: true, description: 'Why money was given back (refunds).' })
  refundReason: string | null;
  @OutputField(() => String, { nullable: true, description: 'The office’s note; only staff and admins see it.' })
  note: string | null;
  @OutputField(() => Int, { nullable: true, description: 'The client’s receipt this payment was read from.' })
  receiptFileId: number | null;
  @OutputField(() => String, { nullable: true, description: 'Who recorded it; only staff and admins see it.' })
  recordedByName: string | null;
  @OutputField({ description: 'REST path of the payment’s receipt PDF (GET with the same bearer token).' })
  receiptUrl: string;
  @OutputField() createdAt: Date;
}
