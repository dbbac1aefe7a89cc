import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { ServiceCategory } from '../../generated/prisma/enums.js';
import { PageQuery } from '../../common/pagination.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { ServiceCategoryRule } from '../service-rules.js';

const CATEGORY_DOC = { enum: [...Object.values(ServiceCategory), 'notary'], description: '`notary` is read as `notarization`.' };

/** `GET /services`: the public catalogue. */
export class ServiceListQuery {
  @ApiPropertyOptional(CATEGORY_DOC) @ServiceCategoryRule('optional') category?: ServiceCategory;
}

/** `GET /admin/services`: the whole catalogue (inactive too, never deleted ones). */
export class AdminServiceListQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Part of the Arabic, Turkish or English name, in any case.', maxLength: 100 })
  @IsOptional()
  @IsString({ message: 'نص البحث غير صحيح' })
  @MaxLength(100, { message: 'نص البحث طويل جداً' })
  search?: string;

  @ApiPropertyOptional(CATEGORY_DOC) @ServiceCategoryRule('optional') category?: ServiceCategory;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(({ value }) => ({ true: true, false: false })[value as string] ?? value)
  @IsBoolean({ message: 'قيمة is_active يجب أن تكون true أو false' })
  is_active?: boolean;
}

export const ServiceIdPipe = new IdParamPipe('رقم الخدمة غير صحيح');
