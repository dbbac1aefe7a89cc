import { ArgsType, Field, Int, IntersectionType as GraphQLIntersection } from '@nestjs/graphql';
import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, MaxLength } from 'class-validator';
import { PageArgs, PageQuery } from '../../common/pagination.js';
import { RestInput } from '../../common/validation/rest-input.js';
import { IsDay, IsRecordId, IsText } from '../../common/validation/rules.js';

/** `GET /admin/audit` and `auditLog`: who, what, and which office days (Istanbul). */
@ArgsType()
export class AuditFilter {
  @Field(() => Int, { nullable: true, description: 'Entries by this user only.' })
  @ApiPropertyOptional({ type: 'integer', description: 'Entries by this user only.' })
  @IsOptional()
  @Type(() => Number)
  @IsRecordId('رقم المستخدم غير صحيح')
  actorId?: number;

  @Field(() => String, { nullable: true, description: 'One action only, e.g. `order.status_changed`.' })
  @ApiPropertyOptional({ description: 'One action only, e.g. `order.status_changed`.', maxLength: 100 })
  @IsOptional()
  @IsText(100, 'الإجراء غير صحيح')
  @MaxLength(100, { message: 'الإجراء غير صحيح' })
  action?: string;

  @Field(() => String, { nullable: true, description: 'First office day (Istanbul) included, YYYY-MM-DD.' })
  @ApiPropertyOptional({ format: 'date', description: 'First office day (Istanbul) included.' })
  @IsOptional()
  @IsDay('تاريخ البداية يجب أن يكون تاريخاً صحيحاً بالشكل YYYY-MM-DD')
  from?: string;

  @Field(() => String, { nullable: true, description: 'Last office day (Istanbul) included, YYYY-MM-DD.' })
  @ApiPropertyOptional({ format: 'date', description: 'Last office day (Istanbul) included.' })
  @IsOptional()
  @IsDay('تاريخ النهاية يجب أن يكون تاريخاً صحيحاً بالشكل YYYY-MM-DD', {
    property: 'from',
    message: 'تاريخ النهاية يجب ألا يسبق تاريخ البداية',
  })
  to?: string;
}

@ArgsType()
export class AuditLogArgs extends GraphQLIntersection(AuditFilter, PageArgs, ArgsType) {}
export class AuditListQuery extends RestInput(IntersectionType(PageQuery, AuditFilter)) {}
