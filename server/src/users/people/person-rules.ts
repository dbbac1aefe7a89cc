import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { officeDay } from '../../common/office-time.js';
import { toLatinDigits } from '../../orders/order-rules.js';

/**
 * The rules of a person's registry data (an order's applicant, a saved person), shared by both APIs and mirrored
 * by the browser (client/src/features/create-order/applicant-rules.ts), each with its own Arabic message.
 */
export const PERSON_NAME_MAX = 120;
export const PARENT_NAME_MAX = 80;
export const BIRTH_PLACE_MAX = 100;
export const EARLIEST_BIRTH_DATE = '1900-01-01';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value));

/** Arabic letters (with the tatweel and diacritics), spaces, hyphens and apostrophes, at least two letters. */
export const ARABIC_NAME = /^(?=(?:.*\p{Script=Arabic}){2})[\p{Script=Arabic}\s'-]+$/u;
/** Latin letters as in a passport, spaces, hyphens, apostrophes and dots, at least two letters. */
export const LATIN_NAME = /^(?=(?:.*[A-Za-z]){2})[A-Za-z][A-Za-z\s'.-]*$/;

const requiredText = (max: number, missing: string, tooLong: string) =>
  applyDecorators(
    trim,
    IsString({ message: missing }),
    IsNotEmpty({ message: missing }),
    MaxLength(max, { message: tooLong }),
  );

export const IsArabicFullName = () =>
  applyDecorators(
    requiredText(PERSON_NAME_MAX, 'الاسم الكامل بالعربية مطلوب', 'الاسم الكامل بالعربية طويل جداً'),
    Matches(ARABIC_NAME, { message: 'اكتب الاسم الكامل بالأحرف العربية' }),
  );

export const IsLatinFullName = () =>
  applyDecorators(
    requiredText(PERSON_NAME_MAX, 'الاسم الكامل بالأحرف اللاتينية مطلوب', 'الاسم الكامل بالأحرف اللاتينية طويل جداً'),
    Matches(LATIN_NAME, { message: 'اكتب الاسم الكامل بالأحرف اللاتينية كما في جواز السفر' }),
  );

export const IsFatherName = () => requiredText(PARENT_NAME_MAX, 'اسم الأب مطلوب', 'اسم الأب طويل جداً');
export const IsMotherName = () => requiredText(PARENT_NAME_MAX, 'اسم الأم ونسبتها مطلوبان', 'اسم الأم طويل جداً');
export const IsBirthPlace = () => requiredText(BIRTH_PLACE_MAX, 'مكان الولادة مطلوب', 'مكان الولادة طويل جداً');

/** The office's date today, `YYYY-MM-DD`. */
const officeToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(officeDay(now).start);

/** A calendar date `YYYY-MM-DD` that exists, from 1900 up to the office's today. */
export function isBirthDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= EARLIEST_BIRTH_DATE && value <= officeToday();
}

export const IsBirthDate = () =>
  applyDecorators(
    IsString({ message: 'تاريخ الولادة مطلوب' }),
    IsNotEmpty({ message: 'تاريخ الولادة مطلوب' }),
    ValidateBy(
      { name: 'isBirthDate', validator: { validate: isBirthDate } },
      { message: 'تاريخ الولادة غير صحيح: اكتبه بالشكل YYYY-MM-DD، بين 1900 واليوم' },
    ),
  );

/** The national number (Syrian: 11 digits) or a passport number: 5 to 20 Latin letters and digits. */
export const IsNationalNumber = () =>
  applyDecorators(
    Transform(({ value }) =>
      typeof value === 'string' ? toLatinDigits(value).replace(/[\s-]/g, '').toUpperCase() : value,
    ),
    IsString({ message: 'الرقم الوطني مطلوب' }),
    Matches(/^[A-Z0-9]{5,20}$/, {
      message: 'الرقم الوطني غير صحيح: من 5 إلى 20 خانة من الأرقام والأحرف اللاتينية',
    }),
  );
