import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { Currency, PaymentMethod } from '../../../generated/prisma/enums.js';
import { RestInput } from '../../../common/validation/rest-input.js';
import { IsDay } from '../../../common/validation/rules.js';
import { AdminOrderFilter } from '../../dto/order-list.query.js';

/** The payments sheet's filters (issue 23, for the accountant): office days of payment, a method, a currency. */
export class PaymentExportFilter {
  @ApiPropertyOptional({ format: 'date', description: 'First office day (Istanbul) of payment included.' })
  @IsOptional()
  @IsDay('تاريخ البداية يجب أن يكون تاريخاً صحيحاً بالشكل YYYY-MM-DD')
  paidFrom?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Last office day (Istanbul) of payment included.' })
  @IsOptional()
  @IsDay('تاريخ النهاية يجب أن يكون تاريخاً صحيحاً بالشكل YYYY-MM-DD', {
    property: 'paidFrom',
    message: 'تاريخ النهاية يجب ألا يسبق تاريخ البداية',
  })
  paidTo?: string;

  @ApiPropertyOptional({ enum: Object.values(PaymentMethod), description: 'Payments by this method only.' })
  @IsOptional()
  @IsIn(Object.values(PaymentMethod), { message: 'طريقة الدفع غير صحيحة' })
  method?: PaymentMethod;

  @ApiPropertyOptional({ enum: Object.values(Currency), description: 'Payments in this currency only.' })
  @IsOptional()
  @IsIn(Object.values(Currency), { message: 'العملة غير صحيحة' })
  currency?: Currency;
}

/** The export takes the list's status and search (every page), and the payments sheet's own filters. */
export class AdminOrderExportQuery extends RestInput(IntersectionType(AdminOrderFilter, PaymentExportFilter)) {}
