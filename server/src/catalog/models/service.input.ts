import { PageOf } from '../../common/pagination.js';
import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { ServiceCategory } from '../../generated/prisma/enums.js';
import { DecimalScalar } from '../../common/graphql/scalars.js';
import { ActiveFlag, EstimatedDays, OptionalServiceText, ServiceCategoryRule, ServiceName, ServicePrice } from '../service-rules.js';
import { ServiceModel } from './service.model.js';

@InputType()
export class CreateServiceInput {
  @Field() @ServiceName('required') nameAr: string;
  @Field(() => String, { nullable: true }) @OptionalServiceText(200) nameTr?: string | null;
  @Field(() => String, { nullable: true }) @OptionalServiceText(200) nameEn?: string | null;
  @Field(() => String, { nullable: true }) @OptionalServiceText(2000) descriptionAr?: string | null;
  @Field(() => String, { nullable: true }) @OptionalServiceText(2000) descriptionTr?: string | null;
  @Field(() => String, { nullable: true }) @OptionalServiceText(2000) descriptionEn?: string | null;
  @Field(() => ServiceCategory) @ServiceCategoryRule('required') category: ServiceCategory;
  @Field(() => DecimalScalar, { description: 'At least 0, at most 2 decimals.' }) @ServicePrice('required') priceTry: string;
  @Field(() => DecimalScalar, { nullable: true }) @ServicePrice('nullable') priceUsd?: string | null;
  @Field(() => Int, { nullable: true }) @EstimatedDays() estimatedDays?: number | null;
  @Field({ nullable: true, defaultValue: true }) @ActiveFlag() isActive?: boolean;
}

/** Any of the fields, e.g. only `isActive`; null clears an optional one. */
@InputType()
export class UpdateServiceInput {
  @Field({ nullable: true }) @ServiceName('optional') nameAr?: string;
  @Field(() => String, { nullable: true }) @OptionalServiceText(200) nameTr?: string | null;
  @Field(() => String, { nullable: true }) @OptionalServiceText(200) nameEn?: string | null;
  @Field(() => String, { nullable: true }) @OptionalServiceText(2000) descriptionAr?: string | null;
  @Field(() => String, { nullable: true }) @OptionalServiceText(2000) descriptionTr?: string | null;
  @Field(() => String, { nullable: true }) @OptionalServiceText(2000) descriptionEn?: string | null;
  @Field(() => ServiceCategory, { nullable: true }) @ServiceCategoryRule('optional') category?: ServiceCategory;
  @Field(() => DecimalScalar, { nullable: true }) @ServicePrice('optional') priceTry?: string;
  @Field(() => DecimalScalar, { nullable: true }) @ServicePrice('nullable') priceUsd?: string | null;
  @Field(() => Int, { nullable: true }) @EstimatedDays() estimatedDays?: number | null;
  @Field({ nullable: true }) @ActiveFlag() isActive?: boolean;
}

@ObjectType('ServicePage', { description: 'One page of the back-office catalogue.' })
export class ServicePageModel extends PageOf(ServiceModel) {}
