import type { PipeTransform } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';

const MAX_ID = 2_147_483_647;

/** `{id}` in the path: a positive whole number within the database's integer range, else 422. */
export class UserIdPipe implements PipeTransform<string, number> {
  transform(value: string) {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(id >= 1 && id <= MAX_ID)) {
      throw AppError.validation([{ loc: ['path', 'id'], msg: 'رقم المستخدم غير صحيح', type: 'int_parsing' }]);
    }
    return id;
  }
}
