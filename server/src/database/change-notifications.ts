import { Logger } from '@nestjs/common';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * A channel listened to (PostgreSQL LISTEN). `live` is false while notifications could be missed (the
 * listening connection is down): whoever caches on the strength of them must read the database meanwhile.
 */
export type ChannelListening = { readonly live: boolean; stop(): Promise<void> };

/** Called on every NOTIFY of the channel, and whenever notifications may have been missed (connection lost or back). */
export type ChangeListener = () => void;

const RECONNECT_DELAY_MS = 1000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/** PGlite runs inside this process: its notifications arrive with the statement that sent them and cannot be missed. */
export async function listenOnPGlite(pglite: PGlite, channel: string, onChange: ChangeListener): Promise<ChannelListening> {
  const unlisten = await pglite.listen(channel, onChange);
  return { live: true, stop: () => unlisten() };
}

/**
 * A connection of its own (a pooled one may be handed to a transaction and would not deliver while busy)
 * that LISTENs, and reconnects after a loss, reporting the gap as a change since NOTIFYs sent
 * meanwhile are lost.
 */
export async function listenOnPostgres(connectionString: string, channel: string, onChange: ChangeListener): Promise<ChannelListening> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  const logger = new Logger('ChangeNotifications');
  let client: pg.Client | undefined;
  let live = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lose = (lost: pg.Client, error?: Error) => {
    if (client !== lost) return; // the error and the end of one connection
    client = undefined;
    live = false;
    onChange();
    lost.end().catch(() => undefined);
    if (stopped) return;
    logger.warn(`Listening on ${channel} was interrupted (${error?.message ?? 'connection ended'}); reconnecting`);
    retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: `listen:${channel}` });
    client = next;
    next.on('notification', (message) => message.channel === channel && onChange());
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (client !== next || stopped) return;
      live = true;
      onChange();
    } catch (error) {
      lose(next, error as Error);
    }
  };

  await connect();
  return {
    get live() {
      return live;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      live = false;
      await current?.end().catch(() => undefined);
    },
  };
}
