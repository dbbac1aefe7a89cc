import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, registerDecorator, type ValidationArguments } from 'class-validator';
import { Currency, PaymentMethod } from '../../../generated/prisma/enums.js';
import { RestInput } from '../../../common/validation/rest-input.js';
import { AdminOrderFilter } from '../../dto/order-list.query.js';

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30), and not before the property `notBefore` names. */
function IsDay(message: string, notBefore?: { property: string; message: string }): PropertyDecorator {
  const exists = (value: unknown): value is string =>
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
  return (target, propertyName) =>
    registerDecorator({
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: (args: ValidationArguments) => (exists(args.value) && notBefore ? notBefore.message : message),
      },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          if (!exists(value)) return false;
          const start = notBefore && (args.object as Record<string, unknown>)[notBefore.property];
          return !exists(start) || value >= start;
        },
      },
    });
}

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
