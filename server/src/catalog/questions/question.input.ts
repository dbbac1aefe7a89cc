import { applyDecorators } from '@nestjs/common';
import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEnum,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { QuestionType } from '../../generated/prisma/enums.js';
import { toGraphQLName } from '../../common/validation/rest-input.js';
import { ANSWER_MAX_LENGTH, isCalendarDate, QUESTION_KEY_PATTERN } from './intake-rules.js';

export const MAX_QUESTIONS = 50;
export const MAX_OPTIONS = 50;
const KEY_MAX = 50;
const LABEL_MAX = 200;
const HELP_MAX = 500;
const PATTERN_MAX = 200;

const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const optionalText = (max: number) =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString({ message: 'يجب أن تكون القيمة نصاً' }),
    MaxLength(max, { message: `يجب ألا يزيد النص عن ${max} حرفاً` }),
  );
const requiredLabel = () =>
  applyDecorators(
    trimmed,
    IsDefined({ message: 'العنوان بالعربية مطلوب' }),
    IsString({ message: 'العنوان بالعربية مطلوب' }),
    IsNotEmpty({ message: 'العنوان بالعربية مطلوب' }),
    MaxLength(LABEL_MAX, { message: `يجب ألا يزيد العنوان عن ${LABEL_MAX} حرفاً` }),
  );
/** What a key field (an option's code, a question's key) says when refused, each a whole sentence. */
type KeyMessages = { required: string; pattern: string; tooLong: string };
const OPTION_CODE: KeyMessages = {
  required: 'رمز الخيار مطلوب',
  pattern: 'رمز الخيار أحرف لاتينية صغيرة وأرقام و_ ويبدأ بحرف، مثل father_name',
  tooLong: `يجب ألا يزيد رمز الخيار عن ${KEY_MAX} حرفاً`,
};
const QUESTION_KEY: KeyMessages = {
  required: 'مفتاح السؤال مطلوب',
  pattern: 'مفتاح السؤال أحرف لاتينية صغيرة وأرقام و_ ويبدأ بحرف، مثل father_name',
  tooLong: `يجب ألا يزيد مفتاح السؤال عن ${KEY_MAX} حرفاً`,
};
const keyRule = (messages: KeyMessages) =>
  applyDecorators(
    trimmed,
    IsDefined({ message: messages.required }),
    IsString({ message: messages.required }),
    Matches(QUESTION_KEY_PATTERN, { message: messages.pattern }),
    MaxLength(KEY_MAX, { message: messages.tooLong }),
  );

/**
 * A rule that fits some question types only, refused on the others so a saved question means what it says;
 * `message` names the rule (`الطول لا يناسب نوع هذا السؤال`).
 */
const onlyFor = (types: QuestionType[], message: string) =>
  ValidateBy({
    name: 'ruleForType',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        value === undefined || value === null || types.includes((args?.object as ServiceQuestionInput).type),
      defaultMessage: () => message,
    },
  });

/** The upper limit is not below the lower one (the lower one's own rules run on it). */
const notBelow = (lower: keyof ServiceQuestionInput, message: string, compare = (a: unknown, b: unknown) => a! >= b!) =>
  ValidateBy({
    name: 'notBelowMinimum',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        const min = (args?.object as ServiceQuestionInput)[lower];
        return value === undefined || value === null || min === undefined || min === null || compare(value, min);
      },
      defaultMessage: () => message,
    },
  });

const DATE_LIMIT_MESSAGE = 'التاريخ بصيغة YYYY-MM-DD أو today';
const dateLimit = () =>
  applyDecorators(
    trimmed,
    IsOptional(),
    ValidateBy({
      name: 'isDateLimit',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && (value === 'today' || isCalendarDate(value)),
        defaultMessage: () => DATE_LIMIT_MESSAGE,
      },
    }),
    onlyFor([QuestionType.date], 'مجال التاريخ لا يناسب نوع هذا السؤال'),
  );

/** `today` is compared as the day the rule is checked; between two fixed dates the order is checked here. */
const datesInOrder = (max: unknown, min: unknown) => max === 'today' || min === 'today' || String(max) >= String(min);

/** A snake_case object (REST) as the camelCase input class (GraphQL sends camelCase already). */
const camelCased = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([name, field]) => [toGraphQLName(name), field]))
    : value;
/**
 * A list of nested inputs as instances of their class, built from the raw list the caller sent, so the nested
 * rules run and unknown nested fields are refused (whitelist) under both APIs' names.
 */
export const nestedList = <T>(type: new () => T, raw: unknown) =>
  Array.isArray(raw)
    ? raw.map((item) => {
        const object = camelCased(item);
        return typeof object === 'object' && object !== null ? plainToInstance(type, object) : object;
      })
    : raw;

/** An option of a choice question: the value stored as the answer and its labels. */
@InputType()
export class QuestionOptionInput {
  @Field({ description: 'Stored as the answer: lower-case Latin letters, digits and `_`.' })
  @ApiProperty({ example: 'arabic', maxLength: KEY_MAX })
  @keyRule(OPTION_CODE)
  value: string;
  @Field() @ApiProperty({ example: 'العربية', maxLength: LABEL_MAX }) @requiredLabel() labelAr: string;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: LABEL_MAX })
  @optionalText(LABEL_MAX)
  labelTr?: string | null;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: LABEL_MAX })
  @optionalText(LABEL_MAX)
  labelEn?: string | null;
}

/** One intake question as the admin defines it; the list's order is the order the client is asked in. */
@InputType()
export class ServiceQuestionInput {
  @Field({ description: "The answer's name in `answers`: /^[a-z][a-z0-9_]*$/, unique within the service." })
  @ApiProperty({ example: 'father_name', maxLength: KEY_MAX, pattern: QUESTION_KEY_PATTERN.source })
  @keyRule(QUESTION_KEY)
  key: string;

  @Field() @ApiProperty({ example: 'اسم الأب', maxLength: LABEL_MAX }) @requiredLabel() labelAr: string;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: LABEL_MAX })
  @optionalText(LABEL_MAX)
  labelTr?: string | null;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: LABEL_MAX })
  @optionalText(LABEL_MAX)
  labelEn?: string | null;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: HELP_MAX })
  @optionalText(HELP_MAX)
  helpAr?: string | null;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: HELP_MAX })
  @optionalText(HELP_MAX)
  helpTr?: string | null;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ nullable: true, maxLength: HELP_MAX })
  @optionalText(HELP_MAX)
  helpEn?: string | null;

  @Field(() => QuestionType)
  @ApiProperty({ enum: QuestionType, enumName: 'QuestionType' })
  @IsDefined({ message: 'نوع السؤال مطلوب' })
  @IsEnum(QuestionType, { message: 'نوع السؤال غير صحيح' })
  type: QuestionType;

  @Field({ nullable: true, defaultValue: false })
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'قيمة "إلزامي" يجب أن تكون true أو false' })
  required?: boolean;

  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ nullable: true, minimum: 0, maximum: ANSWER_MAX_LENGTH })
  @IsOptional()
  @IsInt({ message: 'أقل طول يجب أن يكون عدداً صحيحاً' })
  @Min(0, { message: 'أقل طول لا يكون سالباً' })
  @Max(ANSWER_MAX_LENGTH, { message: `أقل طول لا يزيد عن ${ANSWER_MAX_LENGTH}` })
  @onlyFor([QuestionType.text, QuestionType.long_text], 'الطول لا يناسب نوع هذا السؤال')
  minLength?: number | null;

  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ nullable: true, minimum: 1, maximum: ANSWER_MAX_LENGTH })
  @IsOptional()
  @IsInt({ message: 'أكبر طول يجب أن يكون عدداً صحيحاً' })
  @Min(1, { message: 'أكبر طول يبدأ من 1' })
  @Max(ANSWER_MAX_LENGTH, { message: `أكبر طول لا يزيد عن ${ANSWER_MAX_LENGTH}` })
  @onlyFor([QuestionType.text, QuestionType.long_text], 'الطول لا يناسب نوع هذا السؤال')
  @notBelow('minLength', 'أكبر طول يجب ألا يقل عن أقل طول')
  maxLength?: number | null;

  @Field(() => String, { nullable: true, description: 'A regular expression the whole answer must match.' })
  @ApiPropertyOptional({ nullable: true, maxLength: PATTERN_MAX, example: '^[0-9]+$' })
  @optionalText(PATTERN_MAX)
  @ValidateBy({
    name: 'isPattern',
    validator: {
      validate: (value: unknown) => {
        if (typeof value !== 'string') return true;
        try {
          new RegExp(value, 'u');
          return true;
        } catch {
          return false;
        }
      },
      defaultMessage: () => 'النمط ليس تعبيراً نمطياً صحيحاً',
    },
  })
  @onlyFor([QuestionType.text, QuestionType.long_text, QuestionType.phone], 'النمط لا يناسب نوع هذا السؤال')
  pattern?: string | null;

  @Field(() => String, { nullable: true, description: 'The earliest date: YYYY-MM-DD or `today`.' })
  @ApiPropertyOptional({ nullable: true, example: '1900-01-01' })
  @dateLimit()
  minDate?: string | null;

  @Field(() => String, { nullable: true, description: 'The latest date: YYYY-MM-DD or `today`.' })
  @ApiPropertyOptional({ nullable: true, example: 'today' })
  @dateLimit()
  @notBelow('minDate', 'آخر تاريخ يجب ألا يسبق أول تاريخ', datesInOrder)
  maxDate?: string | null;

  @Field(() => Float, { nullable: true })
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'أصغر رقم يجب أن يكون رقماً بمنزلتين عشريتين على الأكثر' })
  @Min(-1e10, { message: 'أصغر رقم خارج المجال' })
  @Max(1e10, { message: 'أصغر رقم خارج المجال' })
  @onlyFor([QuestionType.number], 'مجال الرقم لا يناسب نوع هذا السؤال')
  minNumber?: number | null;

  @Field(() => Float, { nullable: true })
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'أكبر رقم يجب أن يكون رقماً بمنزلتين عشريتين على الأكثر' })
  @Min(-1e10, { message: 'أكبر رقم خارج المجال' })
  @Max(1e10, { message: 'أكبر رقم خارج المجال' })
  @onlyFor([QuestionType.number], 'مجال الرقم لا يناسب نوع هذا السؤال')
  @notBelow('minNumber', 'أكبر رقم يجب ألا يقل عن أصغر رقم')
  maxNumber?: number | null;

  @Field(() => [QuestionOptionInput], { nullable: true, description: 'The choices of a `choice` question.' })
  @ApiPropertyOptional({ type: [QuestionOptionInput], nullable: true })
  @Transform(({ obj }) => nestedList(QuestionOptionInput, (obj as { options?: unknown }).options))
  @ValidateIf((question: ServiceQuestionInput) => question.type === QuestionType.choice || question.options != null)
  @ValidateBy({
    name: 'choiceOptions',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        const choice = (args?.object as ServiceQuestionInput).type === QuestionType.choice;
        const given = Array.isArray(value) && value.length > 0;
        return choice ? given : value === undefined || value === null || (Array.isArray(value) && !value.length);
      },
      defaultMessage: (args?: ValidationArguments) =>
        (args?.object as ServiceQuestionInput).type === QuestionType.choice
          ? 'سؤال الاختيار يحتاج خياراً واحداً على الأقل'
          : 'الخيارات لسؤال الاختيار فقط',
    },
  })
  @IsArray({ message: 'الخيارات قائمة' })
  @ArrayMaxSize(MAX_OPTIONS, { message: `${MAX_OPTIONS} خياراً على الأكثر` })
  @uniqueBy('value', 'رمز الخيار مكرر')
  @ValidateNested({ each: true })
  options?: QuestionOptionInput[] | null;
}

/** Each item's `field` appears once in the list. */
function uniqueBy(field: string, message: string) {
  return ValidateBy({
    name: 'uniqueItems',
    validator: {
      validate: (value: unknown) => {
        if (!Array.isArray(value)) return true;
        const seen = value.map((item) => (item as Record<string, unknown> | null)?.[field]);
        return new Set(seen).size === seen.length;
      },
      defaultMessage: () => message,
    },
  });
}

/** The `intakeQuestions` field of the service inputs: the whole list, replacing the service's questions. */
export const IntakeQuestionsRule = () =>
  applyDecorators(
    Transform(({ obj }) => nestedList(ServiceQuestionInput, (obj as { intakeQuestions?: unknown }).intakeQuestions)),
    IsOptional(),
    IsArray({ message: 'الأسئلة قائمة' }),
    ArrayMaxSize(MAX_QUESTIONS, { message: `${MAX_QUESTIONS} سؤالاً على الأكثر` }),
    uniqueBy('key', 'مفتاح السؤال مكرر: لكل سؤال مفتاح مختلف'),
    ValidateNested({ each: true }),
  );
