import { CombinedGraphQLErrors } from '@apollo/client';

/** The server's Arabic message for a failed operation, or the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return error.errors[0].message;
  return fallback;
}
