import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError, type FieldError } from '../errors/app-error.js';
import { checkRawInput } from './raw-input.js';

const LOCATIONS: Record<ArgumentMetadata['type'], string> = { body: 'body', query: 'query', param: 'path', custom: 'body' };

function flatten(errors: ValidationError[], location: string, parents: string[] = []): FieldError[] {
  return errors.flatMap((error) => {
    const path = [...parents, error.property];
    const own = Object.entries(error.constraints ?? {}).map(([type, msg]) => ({
      loc: [location, ...path],
      msg: type === 'whitelistValidation' ? `الحقل ${error.property} غير مسموح به` : msg,
      type,
    }));
    return [...own, ...flatten(error.children ?? [], location, path)];
  });
}

/**
 * Validates every REST input with class-validator: unknown fields are refused, and a failure
 * answers 422 with `detail` as a list of `{ loc, msg, type }`.
 */
export class RequestValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: true,
      exceptionFactory: (errors) => new InvalidInput(errors),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata) {
    checkRawInput(value, LOCATIONS[metadata.type]);
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof InvalidInput) throw AppError.validation(flatten(error.errors, LOCATIONS[metadata.type]));
      throw error;
    }
  }
}

/** Carries class-validator's errors out of the pipe so the location can be added. */
class InvalidInput extends Error {
  constructor(readonly errors: ValidationError[]) {
    super('invalid input');
  }
}
