import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { currentLiveSocket } from './apollo';
import type { LiveConnection, LiveSocket } from './live-socket';

/** How often a page reads its order again while live updates cannot reach it. */
export const LIVE_FALLBACK_POLL_MS = 5000;
/** How long after a refused or failed subscription it is tried again. */
const RESUBSCRIBE_AFTER_MS = 15_000;

/** What the page's query offers for the fallback (Apollo's useQuery result). */
export type PollableQuery = { startPolling(intervalMs: number): void; stopPolling(): void };

type Options<TData> = {
  /** Called with each change (after the cache took the order it carries), e.g. to read a list the order does not hold. */
  onChange?: (data: TData) => void;
  pollIntervalMs?: number;
  /** The socket (the app's one by default). */
  socket?: LiveSocket | null;
};

const noSocket = { subscribe: () => () => undefined, state: (): LiveConnection => 'closed' };

/**
 * Keeps an open order up to date: subscribes to its changes (`orderChanged`, a document declared beside the page
 * that selects the order's fields the page shows, so each change updates the cached order in place), and while
 * the socket is not open (it cannot connect, or it closed) or the subscription failed, polls the page's query
 * instead until it is live again. Answers whether the page is live.
 */
export function useOrderLive<TData>(
  subscription: TypedDocumentNode<TData, { orderId: number }>,
  orderId: number | null,
  query: PollableQuery,
  { onChange, pollIntervalMs = LIVE_FALLBACK_POLL_MS, socket = currentLiveSocket() }: Options<TData> = {},
) {
  const store = socket ?? noSocket;
  const connection = useSyncExternalStore(store.subscribe, store.state);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const { error, restart } = useSubscription(subscription, {
    variables: { orderId: orderId ?? 0 },
    skip: orderId === null || !socket,
    onData: ({ data }) => {
      if (data.data) changed.current?.(data.data);
    },
  });
  const live = socket !== null && orderId !== null && connection === 'open' && !error;

  // The fallback: the page's own query, read again every few seconds until the socket is back.
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (orderId === null || live) return;
    startPolling(pollIntervalMs);
    return () => stopPolling();
  }, [orderId, live, startPolling, stopPolling, pollIntervalMs]);

  // A refused subscription (an access token that expired on the open socket) is tried again, on a socket
  // signed in anew when the token was the reason.
  useEffect(() => {
    if (!error || !socket) return;
    const timer = setTimeout(() => {
      const unauthenticated =
        CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
      if (unauthenticated) socket.restart();
      restart();
    }, RESUBSCRIBE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [error, socket, restart]);

  return { live };
}
