import type { Type } from '@nestjs/common';
import { Float, Int, TypeMetadataStorage } from '@nestjs/graphql';
import type { ApiPropertyOptions } from '@nestjs/swagger';
import { DecimalScalar } from '../graphql/scalars.js';
import { outputEnumName, outputFieldsOf, type OutputClass, type OutputFieldSpec } from './output-field.js';

/**
 * One output definition serves both APIs: the GraphQL `@ObjectType` model, whose fields are `@OutputField`s
 * (and `@RestField`s for what only REST answers). GraphQL takes it as it is; REST takes its view,
 * `RestOutput(TheModel)`, a class OpenAPI describes with the snake_case names (nested models as their own
 * views, enums by name, Decimal and instants as strings), and `toRest(TheModel, value)` turns the mapper's
 * camelCase value into that snake_case body.
 */

/** Where @nestjs/swagger asks a class for its properties' descriptions, once, when it writes the document. */
const OPENAPI_METADATA_FACTORY = '_OPENAPI_METADATA_FACTORY';

const views = new Map<OutputClass, Type<unknown>>();

const fieldsOf = (model: OutputClass): OutputFieldSpec[] => {
  const fields = outputFieldsOf(model);
  if (!fields) throw new Error(`${model.name} declares no output fields`);
  return fields;
};

type RestFieldSpec = OutputFieldSpec & { restName: string };
const restFieldsOf = (model: OutputClass) =>
  fieldsOf(model).filter((field): field is RestFieldSpec => field.restName !== false);

/** The field's type without its list, and whether it is a list. */
function unwrap(field: OutputFieldSpec): { type: unknown; list: boolean } {
  const type = field.type();
  return Array.isArray(type) ? { type: type[0], list: true } : { type, list: false };
}

const isModel = (type: unknown): type is OutputClass =>
  typeof type === 'function' && outputFieldsOf(type as OutputClass) !== undefined;

/** What OpenAPI says of one field's type. */
function typeOf(type: unknown): ApiPropertyOptions {
  if (type === String || type === DecimalScalar) return { type: String };
  if (type === Boolean) return { type: Boolean };
  if (type === Int) return { type: 'integer' };
  if (type === Float || type === Number) return { type: Number };
  if (type === Date) return { type: String, format: 'date-time' };
  if (isModel(type)) return { type: () => RestOutput(type as Type<unknown>) };
  const enumName = typeof type === 'object' && type !== null ? outputEnumName(type) : undefined;
  if (enumName) return { enum: Object.values(type as object) as string[], enumName };
  throw new Error(`no REST type for ${String(type)}`);
}

function describe(field: OutputFieldSpec): ApiPropertyOptions {
  const { type, list } = unwrap(field);
  // A closed list of values stated for REST alone (a field always 'TRY') replaces the type's own.
  const own = typeOf(type);
  const typed = field.openApi?.enum && 'enumName' in own ? { type: String } : own;
  const options = {
    ...typed,
    required: field.optional !== true,
    nullable: field.nullable || undefined,
    description: field.description,
    ...field.openApi,
  };
  return (list ? { ...options, isArray: true } : options) as ApiPropertyOptions;
}

/** Each view's name, once: OpenAPI keeps one schema per name, so a second model of the same name would be lost. */
const viewNames = new Set<string>();

/** A class OpenAPI describes with these fields of a model, under their REST names. */
function viewOf(name: string, fields: () => RestFieldSpec[]): Type<unknown> {
  if (viewNames.has(name)) throw new Error(`two REST views are named ${name}`);
  viewNames.add(name);
  const view = class {};
  Object.defineProperty(view, 'name', { value: name });
  Object.defineProperty(view, OPENAPI_METADATA_FACTORY, {
    value: () => Object.fromEntries(fields().map((field) => [field.restName, describe(field)])),
  });
  return view;
}

const graphQLName = (model: OutputClass) =>
  TypeMetadataStorage.getObjectTypeMetadataByTarget(model as Type<unknown>)?.name ?? model.name.replace(/Model$/, '');

/** The REST view of an output model: named as GraphQL names the type (a REST-only model: its class name less `Model`). */
export function RestOutput<T>(model: Type<T>): Type<unknown> {
  let view = views.get(model);
  if (!view) views.set(model, (view = viewOf(graphQLName(model), () => restFieldsOf(model))));
  return view;
}

/**
 * A GraphQL page (`PageOf(Item)` and what its list adds) as REST lists answer it: `{ data: [items], meta: {…} }`,
 * the page's other fields under `meta` (`total`, `page`, `page_size`, a list's counts).
 */
const PAGE_ITEMS = 'items';
const pageMetaViews = new Map<OutputClass, Type<unknown>>();

export function RestPageMeta<T>(pageModel: Type<T>): Type<unknown> {
  let view = pageMetaViews.get(pageModel);
  if (!view)
    pageMetaViews.set(
      pageModel,
      (view = viewOf(`${graphQLName(pageModel)}Meta`, () =>
        restFieldsOf(pageModel).filter((field) => field.property !== PAGE_ITEMS),
      )),
    );
  return view;
}

/** The item model of a page model (the type of its `items`). */
export function pageItemModel(pageModel: OutputClass): Type<unknown> {
  const items = fieldsOf(pageModel).find((field) => field.property === PAGE_ITEMS);
  if (!items) throw new Error(`${pageModel.name} is not a page`);
  return unwrap(items).type as Type<unknown>;
}

export function toRestPage<T extends { items: unknown[] }>(pageModel: Type<T>, page: T) {
  const { items, ...meta } = toRest(pageModel, page);
  return { data: items, meta };
}

function restValue(field: OutputFieldSpec, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const { type, list } = unwrap(field);
  const one = (item: unknown) =>
    item instanceof Date ? item.toISOString() : isModel(type) ? toRest(type as Type<unknown>, item as object) : item;
  return list ? (value as unknown[]).map(one) : one(value);
}

/** A model's value (camelCase, as the mapper built it) as its REST body: the view's fields only, in its order. */
export function toRest<T>(model: Type<T>, value: T): Record<string, unknown>;
export function toRest<T>(model: Type<T>, value: T[]): Record<string, unknown>[];
export function toRest<T>(model: Type<T>, value: T | T[]): Record<string, unknown> | Record<string, unknown>[] {
  if (Array.isArray(value)) return value.map((item) => toRest(model, item));
  const body: Record<string, unknown> = {};
  for (const field of restFieldsOf(model)) {
    const fieldValue = restValue(field, (value as Record<string, unknown>)[field.property]);
    if (fieldValue !== undefined) body[field.restName] = fieldValue;
  }
  return body;
}
