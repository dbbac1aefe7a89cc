import { Int, ObjectType } from '@nestjs/graphql';
import { PageOf } from '../../common/pagination.js';
import { Currency, ServiceCategory } from '../../generated/prisma/enums.js';
import { DecimalScalar } from '../../common/graphql/scalars.js';
import { OutputField, RestField } from '../../common/output/output-field.js';
import { ServiceQuestionModel } from '../questions/question.model.js';
import { RequiredDocumentModel } from '../required-documents/required-document.model.js';

const MONEY = { example: '1500.00' };

@ObjectType('Service')
export class ServiceModel {
  @OutputField(() => Int) id: number;
  @OutputField({ description: 'Arabic name (same as nameAr).' }) name: string;
  @OutputField() nameAr: string;
  @OutputField(() => String, { nullable: true }) nameTr: string | null;
  @OutputField(() => String, { nullable: true }) nameEn: string | null;
  @OutputField(() => String, { nullable: true, description: 'Arabic description (same as descriptionAr).' })
  description: string | null;
  @OutputField(() => String, { nullable: true }) descriptionAr: string | null;
  @OutputField(() => String, { nullable: true }) descriptionTr: string | null;
  @OutputField(() => String, { nullable: true }) descriptionEn: string | null;
  @OutputField(() => ServiceCategory) category: ServiceCategory;
  @OutputField(() => DecimalScalar, { description: 'The public price: the lira price.', openApi: MONEY }) price: string;
  @OutputField(() => Currency, {
    description: 'Currency of `price`: always TRY (the lira price).',
    openApi: { enum: ['TRY'] },
  })
  currency: Currency;
  @OutputField(() => DecimalScalar, { openApi: MONEY }) priceTry: string;
  @OutputField(() => DecimalScalar, { nullable: true, openApi: { example: '50.00' } }) priceUsd: string | null;
  /** The spec's REST name of estimatedDays. */
  @RestField(() => Int, { nullable: true, description: 'estimated_days' }) deliveryTime: number | null;
  @OutputField(() => Int, { nullable: true, description: 'Delivery time in days, if known.' }) estimatedDays:
    number | null;
  @OutputField() isActive: boolean;
  @OutputField({
    description: 'Completing an order of this service needs a delivered result (a result file or a courier record).',
  })
  deliversResult: boolean;
  @OutputField(() => String, { nullable: true, description: 'URL of the uploaded image, if any.' }) imageUrl:
    string | null;
  @OutputField(() => [ServiceQuestionModel], {
    description: 'What the client is asked when ordering, in order.',
    // Read with the service in the same statement, at most 50 short rows with no resolver of their own: a fixed
    // cost, so a page of 60 services with their questions stays under the query limit.
    complexity: () => 2,
  })
  intakeQuestions: ServiceQuestionModel[];
  @OutputField(() => [RequiredDocumentModel], {
    description: 'The papers the office needs for this service.',
    // Read with the service like its questions, a few short rows: the same fixed cost.
    complexity: () => 2,
  })
  requiredDocuments: RequiredDocumentModel[];
  @OutputField() createdAt: Date;
  @RestField(() => Date) updatedAt: Date;
}

@ObjectType('ServicePage', { description: 'One page of the back-office catalogue.' })
export class ServicePageModel extends PageOf(ServiceModel) {}

/** REST's answer of deleting a service. */
export class DeletedServiceModel {
  @RestField(() => Int) id: number;
  @RestField(() => Boolean, { openApi: { enum: [true] } }) deleted: true;
}
