import type { Type } from '@nestjs/common';
import { Type as TransformType } from 'class-transformer';
import { getMetadataStorage, ValidateNested } from 'class-validator';

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

const nestedInputs = new WeakMap<object, Map<string, () => Type<unknown>>>();

/**
 * A property holding another input (an object): validated with that input's rules, and in REST read and
 * answered under the snake_case names of its fields too (`applicant.full_name_latin`).
 */
export function NestedInput(type: () => Type<unknown>): PropertyDecorator {
  return (target, key) => {
    const properties = nestedInputs.get(target.constructor) ?? new Map<string, () => Type<unknown>>();
    properties.set(String(key), type);
    nestedInputs.set(target.constructor, properties);
    ValidateNested({ message: 'القيمة يجب أن تكون كائناً' })(target, key);
    TransformType(type)(target, key);
  };
}

/** The input class a property nests (NestedInput), looked up along the class chain. */
export function nestedInputOf(source: Type<unknown>, property: string): Type<unknown> | undefined {
  for (let type: unknown = source; typeof type === 'function'; type = Object.getPrototypeOf(type)) {
    const nested = nestedInputs.get(type)?.get(property);
    if (nested) return nested();
  }
  return undefined;
}
