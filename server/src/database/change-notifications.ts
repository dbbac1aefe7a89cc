import { Logger } from '@nestjs/common';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Told of what happens on one channel (PostgreSQL LISTEN). */
export type ChannelSubscriber = {
  /** A NOTIFY on the channel, with its payload ('' when none). */
  notified(payload: string): void;
  /** Notifications may have been missed: the listening connection was lost, or is back after a loss. */
  missed(): void;
};

/**
 * One subscriber's hold on a channel. `live` is false while notifications could be missed (the channel is
 * not listened to yet, or the connection is down): whoever caches on the strength of them must read the
 * database meanwhile.
 */
export type ChannelSubscription = { readonly live: boolean };

/** Every channel this process listens to, on one listener: one connection on PostgreSQL. */
export interface ChangeNotifications {
  /** Listens to every channel subscribed so far; later subscriptions listen as they come. */
  start(): Promise<void>;
  subscribe(channel: string, subscriber: ChannelSubscriber): ChannelSubscription;
  stop(): Promise<void>;
}

const RECONNECT_DELAY_MS = 1000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'legal-office:listen';

/** The subscribers of each channel, and which channels the listener has confirmed it listens to. */
class Channels {
  private readonly subscribers = new Map<string, Set<ChannelSubscriber>>();
  readonly listened = new Set<string>();

  add(channel: string, subscriber: ChannelSubscriber): boolean {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    const known = this.subscribers.get(channel);
    if (known) known.add(subscriber);
    else this.subscribers.set(channel, new Set([subscriber]));
    return known === undefined;
  }

  names() {
    return [...this.subscribers.keys()];
  }

  notify(channel: string, payload: string) {
    this.subscribers.get(channel)?.forEach((subscriber) => subscriber.notified(payload));
  }

  missedEverywhere() {
    this.subscribers.forEach((subscribers) => subscribers.forEach((subscriber) => subscriber.missed()));
  }
}

/** PGlite runs inside this process: its notifications arrive with the statement that sent them and cannot be missed. */
export function pgliteNotifications(pglite: PGlite): ChangeNotifications {
  const channels = new Channels();
  const unlistens: (() => Promise<void>)[] = [];
  let started = false;
  const listen = async (channel: string) => {
    unlistens.push(await pglite.listen(channel, (payload) => channels.notify(channel, payload)));
    channels.listened.add(channel);
  };
  return {
    async start() {
      started = true;
      for (const channel of channels.names()) await listen(channel);
    },
    subscribe(channel, subscriber) {
      if (channels.add(channel, subscriber) && started)
        listen(channel).catch((error: Error) =>
          new Logger('ChangeNotifications').error(`LISTEN ${channel} failed: ${error.message}`),
        );
      return {
        get live() {
          return channels.listened.has(channel);
        },
      };
    },
    async stop() {
      started = false;
      channels.listened.clear();
      for (const unlisten of unlistens.splice(0)) await unlisten();
    },
  };
}

/**
 * One connection of its own (a pooled one may be handed to a transaction and would not deliver while busy)
 * that LISTENs to every channel, and reconnects after a loss, telling every subscriber of the gap since
 * NOTIFYs sent meanwhile are lost.
 */
export function postgresNotifications(connectionString: string): ChangeNotifications {
  const logger = new Logger('ChangeNotifications');
  const channels = new Channels();
  let client: pg.Client | undefined;
  let connected = false;
  let stopped = true;
  let retry: NodeJS.Timeout | undefined;

  const lose = (lost: pg.Client, error?: Error) => {
    if (client !== lost) return; // the error and the end of one connection
    client = undefined;
    connected = false;
    channels.listened.clear();
    channels.missedEverywhere();
    lost.end().catch(() => undefined);
    if (stopped) return;
    logger.warn(`Listening for changes was interrupted (${error?.message ?? 'connection ended'}); reconnecting`);
    retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
  };

  const listen = async (on: pg.Client, names: string[]) => {
    if (names.length === 0) return;
    await on.query(names.map((channel) => `LISTEN ${channel};`).join(' '));
    if (client === on) names.forEach((channel) => channels.listened.add(channel));
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    client = next;
    next.on('notification', (message) => channels.notify(message.channel, message.payload ?? ''));
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next));
    try {
      await next.connect();
      if (client !== next || stopped) return;
      // From here a new subscription listens on its own; those known now listen in one statement.
      connected = true;
      await listen(next, channels.names());
      channels.missedEverywhere();
    } catch (error) {
      lose(next, error as Error);
    }
  };

  return {
    async start() {
      stopped = false;
      await connect();
    },
    subscribe(channel, subscriber) {
      const current = client;
      if (channels.add(channel, subscriber) && connected && current)
        listen(current, [channel]).catch((error: Error) => lose(current, error));
      return {
        get live() {
          return connected && channels.listened.has(channel);
        },
      };
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      connected = false;
      channels.listened.clear();
      await current?.end().catch(() => undefined);
    },
  };
}
