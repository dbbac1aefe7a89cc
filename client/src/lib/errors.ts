import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { languageState } from './i18n';
import { TransferError } from './transfer-error';

/**
 * The feature's own code of a refusal: GraphQL `extensions.reason`, REST `code` (`EMAIL_TAKEN`), if the
 * server named one.
 */
export function errorReason(error: unknown): string | undefined {
  if (error instanceof TransferError) return error.code ?? undefined;
  const reason = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.reason : undefined;
  return typeof reason === 'string' ? reason : undefined;
}

/**
 * What to tell the user about a failed operation, in the interface language: the catalogue's message for the
 * server's code (`errors.<CODE>`), else the server's own text (worded in the language the client asked for), else
 * the screen's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const reason = errorReason(error);
  const { messages, intl } = languageState();
  if (reason && `errors.${reason}` in messages) return intl.formatMessage({ id: `errors.${reason}` });
  if (error instanceof TransferError) return error.detail ?? fallback;
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return error.errors[0].message;
  return fallback;
}

/** The GraphQL code of the first error (UNAUTHENTICATED, TOO_MANY_REQUESTS, …), if the server answered. */
export function errorCode(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.extensions?.code as string | undefined) : undefined;
}

/** True when the server was never reached (no answer at all). */
export const isNetworkError = (error: unknown) =>
  !CombinedGraphQLErrors.is(error) && error instanceof Error && /fetch|network/i.test(`${error.name} ${error.message}`);

/**
 * An outage rather than a refusal: the server answered SERVICE_UNAVAILABLE (its database or bucket is
 * unreachable), a gateway answered 502–504, or nothing answered. The session is kept; screens offer a retry.
 */
export function isServiceUnavailable(error: unknown): boolean {
  if (errorCode(error) === 'SERVICE_UNAVAILABLE') return true;
  if (ServerError.is(error)) return error.statusCode >= 502 && error.statusCode <= 504;
  return isNetworkError(error);
}
