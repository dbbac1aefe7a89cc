import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEnum, IsOptional } from 'class-validator';
import { PaymentMethod } from '../../generated/prisma/enums.js';
import { RestInput } from '../../common/validation/rest-input.js';
import { IsEmailAddress, IsFullName, IsInternationalPhone, IsRecordId } from '../../common/validation/rules.js';
import { OrderAnswersField } from '../answers/answer.input.js';
import { ADDRESS_MAX, IsNationalId, IsOrderAddress, IsOrderNotes, NOTES_MAX } from '../order-rules.js';
import { NestedInput } from '../../common/validation/rest-input.js';
import { ApplicantBody, ApplicantInput } from '../applicant/dto/applicant.input.js';

const CONTACT_DEFAULT = 'Defaults to the signed-in account when omitted.';
const APPLICANT = 'Whose papers these are; the account holder (kind self) when omitted.';
const NOTIFY_APPLICANT =
  "Partners only: true sends the order's e-mails to the applicant's e-mail (the order's `email`); false or omitted sends them to the partner's own address. Ignored for other callers, whose e-mails go to the order's e-mail.";
const NATIONAL_ID = 'National id or passport number: 5 to 20 Latin letters and digits.';

/** `createOrder` (GraphQL `input`) and `POST /orders`. */
@InputType()
export class CreateOrderInput {
  @Field(() => Int, { description: 'An active service of the catalogue.' })
  @ApiProperty({ example: 1, description: 'An active service of the catalogue.' })
  @IsRecordId('الرجاء اختيار خدمة')
  serviceId: number;

  @Field(() => PaymentMethod, { nullable: true, defaultValue: PaymentMethod.bank_transfer })
  @ApiPropertyOptional({ enum: PaymentMethod, enumName: 'PaymentMethod', default: PaymentMethod.bank_transfer })
  @IsOptional()
  @IsEnum(PaymentMethod, { message: 'طريقة الدفع غير صحيحة' })
  paymentMethod?: PaymentMethod;

  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ maxLength: NOTES_MAX })
  @IsOrderNotes()
  notes?: string;

  @Field(() => String, { nullable: true, description: CONTACT_DEFAULT })
  @ApiPropertyOptional({ example: 'محمد الأحمد', description: CONTACT_DEFAULT })
  @IsOptional()
  @IsFullName()
  fullName?: string;

  @Field(() => String, { nullable: true, description: CONTACT_DEFAULT })
  @ApiPropertyOptional({ example: 'client@example.com', description: CONTACT_DEFAULT })
  @IsOptional()
  @IsEmailAddress()
  email?: string;

  @Field(() => String, {
    nullable: true,
    description: `International form with + and country code. ${CONTACT_DEFAULT}`,
  })
  @ApiPropertyOptional({
    example: '+905321234567',
    description: `International form with + and country code. ${CONTACT_DEFAULT} Required in the end: an account without a phone must send one.`,
  })
  @IsOptional()
  @IsInternationalPhone()
  phone?: string;

  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ maxLength: ADDRESS_MAX })
  @IsOrderAddress()
  address?: string;

  @Field(() => String, { nullable: true, description: NATIONAL_ID })
  @ApiPropertyOptional({ example: '01234567890', description: NATIONAL_ID })
  @IsNationalId()
  nationalId?: string;

  @OrderAnswersField()
  answers?: Record<string, unknown>;

  @Field(() => ApplicantInput, { nullable: true, description: APPLICANT })
  @ApiPropertyOptional({ type: () => ApplicantBody, description: APPLICANT })
  @IsOptional()
  @NestedInput(() => ApplicantInput)
  applicant?: ApplicantInput;

  @Field(() => Boolean, { nullable: true, defaultValue: false, description: NOTIFY_APPLICANT })
  @ApiPropertyOptional({ default: false, description: NOTIFY_APPLICANT })
  @IsOptional()
  @IsBoolean({ message: 'إشعار صاحب الطلب يجب أن يكون true أو false' })
  notifyApplicant?: boolean;
}
export class CreateOrderBody extends RestInput(CreateOrderInput) {}
