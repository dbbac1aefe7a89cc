import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { Language } from '../../generated/prisma/enums.js';

/**
 * Field rules shared by the REST DTOs and the GraphQL inputs, so both APIs refuse the same input
 * with the same Arabic message.
 */
const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** The largest id a database integer column holds. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A reference to a row by its id: a whole number from 1 within the database's integer range. */
export const IsRecordId = (message: string) =>
  applyDecorators(IsInt({ message }), Min(1, { message }), Max(MAX_RECORD_ID, { message }));

/** A user's language (`User.language`): the message names the choices, as the client's select offers them. */
export const IsLanguage = () =>
  IsIn(Object.values(Language), { message: 'اللغة يجب أن تكون العربية (ar) أو التركية (tr) أو الإنجليزية (en)' });

export const IsEmailAddress = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsEmail({}, { message: 'البريد الإلكتروني غير صحيح' }),
    MaxLength(254, { message: 'البريد الإلكتروني طويل جداً' }),
  );

export const IsFullName = () =>
  applyDecorators(
    trim,
    IsString({ message: 'الاسم الكامل مطلوب' }),
    IsNotEmpty({ message: 'الاسم الكامل مطلوب' }),
    MaxLength(120, { message: 'الاسم الكامل طويل جداً' }),
  );

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30), and not before the property `notBefore` names. */
export function IsDay(message: string, notBefore?: { property: string; message: string }): PropertyDecorator {
  const exists = (value: unknown): value is string =>
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
  return (target, propertyName) =>
    registerDecorator({
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: (args: ValidationArguments) => (exists(args.value) && notBefore ? notBefore.message : message),
      },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          if (!exists(value)) return false;
          const start = notBefore && (args.object as Record<string, unknown>)[notBefore.property];
          return !exists(start) || value >= start;
        },
      },
    });
}

/** A field that may be left out but, when sent, must pass its rules: unlike IsOptional, an explicit null is refused. */
export const IsOmittable = () => ValidateIf((_object, value) => value !== undefined);

/** A password as typed; the minimum length from the settings is checked by the service. */
export const IsPasswordText = (message = 'كلمة المرور مطلوبة') =>
  applyDecorators(
    IsString({ message }),
    MinLength(1, { message }),
    MaxLength(128, { message: 'كلمة المرور طويلة جداً' }),
  );

/** An opaque token the server handed out (a refresh token, a link's token, a signed challenge). */
export const IsTokenText = (message: string, max = 128) =>
  applyDecorators(IsString({ message }), MinLength(1, { message }), MaxLength(max, { message }));

export const IsText = (max: number, message = 'النص غير صحيح') =>
  applyDecorators(trim, IsString({ message }), MaxLength(max, { message: `يجب ألا يزيد النص عن ${max} حرفاً` }));

/** International form with + and country code, valid for that country; normalized to E.164. */
export function toInternationalPhone(value: string): string | undefined {
  const phone = parsePhoneNumberFromString(value.trim());
  return phone?.isValid() && value.trim().startsWith('+') ? phone.number : undefined;
}

export const IsInternationalPhone = (options?: ValidationOptions) =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? (toInternationalPhone(value) ?? value) : value)),
    ValidateBy(
      {
        name: 'isInternationalPhone',
        validator: { validate: (value) => typeof value === 'string' && toInternationalPhone(value) === value },
      },
      { message: 'رقم الهاتف غير صحيح. اختر رمز الدولة واكتب الرقم دون صفر في أوله', ...options },
    ),
  );
