import { ArgsType, Field, IntersectionType as GraphQLIntersection } from '@nestjs/graphql';
import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { ServiceCategory } from '../../generated/prisma/enums.js';
import { PageArgs, PageQuery } from '../../common/pagination.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { RestInput } from '../../common/validation/rest-input.js';
import { ServiceCategoryRule } from '../service-rules.js';

const CATEGORY_DOC = {
  enum: [...Object.values(ServiceCategory), 'notary'],
  description: '`notary` is read as `notarization`.',
};

/** The public catalogue's filter (`services`, `GET /services`). */
@ArgsType()
export class PublicServiceFilter {
  @Field(() => ServiceCategory, { nullable: true })
  @ApiPropertyOptional(CATEGORY_DOC)
  @ServiceCategoryRule('optional')
  category?: ServiceCategory;
}
export class ServiceListQuery extends RestInput(PublicServiceFilter) {}

/** The filters of the back-office catalogue (`adminServices`, `GET /admin/services`): inactive services too, never deleted ones. */
@ArgsType()
export class AdminServiceFilter {
  @Field({
    nullable: true,
    description: 'Part of the Arabic, Turkish or English name; any case, Arabic letter forms and diacritics ignored.',
  })
  @ApiPropertyOptional({
    description: 'Part of the Arabic, Turkish or English name; any case, Arabic letter forms and diacritics ignored.',
    maxLength: 100,
  })
  @IsOptional()
  @IsString({ message: 'نص البحث غير صحيح' })
  @MaxLength(100, { message: 'نص البحث طويل جداً' })
  search?: string;

  @Field(() => ServiceCategory, { nullable: true })
  @ApiPropertyOptional(CATEGORY_DOC)
  @ServiceCategoryRule('optional')
  category?: ServiceCategory;

  @Field({ nullable: true })
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(({ value }) => ({ true: true, false: false })[value as string] ?? value)
  @IsBoolean({ message: 'قيمة is_active يجب أن تكون true أو false' })
  isActive?: boolean;
}

@ArgsType()
export class AdminServicesArgs extends GraphQLIntersection(AdminServiceFilter, PageArgs, ArgsType) {}
export class AdminServiceListQuery extends RestInput(IntersectionType(PageQuery, AdminServiceFilter)) {}

export const ServiceIdPipe = new IdParamPipe('رقم الخدمة غير صحيح');
