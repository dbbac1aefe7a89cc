import { AppError } from '../errors/app-error.js';

/** Deeper than any input of the API: a body nested thousands of levels deep is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 16;

// A NUL cannot be stored in PostgreSQL text; a lone surrogate is not text at all.
// eslint-disable-next-line no-control-regex -- the NUL is what this pattern looks for
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What a caller can send: plain objects and arrays (not the request, a Date or a row a resolver received). */
function isPlainData(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}

/**
 * Refuses, with 422 and the field's location, input that no rule of any operation could accept but that
 * would otherwise fail deep inside (a database error, a stack overflow): NUL characters and lone
 * surrogates in any text, and nesting beyond MAX_INPUT_DEPTH.
 */
export function checkRawInput(value: unknown, location: string) {
  const walk = (current: unknown, path: (string | number)[]) => {
    if (typeof current === 'string') {
      if (UNSAFE_TEXT.test(current))
        throw AppError.validation([
          {
            loc: [location, ...path.map(String)],
            msg: 'النص يحتوي على محارف غير مسموح بها',
            type: 'invalid_characters',
          },
        ]);
      return;
    }
    if (!isPlainData(current)) return;
    if (path.length >= MAX_INPUT_DEPTH)
      throw AppError.validation([
        { loc: [location, ...path.map(String)], msg: 'البيانات متداخلة أكثر من المسموح', type: 'too_deep' },
      ]);
    for (const [key, child] of Object.entries(current)) walk(child, [...path, key]);
  };
  walk(value, []);
}
