import { CombinedGraphQLErrors } from '@apollo/client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** One field error as both APIs give it: REST `detail: [{ loc, msg }]`, GraphQL `extensions.fieldErrors`. */
type WireFieldError = { loc?: (string | number)[]; path?: (string | number)[]; msg?: string; message?: string };

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

function wireFieldErrors(error: unknown): WireFieldError[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.flatMap((e) =>
      Array.isArray(e.extensions?.fieldErrors) ? (e.extensions.fieldErrors as WireFieldError[]) : [],
    );
  }
  const detail = (error as { detail?: unknown } | null)?.detail;
  return Array.isArray(detail) ? (detail as WireFieldError[]) : [];
}

/** The server's field errors as `{ field, message }`, the field named as the form names it (camelCase). */
export function serverFieldErrors(error: unknown): { field: string; message: string }[] {
  return wireFieldErrors(error).flatMap((entry) => {
    const location = entry.loc ?? entry.path ?? [];
    const name = [...location]
      .reverse()
      .find((part): part is string => typeof part === 'string' && !['body', 'input', 'query', 'args'].includes(part));
    const message = entry.msg ?? entry.message;
    return name && message ? [{ field: camelCase(name), message }] : [];
  });
}

/**
 * Puts each server field error on the matching form field; answers whether any landed, so the caller shows
 * a toast only for errors no field can hold.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  let landed = false;
  for (const { field, message } of serverFieldErrors(error)) {
    if (!fields.includes(field as Path<T>)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !landed });
    landed = true;
  }
  return landed;
}

/** The shared e-mail rule: no spaces, one @, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first error's dotted path in react-hook-form's nested error object. */
export function firstErrorPath(errors: object, prefix = ''): string | undefined {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof (value as { message?: unknown }).message === 'string') return path;
    const inner = firstErrorPath(value as object, path);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The server's field errors (`loc: [input, home, hero_title]`, `[input, home, why_us, 2, title]`) as form
 * paths (`home.heroTitle`, `home.whyUs.2.title`).
 */
export function serverErrorPaths(error: unknown): { path: string; message: string }[] {
  const errors = (error as { errors?: { extensions?: { fieldErrors?: unknown } }[] } | null)?.errors ?? [];
  return errors.flatMap((e) =>
    (Array.isArray(e.extensions?.fieldErrors)
      ? (e.extensions.fieldErrors as {
          loc?: (string | number)[];
          path?: (string | number)[];
          msg?: string;
          message?: string;
        }[])
      : []
    ).flatMap((entry) => {
      const location = (entry.loc ?? entry.path ?? []).filter(
        (part) => !['body', 'input', 'args'].includes(String(part)),
      );
      const message = entry.msg ?? entry.message;
      if (!location.length || !message) return [];
      const path = location
        .map((part) => String(part).replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()))
        .join('.');
      return [{ path, message }];
    }),
  );
}
