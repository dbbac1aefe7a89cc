import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { AppError } from '../errors/app-error.js';

import { MAX_RECORD_ID } from './rules.js';

/**
 * A record id: a REST path parameter (`/orders/{id}`, text) or a GraphQL `Int` argument. A positive whole
 * number within the database's integer range, else 422 (GraphQL BAD_USER_INPUT) naming the parameter, like
 * every other validation failure.
 */
export class IdParamPipe implements PipeTransform<string | number, number> {
  constructor(private readonly message: string) {}

  transform(value: string | number, metadata: ArgumentMetadata): number {
    const id = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : 0;
    if (!Number.isInteger(id) || id < 1 || id > MAX_RECORD_ID) {
      throw AppError.validation([
        {
          loc: [metadata.type === 'param' ? 'path' : 'body', metadata.data ?? 'id'],
          msg: this.message,
          type: 'int_parsing',
        },
      ]);
    }
    return id;
  }
}
