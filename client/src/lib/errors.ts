import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

/** The server's Arabic message for a failed operation, or the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return error.errors[0].message;
  return fallback;
}

/** The GraphQL code of the first error (UNAUTHENTICATED, TOO_MANY_REQUESTS, …), if the server answered. */
export function errorCode(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.extensions?.code as string | undefined) : undefined;
}

/**
 * The feature's own code of a refusal (`EMAIL_TAKEN`): GraphQL puts it in `extensions.reason`, REST answers
 * name it `code` beside `detail`.
 */
export function errorReason(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.extensions?.reason as string | undefined;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
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
