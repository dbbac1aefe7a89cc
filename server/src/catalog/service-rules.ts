import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsEnum,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { ServiceCategory } from '../generated/prisma/enums.js';

/**
 * Field rules of a catalogue service, shared by the REST bodies (snake_case) and the GraphQL inputs
 * (camelCase) so both APIs refuse the same input with the same Arabic message. `required` fields
 * must be present on create; on update every field may be left out, but a required one cannot be
 * cleared with null.
 */
type Presence = 'required' | 'optional';

const presence = (mode: Presence, missing: string) =>
  mode === 'required' ? IsDefined({ message: missing }) : ValidateIf((_object, value) => value !== undefined);

const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export const ServiceName = (mode: Presence) =>
  applyDecorators(
    trimmed,
    presence(mode, 'الاسم بالعربية مطلوب'),
    IsString({ message: 'الاسم بالعربية مطلوب' }),
    IsNotEmpty({ message: 'الاسم بالعربية مطلوب' }),
    MaxLength(200, { message: 'يجب ألا يزيد الاسم عن 200 حرف' }),
  );

/** An optional text; empty means none (stored as null). */
export const OptionalServiceText = (max: number) =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString({ message: 'يجب أن تكون القيمة نصاً' }),
    MaxLength(max, { message: `يجب ألا يزيد النص عن ${max} حرفاً` }),
  );

/** The old admin form says `notary` where the public filter says `notarization`: both are accepted. */
export const toCategory = (value: unknown) => (value === 'notary' ? ServiceCategory.notarization : value);

export const ServiceCategoryRule = (mode: Presence) =>
  applyDecorators(
    Transform(({ value }) => toCategory(value)),
    presence(mode, 'التصنيف مطلوب'),
    IsEnum(ServiceCategory, { message: 'التصنيف غير صحيح' }),
  );

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** Why an amount is refused, or undefined when it is a valid price. */
function priceProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) return 'السعر يجب أن يكون رقماً، مثل 1500 أو 1500.50';
  if (value.startsWith('-')) return 'السعر لا يمكن أن يكون سالباً';
  if (!MONEY.test(value))
    return /\.\d{3,}$/.test(value) ? 'السعر يقبل منزلتين عشريتين على الأكثر' : 'السعر أكبر من المسموح';
  return undefined;
}

/**
 * A price sent as a number or a string, kept as its decimal text so it reaches the database as an
 * exact Decimal. A JSON number is read back in its shortest form, so 12.5 stays "12.5" and
 * 12.345 is refused rather than rounded.
 */
export const ServicePrice = (mode: Presence | 'nullable') =>
  applyDecorators(
    Transform(({ value }) =>
      typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value,
    ),
    mode === 'nullable' ? IsOptional() : presence(mode, 'السعر بالليرة التركية مطلوب'),
    ValidateBy({
      name: 'isPrice',
      validator: {
        validate: (value) => priceProblem(value) === undefined,
        defaultMessage: (args) => priceProblem(args?.value) ?? '',
      },
    }),
  );

export const EstimatedDays = () =>
  applyDecorators(
    IsOptional(),
    IsInt({ message: 'مدة التنفيذ يجب أن تكون عدداً صحيحاً من الأيام' }),
    Min(1, { message: 'مدة التنفيذ يجب أن تكون يوماً واحداً على الأقل' }),
    Max(3650, { message: 'مدة التنفيذ يجب ألا تزيد عن 3650 يوماً' }),
  );

export const DeliversResultFlag = () =>
  applyDecorators(
    ValidateIf((_object, value) => value !== undefined),
    IsBoolean({ message: 'تسليم النتيجة يجب أن يكون true أو false' }),
  );

export const ActiveFlag = () =>
  applyDecorators(
    ValidateIf((_object, value) => value !== undefined),
    IsBoolean({ message: 'حالة التفعيل يجب أن تكون true أو false' }),
  );
