import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ServiceCategory } from '../../generated/prisma/enums.js';
import { DecimalScalar } from '../../common/graphql/scalars.js';
import { RestInput } from '../../common/validation/rest-input.js';
import { IntakeQuestionsRule, ServiceQuestionInput } from '../questions/question.input.js';
import {
  ActiveFlag,
  DeliversResultFlag,
  EstimatedDays,
  OptionalServiceText,
  ServiceCategoryRule,
  ServiceName,
  ServicePrice,
} from '../service-rules.js';
import {
  RequiredDocumentInput,
  RequiredDocumentRestInput,
  RequiredDocumentsRule,
} from '../required-documents/required-document.input.js';

const REQUIRED_DOCUMENTS_DOC =
  'The whole list of required documents, in order; left-out ones are archived. Omitted: unchanged.';

const DELIVERS_RESULT =
  'Completing an order of this service needs a result file or a courier record (document-producing services).';
const CATEGORY_DOC = {
  enum: [...Object.values(ServiceCategory), 'notary'],
  description: '`notary` is accepted as `notarization`.',
};
const PRICE_DOC = {
  oneOf: [{ type: 'string' }, { type: 'number' }],
  example: '1500.00',
  description: 'At least 0, at most 2 decimals.',
};

const QUESTIONS_DOC =
  'The intake questions in the order they are asked (fields in snake_case); when given, they replace the list.';

/** `createService` (GraphQL `input`) and `POST /services` (admin). */
@InputType()
export class CreateServiceInput {
  @Field() @ApiProperty({ example: 'إخراج قيد فردي', maxLength: 200 }) @ServiceName('required') nameAr: string;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: 200 })
  @OptionalServiceText(200)
  nameTr?: string | null;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: 200 })
  @OptionalServiceText(200)
  nameEn?: string | null;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: 2000 })
  @OptionalServiceText(2000)
  descriptionAr?: string | null;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: 2000 })
  @OptionalServiceText(2000)
  descriptionTr?: string | null;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: 2000 })
  @OptionalServiceText(2000)
  descriptionEn?: string | null;
  @Field(() => ServiceCategory) @ApiProperty(CATEGORY_DOC) @ServiceCategoryRule('required') category: ServiceCategory;
  @Field(() => DecimalScalar, { description: 'At least 0, at most 2 decimals.' })
  @ApiProperty(PRICE_DOC)
  @ServicePrice('required')
  priceTry: string;
  @Field(() => DecimalScalar, { nullable: true })
  @ApiPropertyOptional({ ...PRICE_DOC, nullable: true })
  @ServicePrice('nullable')
  priceUsd?: string | null;
  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ nullable: true, minimum: 1, description: 'Delivery time in days.' })
  @EstimatedDays()
  estimatedDays?: number | null;
  @Field({ nullable: true, defaultValue: true })
  @ApiPropertyOptional({ default: true })
  @ActiveFlag()
  isActive?: boolean;
  @Field({ nullable: true, defaultValue: false, description: DELIVERS_RESULT })
  @ApiPropertyOptional({ default: false, description: DELIVERS_RESULT })
  @DeliversResultFlag()
  deliversResult?: boolean;
  @Field(() => [ServiceQuestionInput], {
    nullable: true,
    description: "The intake questions in the order they are asked; when given, they replace the service's list.",
  })
  @ApiPropertyOptional({ type: [ServiceQuestionInput], description: QUESTIONS_DOC })
  @IntakeQuestionsRule()
  intakeQuestions?: ServiceQuestionInput[];
  @Field(() => [RequiredDocumentInput], { nullable: true, description: REQUIRED_DOCUMENTS_DOC })
  @ApiPropertyOptional({ type: () => [RequiredDocumentRestInput], description: REQUIRED_DOCUMENTS_DOC })
  @RequiredDocumentsRule()
  requiredDocuments?: RequiredDocumentInput[];
}
export class CreateServiceBody extends RestInput(CreateServiceInput) {}

/** `updateService` and `PUT /services/{id}` (admin): any of the fields, e.g. only `isActive`; null clears an optional one. */
@InputType()
export class UpdateServiceInput {
  @Field({ nullable: true }) @ApiPropertyOptional({ maxLength: 200 }) @ServiceName('optional') nameAr?: string;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: 200 })
  @OptionalServiceText(200)
  nameTr?: string | null;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: 200 })
  @OptionalServiceText(200)
  nameEn?: string | null;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: 2000 })
  @OptionalServiceText(2000)
  descriptionAr?: string | null;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: 2000 })
  @OptionalServiceText(2000)
  descriptionTr?: string | null;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: 2000 })
  @OptionalServiceText(2000)
  descriptionEn?: string | null;
  @Field(() => ServiceCategory, { nullable: true })
  @ApiPropertyOptional(CATEGORY_DOC)
  @ServiceCategoryRule('optional')
  category?: ServiceCategory;
  @Field(() => DecimalScalar, { nullable: true })
  @ApiPropertyOptional(PRICE_DOC)
  @ServicePrice('optional')
  priceTry?: string;
  @Field(() => DecimalScalar, { nullable: true })
  @ApiPropertyOptional({ ...PRICE_DOC, nullable: true })
  @ServicePrice('nullable')
  priceUsd?: string | null;
  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ nullable: true, minimum: 1 })
  @EstimatedDays()
  estimatedDays?: number | null;
  @Field({ nullable: true }) @ApiPropertyOptional() @ActiveFlag() isActive?: boolean;
  @Field({ nullable: true, description: DELIVERS_RESULT })
  @ApiPropertyOptional({ description: DELIVERS_RESULT })
  @DeliversResultFlag()
  deliversResult?: boolean;
  @Field(() => [ServiceQuestionInput], {
    nullable: true,
    description: "The intake questions in the order they are asked; when given, they replace the service's list.",
  })
  @ApiPropertyOptional({ type: [ServiceQuestionInput], description: QUESTIONS_DOC })
  @IntakeQuestionsRule()
  intakeQuestions?: ServiceQuestionInput[];
  @Field(() => [RequiredDocumentInput], { nullable: true, description: REQUIRED_DOCUMENTS_DOC })
  @ApiPropertyOptional({ type: () => [RequiredDocumentRestInput], description: REQUIRED_DOCUMENTS_DOC })
  @RequiredDocumentsRule()
  requiredDocuments?: RequiredDocumentInput[];
}
export class UpdateServiceBody extends RestInput(UpdateServiceInput) {}
