import { ArgsType, Field, InputType, Int } from '@nestjs/graphql';
import { IsEnum, IsInt, IsOptional } from 'class-validator';
import { PageArgs } from '../../common/pagination.js';
import { IsEmailAddress, IsFullName, IsInternationalPhone, IsRecordId, IsText } from '../../common/validation/rules.js';
import { IsNationalId, IsOrderAddress, IsOrderNotes, IsStatusNote, SEARCH_MAX } from '../order-rules.js';
import { OrderStatus, PaymentMethod } from '../../generated/prisma/enums.js';

const CONTACT_DEFAULT = 'Defaults to the signed-in account when omitted.';

@InputType()
export class CreateOrderInput {
  @Field(() => Int, { description: 'An active service of the catalogue.' })
  @IsRecordId('الرجاء اختيار خدمة')
  serviceId: number;

  @Field(() => PaymentMethod, { nullable: true, defaultValue: PaymentMethod.bank_transfer })
  @IsOptional()
  @IsEnum(PaymentMethod, { message: 'طريقة الدفع غير صحيحة' })
  paymentMethod?: PaymentMethod;

  @Field(() => String, { nullable: true }) @IsOrderNotes() notes?: string;
  @Field(() => String, { nullable: true, description: CONTACT_DEFAULT }) @IsOptional() @IsFullName() fullName?: string;
  @Field(() => String, { nullable: true, description: CONTACT_DEFAULT }) @IsOptional() @IsEmailAddress() email?: string;
  @Field(() => String, { nullable: true, description: `International form with + and country code. ${CONTACT_DEFAULT}` })
  @IsOptional()
  @IsInternationalPhone()
  phone?: string;
  @Field(() => String, { nullable: true }) @IsOrderAddress() address?: string;
  @Field(() => String, { nullable: true, description: 'National id or passport number: 5 to 20 Latin letters and digits.' })
  @IsNationalId()
  nationalId?: string;
}

@ArgsType()
export class ChangeOrderStatusArgs {
  @Field(() => Int) @IsInt() id: number;
  @Field(() => OrderStatus) @IsEnum(OrderStatus, { message: 'حالة الطلب غير صحيحة' }) status: OrderStatus;
  @Field(() => String, { nullable: true, description: 'Kept in the history and sent to the client in the e-mail.' })
  @IsStatusNote()
  note?: string;
}

@ArgsType()
export class AdminOrdersArgs extends PageArgs {
  @Field(() => OrderStatus, { nullable: true, description: 'Omitted: every status.' })
  @IsOptional()
  @IsEnum(OrderStatus, { message: 'حالة الطلب غير صحيحة' })
  status?: OrderStatus;

  @Field(() => String, { nullable: true, description: 'Order number, tracking number, name, phone or e-mail (any case).' })
  @IsOptional()
  @IsText(SEARCH_MAX, 'نص البحث غير صحيح')
  search?: string;
}
