import { createClient, type Client } from 'graphql-ws';
import { accessToken } from './session';

/** Where the socket for live updates stands: the pages poll while it is not `open`. */
export type LiveConnection = 'idle' | 'connecting' | 'open' | 'closed';

const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** The socket's state as an external store (React's useSyncExternalStore), shared by every page. */
export type LiveSocket = {
  client: Client;
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
 * One graphql-ws socket for the subscriptions of the whole app: opened with the first subscription, signed in
 * with the access token (renewed first when it is about to expire), and reopened after a loss, waiting longer
 * each time (up to 30 s). The server closes it at once without a token (anonymous visitors).
 */
export function createLiveSocket(url: string): LiveSocket {
  const listeners = new Set<() => void>();
  let state: LiveConnection = 'idle';
  const set = (next: LiveConnection) => {
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  const client = createClient({
    url,
    lazy: true,
    connectionParams: async () => {
      const token = await accessToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) =>
      new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** retries))),
    on: {
      connecting: () => set(state === 'closed' ? 'closed' : 'connecting'),
      connected: () => set('open'),
      closed: () => set('closed'),
      error: () => set('closed'),
    },
  });
  return {
    client,
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    restart: () => {
      if (state !== 'idle') client.terminate();
    },
  };
}
