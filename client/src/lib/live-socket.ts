import type { ApolloLink } from '@apollo/client';

/** Where the socket for live updates stands: the pages poll while it is not `open`. */
export type LiveConnection = 'idle' | 'connecting' | 'open' | 'closed';

/** The socket's state as an external store (React's useSyncExternalStore), shared by every page. */
export type LiveSocket = {
  /** The link that carries subscriptions over the socket, loaded (with graphql-ws) on the first call. */
  link(): Promise<ApolloLink>;
  state(): LiveConnection;
  subscribe(listener: () => void): () => void;
  /** Opens the socket again (a new access token, another user). */
  restart(): void;
};

/** The WebSocket address of the GraphQL path on the page's own host (`/graphql` → `wss://host/graphql`). */
export function webSocketUrl(uri: string, base = window.location.href) {
  const url = new URL(uri, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * One socket for the subscriptions of the whole app (see live-link.ts), opened with the first subscription.
 * A socket that closed stays `closed` while it retries, so the pages keep polling until it is open again.
 */
export function createLiveSocket(url: string): LiveSocket {
  const listeners = new Set<() => void>();
  let state: LiveConnection = 'idle';
  const report = (reported: LiveConnection) => {
    const next = reported === 'connecting' && state === 'closed' ? 'closed' : reported;
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  let opened: ReturnType<typeof open> | null = null;
  const open = () => import('./live-link').then(({ openLiveLink }) => openLiveLink(url, report));
  return {
    link: () => (opened ??= open()).then(({ link }) => link),
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    restart: () => {
      if (state !== 'idle') void opened?.then(({ terminate }) => terminate());
    },
  };
}
