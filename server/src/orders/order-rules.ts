import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, Matches } from 'class-validator';
import { IsText } from '../common/validation/rules.js';

export const NOTES_MAX = 2000;
export const ADDRESS_MAX = 300;
export const STATUS_NOTE_MAX = 1000;
export const SEARCH_MAX = 100;

/** Arabic-Indic and Persian digits as typed on Arabic keyboards, read as 0-9. */
export const toLatinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/**
 * Optional order fields shared by the REST body and the GraphQL input, so both APIs refuse the
 * same input with the same Arabic message.
 */
export const IsOrderNotes = () => applyDecorators(IsOptional(), IsText(NOTES_MAX, 'الملاحظات يجب أن تكون نصاً'));

export const IsOrderAddress = () => applyDecorators(IsOptional(), IsText(ADDRESS_MAX, 'العنوان يجب أن يكون نصاً'));

export const IsStatusNote = () => applyDecorators(IsOptional(), IsText(STATUS_NOTE_MAX, 'الملاحظة يجب أن تكون نصاً'));

/**
 * A national id or passport number: Syrian and Turkish ids are 11 digits, passports mix letters
 * and digits. Spaces and dashes are dropped and Arabic digits read as Latin ones.
 */
export const IsNationalId = () =>
  applyDecorators(
    IsOptional(),
    Transform(({ value }) =>
      typeof value === 'string' ? toLatinDigits(value).replace(/[\s-]/g, '').toUpperCase() : value,
    ),
    Matches(/^[A-Z0-9]{5,20}$/, { message: 'الرقم الوطني غير صحيح: من 5 إلى 20 خانة من الأرقام والأحرف اللاتينية' }),
  );
