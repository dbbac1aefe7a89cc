import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { from, switchMap } from 'rxjs';
import { createCache } from './apollo-cache';
import { accessToken, getSession, refreshSession, signOut, subscribeSession } from './session';

/** Sends the access token with every operation, renewed first when it is about to expire. */
const authLink = new SetContextLink(async ({ headers }) => {
  const token = await accessToken();
  return { headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } };
});

const setupListeners = new Set<() => void>();

/** Calls the listener when the server closes the back office until this user sets up two-step verification. */
export function onTwoFactorSetupRequired(listener: () => void) {
  setupListeners.add(listener);
  return () => void setupListeners.delete(listener);
}

const twoFactorLink = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'TWO_FACTOR_SETUP_REQUIRED'))
    setupListeners.forEach((listener) => listener());
});

const isUnauthenticated = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');

/**
 * An operation refused as UNAUTHENTICATED is tried once more with a renewed token; if the
 * session cannot be renewed it is cleared and the app sends the user to /login.
 */
const sessionLink = new ErrorLink(({ error, operation, forward }) => {
  const sentToken = Boolean((operation.getContext().headers as Record<string, string> | undefined)?.Authorization);
  if (!sentToken || !isUnauthenticated(error) || operation.getContext().retriedAfterRefresh) return;
  operation.setContext({ retriedAfterRefresh: true });
  return from(refreshSession()).pipe(
    switchMap((session) => {
      if (!session) signOut('expired');
      return forward(operation);
    }),
  );
});

export function createApolloClient(uri = '/graphql') {
  const client = new ApolloClient({
    link: ApolloLink.from([twoFactorLink, sessionLink, authLink, new HttpLink({ uri })]),
    cache: createCache(),
  });
  forgetDataOfPreviousUser(client);
  return client;
}

/** What one account fetched (its orders, its profile) is dropped when it signs out, before anyone else signs in. */
function forgetDataOfPreviousUser(client: ApolloClient) {
  let userId = getSession()?.user.id ?? null;
  subscribeSession(() => {
    const next = getSession()?.user.id ?? null;
    if (next === userId) return;
    if (userId !== null) void client.clearStore();
    userId = next;
  });
}
