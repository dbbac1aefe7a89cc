import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsDate, IsEnum, IsIn, IsNotEmpty, IsOptional, ValidateBy } from 'class-validator';
import { Currency, PaymentMethod } from '../../../generated/prisma/enums.js';
import { DecimalScalar } from '../../../common/graphql/scalars.js';
import { RestInput } from '../../../common/validation/rest-input.js';
import { IsRecordId, IsText } from '../../../common/validation/rules.js';

export const PAYMENT_TEXT_MAX = 1000;
export const PAYMENT_REFERENCE_MAX = 200;

/** An amount with at most two decimals, possibly negative (a refund); kept as text so it stays an exact Decimal. */
const SIGNED_MONEY = /^-?\d{1,10}(\.\d{1,2})?$/;
const AMOUNT_MESSAGE = 'المبلغ يجب أن يكون رقماً بمنزلتين عشريتين على الأكثر، مثل 1500 أو 1500.50';

const IsPaymentAmount = () => (target: object, property: string) => {
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value,
  )(target, property);
  IsNotEmpty({ message: 'المبلغ مطلوب' })(target, property);
  ValidateBy({
    name: 'isPaymentAmount',
    validator: {
      validate: (value) => typeof value === 'string' && SIGNED_MONEY.test(value),
      defaultMessage: () => AMOUNT_MESSAGE,
    },
  })(target, property);
};

const AMOUNT = 'In `currency`, two decimals at most; negative for a refund (with `refund_reason`).';
const CURRENCY = 'The currency the money came in; converted to the order’s currency at the rate stored on the order.';
const PAID_AT = 'When the money was received; now when omitted.';
const NOTE = 'The office’s note; clients do not see it.';
const READ_AMOUNT = 'The amount read from the receipt, in `currency` (required to accept).';
const OVERPAYMENT = 'Accept an amount larger than the balance (the client paid more).';

/** The fields of a payment as staff read them (recording one, or accepting a receipt). */
@ArgsType()
export class PaymentFields {
  @Field(() => DecimalScalar, { description: AMOUNT })
  @ApiProperty({ type: String, example: '1500.00', description: AMOUNT })
  @IsPaymentAmount()
  amount: string;

  @Field(() => Currency, { description: CURRENCY })
  @ApiProperty({ enum: Currency, enumName: 'Currency', description: CURRENCY })
  @IsEnum(Currency, { message: 'العملة غير معروفة: المقبول TRY أو USD أو SYP' })
  currency: Currency;

  @Field(() => String, { nullable: true, description: 'The transfer or wallet reference.' })
  @ApiPropertyOptional({ maxLength: PAYMENT_REFERENCE_MAX })
  @IsOptional()
  @IsText(PAYMENT_REFERENCE_MAX, 'المرجع يجب أن يكون نصاً')
  reference?: string;

  @Field(() => Date, { nullable: true, description: PAID_AT })
  @ApiPropertyOptional({ format: 'date-time', description: PAID_AT })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'تاريخ الدفع غير صحيح' })
  paidAt?: Date;

  @Field(() => String, { nullable: true, description: NOTE })
  @ApiPropertyOptional({ maxLength: PAYMENT_TEXT_MAX, description: NOTE })
  @IsOptional()
  @IsText(PAYMENT_TEXT_MAX, 'الملاحظة يجب أن تكون نصاً')
  note?: string;

  @Field(() => Boolean, { nullable: true, description: OVERPAYMENT })
  @ApiPropertyOptional({ description: OVERPAYMENT })
  @IsOptional()
  @IsBoolean({ message: 'تأكيد الدفعة الزائدة يجب أن يكون صحيحاً أو خطأ' })
  confirmOverpayment?: boolean;
}

/** `POST /admin/orders/{id}/payments` and `recordOrderPayment` (staff and admins). */
@ArgsType()
export class RecordPaymentInput extends PaymentFields {
  @Field(() => PaymentMethod, { nullable: true, description: 'How it was paid; the order’s method when omitted.' })
  @ApiPropertyOptional({ enum: PaymentMethod, enumName: 'PaymentMethod' })
  @IsOptional()
  @IsEnum(PaymentMethod, { message: 'طريقة الدفع غير صحيحة' })
  method?: PaymentMethod;

  @Field(() => String, { nullable: true, description: 'Why money is given back (required with a negative amount).' })
  @ApiPropertyOptional({ maxLength: PAYMENT_TEXT_MAX })
  @IsOptional()
  @IsText(PAYMENT_TEXT_MAX, 'سبب الاسترداد يجب أن يكون نصاً')
  refundReason?: string;
}
export class RecordPaymentBody extends RestInput(RecordPaymentInput) {}

/** `POST /admin/orders/{id}/payments/waive` and `waiveOrderPayment` (admins). */
@ArgsType()
export class WaivePaymentInput {
  @Field({ description: 'Why the office does not ask for the balance (recorded, shown on the order).' })
  @ApiProperty({ maxLength: PAYMENT_TEXT_MAX })
  @IsText(PAYMENT_TEXT_MAX, 'سبب التنازل يجب أن يكون نصاً')
  @IsNotEmpty({ message: 'اذكر سبب التنازل عن المبلغ المستحق' })
  reason: string;
}
export class WaivePaymentBody extends RestInput(WaivePaymentInput) {}

export const RECEIPT_DECISIONS = ['accept', 'reject'] as const;
export type ReceiptDecision = (typeof RECEIPT_DECISIONS)[number];

/** `PUT /orders/{id}/receipts/{fileId}/review` and `reviewOrderReceipt` (staff and admins). */
@ArgsType()
export class ReviewReceiptInput {
  @Field(() => String, { description: '`accept` (with the payment read from it) or `reject` (with a reason).' })
  @ApiProperty({ enum: RECEIPT_DECISIONS })
  @IsIn(RECEIPT_DECISIONS, { message: 'القرار يجب أن يكون قبول الإيصال أو رفضه' })
  decision: ReceiptDecision;

  @Field(() => DecimalScalar, { nullable: true, description: READ_AMOUNT })
  @ApiPropertyOptional({ type: String, example: '1500.00', description: READ_AMOUNT })
  @IsOptional()
  @IsPaymentAmount()
  amount?: string;

  @Field(() => Currency, { nullable: true, description: CURRENCY })
  @ApiPropertyOptional({ enum: Currency, enumName: 'Currency' })
  @IsOptional()
  @IsEnum(Currency, { message: 'العملة غير معروفة: المقبول TRY أو USD أو SYP' })
  currency?: Currency;

  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ maxLength: PAYMENT_REFERENCE_MAX })
  @IsOptional()
  @IsText(PAYMENT_REFERENCE_MAX, 'المرجع يجب أن يكون نصاً')
  reference?: string;

  @Field(() => Date, { nullable: true, description: PAID_AT })
  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'تاريخ الدفع غير صحيح' })
  paidAt?: Date;

  @Field(() => String, { nullable: true, description: NOTE })
  @ApiPropertyOptional({ maxLength: PAYMENT_TEXT_MAX })
  @IsOptional()
  @IsText(PAYMENT_TEXT_MAX, 'الملاحظة يجب أن تكون نصاً')
  note?: string;

  @Field(() => Boolean, { nullable: true, description: OVERPAYMENT })
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'تأكيد الدفعة الزائدة يجب أن يكون صحيحاً أو خطأ' })
  confirmOverpayment?: boolean;

  @Field(() => String, { nullable: true, description: 'Why the receipt is rejected; e-mailed to the client.' })
  @ApiPropertyOptional({ maxLength: PAYMENT_TEXT_MAX })
  @IsOptional()
  @IsText(PAYMENT_TEXT_MAX, 'سبب الرفض يجب أن يكون نصاً')
  reason?: string;
}
export class ReviewReceiptBody extends RestInput(ReviewReceiptInput) {}

/** GraphQL names the order (and the receipt) among the arguments; REST in the path. */
@ArgsType()
export class RecordOrderPaymentArgs extends RecordPaymentInput {
  @Field(() => Int) @IsRecordId('رقم الطلب غير صحيح') orderId: number;
}

@ArgsType()
export class WaiveOrderPaymentArgs extends WaivePaymentInput {
  @Field(() => Int) @IsRecordId('رقم الطلب غير صحيح') orderId: number;
}

@ArgsType()
export class ReviewOrderReceiptArgs extends ReviewReceiptInput {
  @Field(() => Int) @IsRecordId('رقم الطلب غير صحيح') orderId: number;
  @Field(() => Int) @IsRecordId('رقم الملف غير صحيح') fileId: number;
}
