import { Logger } from '@nestjs/common';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ERROR_CODES, type FieldError, GENERIC_ERROR_MESSAGE, type InputFieldError } from '../errors/app-error.js';
import { toAppError } from '../errors/to-app-error.js';
import type { Language } from '../i18n/languages.js';
import { requestLanguage } from '../i18n/request-language.js';
import { wordIn } from '../i18n/server-text.js';
import { toGraphQLName } from '../validation/rest-input.js';

const logger = new Logger('GraphQL');

/**
 * A service's field error under its GraphQL argument names, located like the validation errors (`['body', ...]`);
 * a stored section's snake_case field is named as its GraphQL type names it.
 */
const graphqlFieldError = (error: FieldError | InputFieldError, language: Language) => ({
  loc:
    'loc' in error
      ? error.loc
      : ['body', ...error.field.map((part) => (typeof part === 'string' ? toGraphQLName(part) : part))],
  msg: wordIn(error.msg, language),
  type: error.type,
});

/**
 * A message GraphQL itself words (in English): ours among them are Arabic sentences with a translation, whole (the
 * query limits, the schema to guests) or after `; ` (what a scalar such as Decimal refused a value with).
 */
function wordGraphQLMessage(message: string, language: Language): string {
  const at = message.lastIndexOf('; ');
  return at < 0 ? wordIn(message, language) : message.slice(0, at + 2) + wordIn(message.slice(at + 2), language);
}

/** GraphQL errors: the same message as REST in the request's language (`Accept-Language`), with `extensions.code`. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = (error as { originalError?: unknown })?.originalError;
  const appError = toAppError(original);
  const language = requestLanguage();
  if (appError) {
    if (appError.code === 'SERVICE_UNAVAILABLE' && original !== appError)
      logger.warn({ err: original, path: formatted.path }, 'Service unreachable');
    return {
      message: appError.messageIn(language),
      path: formatted.path,
      extensions: {
        code: ERROR_CODES[appError.code].graphql,
        ...(appError.reason ? { reason: appError.reason } : {}),
        ...(appError.fieldErrors
          ? { fieldErrors: appError.fieldErrors.map((fieldError) => graphqlFieldError(fieldError, language)) }
          : {}),
        ...Object.fromEntries(
          Object.entries(appError.details ?? {}).map(([key, value]) => [
            key.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase()),
            value,
          ]),
        ),
      },
    };
  }
  // A limit refused in validation keeps its own code (QUERY_TOO_DEEP…), not Apollo's GRAPHQL_VALIDATION_FAILED.
  const code = (original instanceof GraphQLError && original.extensions.code) || formatted.extensions?.code;
  if (code && code !== 'INTERNAL_SERVER_ERROR') {
    // Raised by GraphQL itself (syntax, unknown field, bad variables, limits): the caller's mistake.
    return {
      message: wordGraphQLMessage(formatted.message, language),
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code },
    };
  }
  logger.error({ err: original ?? error, path: formatted.path }, 'Unexpected GraphQL error');
  return {
    message: GENERIC_ERROR_MESSAGE[language],
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
