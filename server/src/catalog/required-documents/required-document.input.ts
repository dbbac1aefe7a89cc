import { applyDecorators } from '@nestjs/common';
import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { RestInput, toGraphQLName } from '../../common/validation/rest-input.js';
import { OptionalServiceText, ServiceName } from '../service-rules.js';
import { DOCUMENT_FILE_TYPES, DocumentFileType } from './document-file-types.js';

export const MAX_REQUIRED_DOCUMENTS = 20;
export const MAX_FILES_PER_SLOT = 10;

/** One required document in the service form; with `id` it edits that requirement, without it adds one. */
@InputType('RequiredDocumentInput')
export class RequiredDocumentInput {
  @Field(() => Int, { nullable: true, description: 'An existing requirement of this service; omitted for a new one.' })
  @ApiPropertyOptional({ description: 'An existing requirement of this service; omitted for a new one.' })
  @IsOptional()
  @IsInt({ message: 'رقم المستند المطلوب غير صحيح' })
  @Min(1, { message: 'رقم المستند المطلوب غير صحيح' })
  id?: number;

  @Field() @ApiProperty({ maxLength: 200 }) @ServiceName('required') nameAr: string;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: 200 })
  @OptionalServiceText(200)
  nameTr?: string | null;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: 200 })
  @OptionalServiceText(200)
  nameEn?: string | null;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: 1000 })
  @OptionalServiceText(1000)
  descriptionAr?: string | null;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: 1000 })
  @OptionalServiceText(1000)
  descriptionTr?: string | null;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: 1000 })
  @OptionalServiceText(1000)
  descriptionEn?: string | null;

  @Field({ nullable: true, defaultValue: true })
  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'يجب أن تكون القيمة صحيحاً أو خطأ' })
  isRequired?: boolean;

  @Field(() => [DocumentFileType], { nullable: true, description: 'Default: all of pdf, jpg, png.' })
  @ApiPropertyOptional({ enum: DOCUMENT_FILE_TYPES, isArray: true, description: 'Default: all of pdf, jpg, png.' })
  @IsOptional()
  @IsArray({ message: 'الأنواع المقبولة يجب أن تكون قائمة' })
  @ArrayMinSize(1, { message: 'اختر نوعاً مقبولاً واحداً على الأقل' })
  @IsIn(DOCUMENT_FILE_TYPES, { each: true, message: 'الأنواع المقبولة: pdf وjpg وpng' })
  acceptedTypes?: DocumentFileType[];

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: MAX_FILES_PER_SLOT })
  @IsOptional()
  @IsInt({ message: `عدد الملفات يجب أن يكون من 1 إلى ${MAX_FILES_PER_SLOT}` })
  @Min(1, { message: `عدد الملفات يجب أن يكون من 1 إلى ${MAX_FILES_PER_SLOT}` })
  @Max(MAX_FILES_PER_SLOT, { message: `عدد الملفات يجب أن يكون من 1 إلى ${MAX_FILES_PER_SLOT}` })
  maxFiles?: number;

  @Field(() => Int, { nullable: true, description: 'The largest age in days; null: any age.' })
  @ApiPropertyOptional({ nullable: true, minimum: 1, maximum: 3650 })
  @IsOptional()
  @IsInt({ message: 'أقصى عمر للمستند يجب أن يكون عدداً من الأيام بين 1 و3650' })
  @Min(1, { message: 'أقصى عمر للمستند يجب أن يكون عدداً من الأيام بين 1 و3650' })
  @Max(3650, { message: 'أقصى عمر للمستند يجب أن يكون عدداً من الأيام بين 1 و3650' })
  maxAgeDays?: number | null;

  @Field({ nullable: true, defaultValue: false })
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'يجب أن تكون القيمة صحيحاً أو خطأ' })
  originalByPost?: boolean;

  @Field({ nullable: true, defaultValue: false })
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'يجب أن تكون القيمة صحيحاً أو خطأ' })
  onlyForSomeoneElse?: boolean;
}

/** REST's view of one requirement (snake_case names), for OpenAPI. */
export class RequiredDocumentRestInput extends RestInput(RequiredDocumentInput) {}

/** REST sends each requirement under snake_case names: read them as the camelCase input (GraphQL's are unchanged). */
const camelKeys = (value: unknown) =>
  Array.isArray(value)
    ? plainToInstance(
        RequiredDocumentInput,
        value.map((item: unknown) =>
          item && typeof item === 'object' && !Array.isArray(item)
            ? Object.fromEntries(Object.entries(item).map(([key, field]) => [toGraphQLName(key), field]))
            : item,
        ),
      )
    : value;

/**
 * The service's whole list of required documents, in the office's order: requirements left out are archived
 * (orders keep their versions). Omitted: unchanged.
 */
export const RequiredDocumentsRule = () =>
  applyDecorators(
    IsOptional(),
    Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => camelKeys(obj[key])),
    IsArray({ message: 'المستندات المطلوبة يجب أن تكون قائمة' }),
    ArrayMaxSize(MAX_REQUIRED_DOCUMENTS, {
      message: `لا يمكن أن تزيد المستندات المطلوبة عن ${MAX_REQUIRED_DOCUMENTS}`,
    }),
    ValidateNested({ each: true }),
  );
