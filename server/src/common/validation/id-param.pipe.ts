import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { AppError } from '../errors/app-error.js';

import { MAX_RECORD_ID } from './rules.js';

/**
 * A numeric path id (`/orders/{id}`): a positive whole number within the database's integer
 * range, else 422 naming the path parameter, like every other validation failure.
 */
export class IdParamPipe implements PipeTransform<string, number> {
  constructor(private readonly message: string) {}

  transform(value: string, metadata: ArgumentMetadata): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
    if (id < 1 || id > MAX_RECORD_ID) {
      throw AppError.validation([{ loc: ['path', metadata.data ?? 'id'], msg: this.message, type: 'int_parsing' }]);
    }
    return id;
  }
}
