import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { OperationTypeNode } from 'graphql';
import { ErrorLink } from '@apollo/client/link/error';
import { from, switchMap } from 'rxjs';
import { createCache } from './apollo-cache';
import { currentLanguage } from './i18n';
import { accessToken, getSession, refreshSession, signOut, subscribeSession } from './session';
import { createLiveSocket, type LiveSocket, webSocketUrl } from './live-socket';

/**
 * Sends the access token with every operation, renewed first when it is about to expire, and the interface
 * language, in which the server words its messages.
 */
const authLink = new SetContextLink(async ({ headers }) => {
  const token = await accessToken();
  return {
    headers: {
      ...headers,
      'Accept-Language': currentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  };
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

/** The app's live-update socket (set by createApolloClient); the pages read its state to poll while it is down. */
let liveSocket: LiveSocket | null = null;

export const currentLiveSocket = () => liveSocket;

/**
 * Queries and mutations over HTTP; subscriptions (live order changes) over one graphql-ws socket at the same
 * path, signed in with the same token.
 */
export function createApolloClient(uri = '/graphql', socket: LiveSocket | null = createDefaultLiveSocket(uri)) {
  liveSocket = socket;
  const http = ApolloLink.from([twoFactorLink, sessionLink, authLink, new HttpLink({ uri })]);
  const client = new ApolloClient({
    link: socket
      ? ApolloLink.split(
          ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
          subscriptionLink(socket),
          http,
        )
      : http,
    cache: createCache(),
  });
  forgetDataOfPreviousUser(client, socket);
  return client;
}

/** Subscriptions wait for the socket's link, which loads graphql-ws with the first of them. */
function subscriptionLink(socket: LiveSocket) {
  return new ApolloLink((operation, forward) =>
    from(socket.link()).pipe(switchMap((link) => link.request(operation, forward))),
  );
}

/** No socket where the browser has no WebSocket (tests under jsdom without one). */
function createDefaultLiveSocket(uri: string) {
  return typeof WebSocket === 'undefined' ? null : createLiveSocket(webSocketUrl(uri));
}

/**
 * What one account fetched (its orders, its profile) is dropped when it signs out, before anyone else signs in;
 * the live socket, signed in as that account, is opened again as the next one.
 */
function forgetDataOfPreviousUser(client: ApolloClient, socket: LiveSocket | null) {
  let userId = getSession()?.user.id ?? null;
  subscribeSession(() => {
    const next = getSession()?.user.id ?? null;
    if (next === userId) return;
    if (userId !== null) void client.clearStore();
    socket?.restart();
    userId = next;
  });
}
