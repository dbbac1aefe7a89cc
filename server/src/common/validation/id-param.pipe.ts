import { type PipeTransform } from '@nestjs/common';
import { AppError } from '../errors/app-error.js';

const MAX_ID = 2_147_483_647;

/**
 * A numeric path id (`/orders/{id}`). Anything that cannot be a row id is an unknown id, so it
 * answers 404 like one rather than reaching the database.
 */
export class IdParamPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage?: string) {}

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
    if (id < 1 || id > MAX_ID) throw AppError.notFound(this.notFoundMessage);
    return id;
  }
}
