import { type ArgumentMetadata, type Type, ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError, type FieldError } from '../errors/app-error.js';
import type { Localized } from '../i18n/languages.js';
import { checkRawInput } from './raw-input.js';
import { nestedInputOf, restInputSource, restNames, toRestName } from './rest-input.js';

const LOCATIONS: Record<ArgumentMetadata['type'], string> = {
  body: 'body',
  query: 'query',
  param: 'path',
  custom: 'body',
};

/** Refuses a field the input does not have, naming it (as the caller wrote it) in each language. */
export const unknownFieldMessage = (name: string): Localized => ({
  ar: `الحقل ${name} غير مسموح به`,
  tr: `${name} alanı kabul edilmiyor`,
  en: `The field ${name} is not allowed`,
});

/**
 * class-validator's errors as `{ loc, msg, type }`; `restName` turns a property into its REST name: a top-level
 * one by its input's table, a nested one (an applicant's field, an intake question's) by the snake_case rule.
 */
function flatten(
  errors: ValidationError[],
  location: string,
  parents: string[] = [],
  restName = (property: string, _nested: boolean) => property,
): FieldError[] {
  return errors.flatMap((error) => {
    const path = [...parents, restName(error.property, parents.length > 0)];
    const own = Object.entries(error.constraints ?? {}).map(([type, msg]) => ({
      loc: [location, ...path],
      msg: type === 'whitelistValidation' ? unknownFieldMessage(path.at(-1) ?? '') : msg,
      type,
    }));
    return [...own, ...flatten(error.children ?? [], location, path, restName)];
  });
}

/** A REST body read under its camelCase names, nested inputs too; unknown names are listed, not kept. */
function fromRestNames(
  value: unknown,
  source: Type<unknown>,
  location: string,
  path: string[],
  unknown: FieldError[],
): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const names = restNames(source);
  const renamed: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    const property = names.get(name);
    if (property === undefined) {
      unknown.push({ loc: [location, ...path, name], msg: unknownFieldMessage(name), type: 'whitelistValidation' });
      continue;
    }
    const nested = nestedInputOf(source, property);
    renamed[property] = nested ? fromRestNames(field, nested, location, [...path, name], unknown) : field;
  }
  return renamed;
}

/**
 * Validates every input of both APIs with class-validator: unknown fields are refused, and a failure
 * answers 422 with `detail` as a list of `{ loc, msg, type }`. A REST view of an input (`RestInput`) is
 * read under its snake_case names and reaches the controller as the camelCase input.
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
    const location = LOCATIONS[metadata.type];
    checkRawInput(value, location);
    const source = restInputSource(metadata.metatype);
    if (source) return this.transformRestInput(value, { ...metadata, metatype: source }, location);
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof InvalidInput) throw AppError.validation(flatten(error.errors, location));
      throw error;
    }
  }

  /** Unknown fields come first, as class-validator lists them, then the rules' errors under their REST names. */
  private async transformRestInput(
    value: unknown,
    metadata: ArgumentMetadata & { metatype: Type<unknown> },
    location: string,
  ) {
    const unknown: FieldError[] = [];
    const input = fromRestNames(value, metadata.metatype, location, [], unknown);
    try {
      const result = await super.transform(input, metadata);
      if (unknown.length) throw AppError.validation(unknown);
      return result;
    } catch (error) {
      if (!(error instanceof InvalidInput)) throw error;
      const restNameOf = new Map([...restNames(metadata.metatype)].map(([name, property]) => [property, name]));
      throw AppError.validation([
        ...unknown,
        ...flatten(error.errors, location, [], (property, nested) =>
          nested ? toRestName(property) : (restNameOf.get(property) ?? property),
        ),
      ]);
    }
  }
}

/** Carries class-validator's errors out of the pipe so the location can be added. */
class InvalidInput extends Error {
  constructor(readonly errors: ValidationError[]) {
    super('invalid input');
  }
}
