import { z } from 'zod';
import { AppError, type InputFieldError } from './errors/app-error.js';
import { toGraphQLName, toRestName } from './validation/rest-input.js';
import { unknownFieldMessage } from './validation/validation.pipe.js';

/**
 * Named JSON sections validated by zod: the CMS sections and the settings groups share this shape
 * (one row per section, snake_case fields).
 */
export type SectionSchemas = Record<string, z.ZodObject>;
export type SectionValues<S extends SectionSchemas> = { [K in keyof S]: z.output<S[K]> };
export type SectionPatch<S extends SectionSchemas> = { [K in keyof S]?: Record<string, unknown> | null };

/** What is stored, read leniently: a field the row lacks comes from the defaults. */
function readSection<S extends z.ZodObject>(schema: S, defaults: object, stored: unknown): z.output<S> {
  const data = stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
  return schema.parse({ ...defaults, ...data });
}

/** Every section from the stored rows (one per section, by key), each read as readSection does. */
export function readSections<S extends SectionSchemas>(
  schemas: S,
  defaults: Record<keyof S, object>,
  rows: { key: string; data: unknown }[],
): SectionValues<S> {
  const stored = new Map(rows.map((row) => [row.key, row.data]));
  return Object.fromEntries(
    Object.keys(schemas).map((name) => [name, readSection(schemas[name], defaults[name], stored.get(name))]),
  ) as SectionValues<S>;
}

export const unknownSectionError = (key: string): InputFieldError => ({
  field: [key],
  msg: { ar: `القسم ${key} غير معروف`, tr: `${key} bölümü bilinmiyor`, en: `The section ${key} is unknown` },
  type: 'unknown_section',
});

/**
 * A partial update: each given section is merged field by field over its current value, and the
 * result must pass the section's schema as a whole. Unknown sections and fields are refused, never
 * stored. Every failure of every section is reported at once (422 / BAD_USER_INPUT).
 */
export function applySectionPatch<S extends SectionSchemas>(
  schemas: S,
  current: SectionValues<S>,
  patch: SectionPatch<S>,
): Partial<SectionValues<S>> {
  const errors: InputFieldError[] = [];
  const next: Partial<SectionValues<S>> = {};
  for (const [key, given] of Object.entries(patch) as [keyof S & string, unknown][]) {
    if (given === undefined) continue;
    const schema = schemas[key];
    if (!schema) {
      errors.push(unknownSectionError(key));
      continue;
    }
    if (given === null || typeof given !== 'object' || Array.isArray(given)) {
      errors.push({ field: [key], msg: 'يجب أن يكون القسم كائناً من الحقول', type: 'invalid_type' });
      continue;
    }
    const fields = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
    const result = schema.strict().safeParse({ ...current[key], ...fields });
    if (result.success) next[key] = result.data as SectionValues<S>[typeof key];
    else errors.push(...zodFieldErrors(result.error, [key]));
  }
  if (errors.length > 0) throw AppError.validation(errors);
  return next;
}

/** zod's issues as refused fields under `prefix`, each API naming them its way; unknown fields get one entry each. */
export function zodFieldErrors(error: z.ZodError, prefix: (string | number)[]): InputFieldError[] {
  return error.issues.flatMap((issue): InputFieldError[] => {
    const path = [...prefix, ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: [...path, key], msg: unknownFieldMessage(key), type: issue.code }));
    }
    return [{ field: path, msg: issue.message, type: issue.code }];
  });
}

/** The OpenAPI description of a section as a partial update accepts it (every field optional). */
export function sectionPatchOpenApi(schema: z.ZodObject) {
  const { required: _required, ...described } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'openapi-3.0',
  }) as Record<string, unknown>;
  return { ...described, additionalProperties: false };
}

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
/** A section's fields under their camelCase names (`site_name` → `siteName`), the type of each kept. */
export type CamelFields<T> = { [K in keyof T as K extends string ? Camel<K> : K]: T[K] };

/** A section's snake_case fields as the camelCase fields of its GraphQL type, and back. */
export const camelFields = <T extends object>(section: T) =>
  Object.fromEntries(Object.entries(section).map(([k, v]) => [toGraphQLName(k), v])) as CamelFields<T>;
export const snakeFields = (section: object) =>
  Object.fromEntries(Object.entries(section).map(([k, v]) => [toRestName(k), v]));
