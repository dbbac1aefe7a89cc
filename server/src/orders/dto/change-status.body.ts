import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum } from 'class-validator';
import { OrderStatus } from '../../generated/prisma/enums.js';
import { IsStatusNote, STATUS_NOTE_MAX } from '../order-rules.js';

export class ChangeStatusBody {
  @ApiProperty({ enum: OrderStatus, enumName: 'OrderStatus', description: 'One of the order’s allowed_next_statuses.' })
  @IsEnum(OrderStatus, { message: 'حالة الطلب غير صحيحة' })
  status: OrderStatus;

  @ApiPropertyOptional({ maxLength: STATUS_NOTE_MAX, description: 'Kept in the history and sent to the client in the e-mail.' })
  @IsStatusNote()
  note?: string;
}
