import { Field, Int, ObjectType } from '@nestjs/graphql';
import { PageOf } from '../../common/pagination.js';
import { Currency, ServiceCategory } from '../../generated/prisma/enums.js';
import { DecimalScalar } from '../../common/graphql/scalars.js';


@ObjectType('Service')
export class ServiceModel {
  @Field(() => Int) id: number;
  @Field({ description: 'Arabic name (same as nameAr).' }) name: string;
  @Field() nameAr: string;
  @Field(() => String, { nullable: true }) nameTr: string | null;
  @Field(() => String, { nullable: true }) nameEn: string | null;
  @Field(() => String, { nullable: true, description: 'Arabic description (same as descriptionAr).' })
  description: string | null;
  @Field(() => String, { nullable: true }) descriptionAr: string | null;
  @Field(() => String, { nullable: true }) descriptionTr: string | null;
  @Field(() => String, { nullable: true }) descriptionEn: string | null;
  @Field(() => ServiceCategory) category: ServiceCategory;
  @Field(() => DecimalScalar, { description: 'The public price: the lira price.' }) price: string;
  @Field(() => Currency, { description: 'Currency of `price`: always TRY (the lira price).' }) currency: Currency;
  @Field(() => DecimalScalar) priceTry: string;
  @Field(() => DecimalScalar, { nullable: true }) priceUsd: string | null;
  @Field(() => Int, { nullable: true, description: 'Delivery time in days, if known.' }) estimatedDays: number | null;
  @Field() isActive: boolean;
  @Field(() => String, { nullable: true, description: 'URL of the uploaded image, if any.' }) imageUrl: string | null;
  @Field() createdAt: Date;
}

@ObjectType('ServicePage', { description: 'One page of the back-office catalogue.' })
export class ServicePageModel extends PageOf(ServiceModel) {}
