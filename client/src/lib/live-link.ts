import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { currentLanguage } from './i18n';
import { accessToken } from './session';
import type { LiveConnection } from './live-socket';

const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * The graphql-ws socket and the Apollo link over it, loaded with the first subscription so that public pages
 * (which never subscribe) do not carry graphql-ws. Opened at once, signed in with the access token (renewed
 * first when it is about to expire), and reopened after a loss, waiting longer each time (up to 30 s). The
 * server closes it at once without a token (anonymous visitors).
 */
export function openLiveLink(url: string, report: (state: LiveConnection) => void) {
  const client = createClient({
    url,
    lazy: true,
    connectionParams: async () => {
      const token = await accessToken();
      // A browser cannot set a socket's headers: the language its errors are worded in travels here.
      return { 'accept-language': currentLanguage(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    },
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) =>
      new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** retries))),
    on: {
      connecting: () => report('connecting'),
      connected: () => report('open'),
      closed: () => report('closed'),
      error: () => report('closed'),
    },
  });
  return { link: new GraphQLWsLink(client), terminate: () => client.terminate() };
}
