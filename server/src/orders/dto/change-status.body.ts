import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum } from 'class-validator';
import { OrderStatus } from '../../generated/prisma/enums.js';
import { RestInput } from '../../common/validation/rest-input.js';
import { IsRecordId } from '../../common/validation/rules.js';
import { IsStatusNote, STATUS_NOTE_MAX } from '../order-rules.js';

const NOTE = 'Kept in the history and sent to the client in the e-mail.';
const WAIVER =
  'Why the order goes on to processing or beyond with required documents missing or not accepted (recorded); without it such a move is refused.';

/** A status change: `changeOrderStatus` and `PUT /orders/{id}/status` (and its back-office twin). */
@ArgsType()
export class OrderStatusChange {
  @Field(() => OrderStatus)
  @ApiProperty({ enum: OrderStatus, enumName: 'OrderStatus', description: 'One of the order’s allowed_next_statuses.' })
  @IsEnum(OrderStatus, { message: 'حالة الطلب غير صحيحة' })
  status: OrderStatus;

  @Field(() => String, { nullable: true, description: NOTE })
  @ApiPropertyOptional({ maxLength: STATUS_NOTE_MAX, description: NOTE })
  @IsStatusNote()
  note?: string;

  @Field(() => String, { nullable: true, description: WAIVER })
  @ApiPropertyOptional({ maxLength: STATUS_NOTE_MAX, description: WAIVER })
  @IsStatusNote()
  waiveDocumentsReason?: string;
}
export class ChangeStatusBody extends RestInput(OrderStatusChange) {}

/** GraphQL names the order among the arguments; REST in the path. */
@ArgsType()
export class ChangeOrderStatusArgs extends OrderStatusChange {
  @Field(() => Int) @IsRecordId('رقم الطلب غير صحيح') id: number;
}
