import { ObjectType } from '@nestjs/graphql';
import { Currency, IssuedDocumentKind, PaymentStatus } from '../../generated/prisma/enums.js';
import { DecimalScalar } from '../../common/graphql/scalars.js';
import { OutputField } from '../../common/output/output-field.js';

@ObjectType('VerifiedDocument', {
  description:
    'What anyone holding a document’s verification code may know of it: that the office issued it, its kind, ' +
    'number, date, amount and status. No name, contact or order contents.',
})
export class VerifiedDocumentModel {
  @OutputField({ description: 'Always true: unknown codes answer DOCUMENT_NOT_FOUND.' }) genuine: boolean;
  @OutputField({ description: 'Who issued it: the site’s name.', openApi: { example: 'مكتب الاستشارات القانونية' } })
  issuer: string;
  @OutputField(() => IssuedDocumentKind) kind: IssuedDocumentKind;
  @OutputField({ openApi: { example: 'INV-2026-000123' } }) number: string;
  @OutputField({ openApi: { example: 'K7M2QX9PLA' } }) code: string;
  @OutputField() issuedAt: Date;
  @OutputField(() => DecimalScalar, {
    description: 'An invoice: the amount due; a receipt: the amount paid or refunded (positive).',
    openApi: { example: '1500.00' },
  })
  amount: string;
  @OutputField(() => Currency) currency: Currency;
  @OutputField(() => PaymentStatus, {
    description: 'An invoice: where the order’s payment stands now; a receipt: `paid`, or `refunded` for a refund.',
  })
  status: PaymentStatus;
  @OutputField(() => Date, { nullable: true, description: 'A receipt: when the money was paid or refunded.' })
  paidAt: Date | null;
}
