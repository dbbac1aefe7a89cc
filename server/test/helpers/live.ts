import type { FormattedExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { OrderLiveService } from '../../src/orders/live/order-live.service.js';
import type { TestApp } from './test-app.js';
import { waitFor } from './wait-for.js';

/** The live-update bar: a change is on a subscriber's screen within 2 s, whichever instance made it. */
export const LIVE_WITHIN_MS = 2000;

/**
 * A graphql-ws socket to an app listening on a port, signed in with `token` (none: anonymous), asking for its
 * errors in `language` as a browser does (`connectionParams['accept-language']`).
 */
export function liveSocket(url: string, token?: string, { language }: { language?: string } = {}) {
  const closed: { code: number; reason: string }[] = [];
  const client: Client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    retryAttempts: 0,
    on: { closed: (event) => closed.push(event as { code: number; reason: string }) },
  });
  return {
    client,
    closed,
    dispose: async () => {
      await client.dispose();
    },
  };
}

export type LiveSubscription<T> = {
  /** The next result, failing when none comes within `timeoutMs`. */
  next(timeoutMs?: number): Promise<FormattedExecutionResult<T, unknown>>;
  /** Ends the subscription. */
  stop(): Promise<void>;
};

/** Subscribes and waits until the app serves one more subscription, so a change made next is heard. */
export async function subscribe<T = Record<string, unknown>>(
  app: TestApp,
  socket: ReturnType<typeof liveSocket>,
  query: string,
  variables: Record<string, unknown> = {},
  { expectServed = true } = {},
): Promise<LiveSubscription<T>> {
  const live = app.app.get(OrderLiveService);
  const before = live.subscriberCount;
  const results = socket.client.iterate<T>({ query, variables });
  let pending: Promise<IteratorResult<FormattedExecutionResult<T, unknown>>> | undefined;
  const take = () => (pending ??= results.next());
  if (expectServed) await waitFor(async () => live.subscriberCount > before, 10_000);
  return {
    async next(timeoutMs = LIVE_WITHIN_MS) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no live result within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        const result = await Promise.race([take(), timeout]);
        pending = undefined;
        if (result.done) throw new Error('the subscription ended');
        return result.value;
      } finally {
        clearTimeout(timer);
      }
    },
    async stop() {
      await results.return?.();
    },
  };
}
