import type { Type } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';

/**
 * One input definition serves both APIs: a class with camelCase properties carries the rules (class-validator),
 * the GraphQL fields (`@Field`) and the OpenAPI descriptions (`@ApiProperty`). GraphQL takes it as it is;
 * REST takes its view, `RestInput(TheInput)`, whose fields are the snake_case of the same names. The view is
 * the body or query class of a controller: OpenAPI describes it with the snake_case names, and the validation
 * pipe reads snake_case keys, validates them with the camelCase class's rules, answers errors under the
 * snake_case names and hands the controller the camelCase input.
 */
const SOURCE = Symbol('rest-input-source');
/** Where `@ApiProperty` keeps a property's OpenAPI description (read along the prototype chain). */
const OPENAPI_PROPERTY = 'swagger/apiModelProperties';

type RestView = Type<unknown> & { [SOURCE]: Type<unknown> };

export const toRestName = (property: string) => property.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A snake_case name (a stored JSON section's field) as GraphQL names it: `hero_title` → `heroTitle`. */
export const toGraphQLName = (name: string) =>
  name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The properties a class validates (its own and inherited), each once. */
const validatedProperties = (source: Type<unknown>) => [
  ...new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(source, '', true, false)
      .map((rule) => rule.propertyName),
  ),
];

export function RestInput<T>(source: Type<T>): Type<T> {
  const view = class extends (source as Type<object>) {};
  Object.defineProperty(view, SOURCE, { value: source });
  for (const property of validatedProperties(source)) {
    const description: unknown = Reflect.getMetadata(OPENAPI_PROPERTY, source.prototype, property);
    if (description)
      Reflect.defineMetadata(
        OPENAPI_PROPERTY,
        { ...description, name: toRestName(property) },
        view.prototype,
        property,
      );
  }
  return view as unknown as Type<T>;
}

/** The camelCase input class behind a REST view, or undefined for any other class. */
export const restInputSource = (metatype: unknown): Type<unknown> | undefined =>
  (metatype as Partial<RestView> | undefined)?.[SOURCE];

const namesOf = new WeakMap<Type<unknown>, Map<string, string>>();

/** The camelCase property of each snake_case REST name of a view's input class. */
export function restNames(source: Type<unknown>): Map<string, string> {
  let names = namesOf.get(source);
  if (!names)
    namesOf.set(
      source,
      (names = new Map(validatedProperties(source).map((property) => [toRestName(property), property]))),
    );
  return names;
}
