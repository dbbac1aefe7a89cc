import 'reflect-metadata';
import { Field, registerEnumType, type FieldOptions, type ReturnTypeFunc } from '@nestjs/graphql';
import { toRestName } from '../validation/rest-input.js';

/**
 * The fields of an output (an `@ObjectType` model), declared once for both APIs. `@OutputField` is GraphQL's
 * `@Field` and also records the field, in declaration order, for the model's REST view (`RestOutput`): the
 * same type, nullability and description, under the snake_case name. `@RestField` declares what only REST
 * answers (a field of the spec's REST vocabulary that GraphQL never had).
 */
export type OutputFieldOptions = FieldOptions & {
  /** The REST name when it is not the snake_case of the property, or false for a field GraphQL alone shows. */
  rest?: string | false;
  /** What only the OpenAPI description says: a sample value, a closed list of values, a string's format. */
  openApi?: OpenApiDetails;
};

export type OpenApiDetails = { example?: unknown; enum?: readonly unknown[]; format?: string };

export type RestFieldOptions = Pick<FieldOptions, 'nullable' | 'description'> &
  Pick<OutputFieldOptions, 'openApi'> & {
    name?: string;
    /** Left out of some answers (absent, not null). */
    optional?: boolean;
  };

export type OutputFieldSpec = {
  property: string;
  /** The field's type as GraphQL's type functions give it: a class, a scalar, an enum object, or one of them in a list. */
  type: () => unknown;
  nullable: boolean;
  description?: string;
  openApi?: OpenApiDetails;
  /** false: GraphQL only. */
  restName: string | false;
  optional?: boolean;
};

const ownFields = new Map<object, OutputFieldSpec[]>();

function record(target: object, spec: OutputFieldSpec) {
  const fields = ownFields.get(target.constructor) ?? [];
  ownFields.set(target.constructor, [...fields, spec]);
}

export function OutputField(
  typeOrOptions?: ReturnTypeFunc | OutputFieldOptions,
  maybeOptions?: OutputFieldOptions,
): PropertyDecorator {
  const [typeFn, options = {}] =
    typeof typeOrOptions === 'function' ? [typeOrOptions, maybeOptions] : [undefined, typeOrOptions];
  const { rest, openApi, ...graphql } = options;
  return (target, key) => {
    const property = String(key);
    // Without a type function GraphQL reads TypeScript's type of the property, as this does.
    const reflected: unknown = Reflect.getMetadata('design:type', target, key);
    record(target, {
      property,
      type: typeFn ?? (() => reflected),
      nullable: graphql.nullable === true,
      description: graphql.description,
      openApi,
      restName: rest === undefined ? toRestName(property) : rest,
    });
    (typeFn ? Field(typeFn, graphql) : Field(graphql))(target, key);
  };
}

export function RestField(
  typeFn: ReturnTypeFunc,
  { nullable, description, openApi, name, optional }: RestFieldOptions = {},
): PropertyDecorator {
  return (target, key) =>
    record(target, {
      property: String(key),
      type: typeFn,
      nullable: nullable === true,
      description,
      openApi,
      optional,
      restName: name ?? toRestName(String(key)),
    });
}

/** A class, as the key of what its properties declare. */
export type OutputClass = abstract new (...args: never[]) => unknown;

/** Every output field of a class, its ancestors' first, each in declaration order; undefined when it declares none. */
export function outputFieldsOf(model: OutputClass): OutputFieldSpec[] | undefined {
  const chain: object[] = [];
  for (
    let type: object | null = model;
    type && type !== Function.prototype;
    type = Object.getPrototypeOf(type) as object | null
  )
    chain.unshift(type);
  const fields = chain.flatMap((type) => ownFields.get(type) ?? []);
  return fields.length > 0 ? fields : undefined;
}

const enumNames = new Map<object, string>();

/** Registers an enum with GraphQL and gives REST the same name, so OpenAPI shows it as one named type too. */
export function registerOutputEnum(enumRef: object, options: { name: string; description?: string }) {
  registerEnumType(enumRef, options);
  enumNames.set(enumRef, options.name);
}

export const outputEnumName = (enumRef: object) => enumNames.get(enumRef);
