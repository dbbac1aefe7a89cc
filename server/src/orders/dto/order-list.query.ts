import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { OrderStatus } from '../../generated/prisma/enums.js';
import { PageQuery } from '../../common/pagination.js';
import { IsText } from '../../common/validation/rules.js';
import { SEARCH_MAX } from '../order-rules.js';

/** The client's own orders (`GET /orders`): a page, optionally one status. */
export class OwnOrderListQuery extends PageQuery {
  @ApiPropertyOptional({ enum: [...Object.values(OrderStatus), 'all'], description: 'Omitted or `all`: every status.' })
  @IsOptional()
  @IsIn([...Object.values(OrderStatus), 'all'], { message: 'حالة الطلب غير صحيحة' })
  status?: OrderStatus | 'all';
}

export class AdminOrderListQuery extends PageQuery {
  @ApiPropertyOptional({ enum: [...Object.values(OrderStatus), 'all'], description: 'Omitted or `all`: every status.' })
  @IsOptional()
  @IsIn([...Object.values(OrderStatus), 'all'], { message: 'حالة الطلب غير صحيحة' })
  status?: OrderStatus | 'all';

  @ApiPropertyOptional({ maxLength: SEARCH_MAX, description: 'Order number, tracking number, name, phone or e-mail (any case).' })
  @IsOptional()
  @IsText(SEARCH_MAX, 'نص البحث غير صحيح')
  search?: string;
}
