import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { StoredAnswers, type StoredAnswerSets } from '../common/graphql/stored-answers.js';
import type { ChangeNotifications, ChannelSubscriber, ChannelSubscription } from './change-notifications.js';
import { NotifiedCache } from './notified-cache.js';
import { PrismaService } from './prisma.service.js';

/** One registered cache as it is now. */
export type CacheReport = {
  name: string;
  /** The NOTIFY channel whose messages drop it (several, separated by a space, for a cache made of several tables). */
  channel: string;
  /** Whether it keeps anything: false while notifications could be missed (every read goes to the database). */
  live: boolean;
  entries: number;
};

type RegisteredCache = { name: string; channel: string; readonly live: boolean; readonly size: number };

/**
 * Every in-memory cache of database rows, and the one listener (one connection per instance on
 * PostgreSQL) that drops them when a NOTIFY says their rows changed. Features register their caches here
 * from their constructors; the listener starts once every module is built and stops with the application.
 * Other uses of NOTIFY (live events) subscribe to channels through the same listener.
 */
@Injectable()
export class CacheService implements OnModuleInit, OnApplicationShutdown, StoredAnswerSets {
  private readonly notifications: ChangeNotifications;
  private readonly caches: RegisteredCache[] = [];
  private readonly answerSets = new Map<string, StoredAnswers>();
  private readonly channelOf = new Map<NotifiedCache<unknown>, string>();

  constructor(prisma: PrismaService) {
    this.notifications = prisma.connection.openNotifications();
  }

  onModuleInit() {
    return this.notifications.start();
  }

  onApplicationShutdown() {
    return this.notifications.stop();
  }

  /**
   * Values kept under `name`, dropped on every NOTIFY on `channel` (see NotifiedCache). A value made of
   * several tables' rows names each of their channels: it is dropped by any of them, and kept only while
   * all of them are listened to.
   */
  notified<V>(name: string, channel: string | readonly string[]): NotifiedCache<V> {
    const channels = typeof channel === 'string' ? [channel] : channel;
    const cache = new NotifiedCache<V>((subscriber) => {
      const subscriptions = channels.map((each) => this.subscribe(each, subscriber));
      return {
        get live() {
          return subscriptions.every((subscription) => subscription.live);
        },
      };
    });
    this.channelOf.set(cache, channels.join(' '));
    this.register({
      name,
      channel: channels.join(' '),
      get live() {
        return cache.live;
      },
      get size() {
        return cache.size;
      },
    });
    return cache;
  }

  /**
   * Whole GraphQL answers of the root fields declared with `source` (StoredAnswerField): kept only while
   * `data` is, and dropped with it.
   */
  storedAnswers(source: string, data: NotifiedCache<unknown>): StoredAnswers {
    const answers = new StoredAnswers(source, () => data.live);
    data.whenCleared(() => answers.clear());
    this.answerSets.set(source, answers);
    this.register({
      name: `graphql-answers:${source}`,
      channel: this.channelOf.get(data)!,
      get live() {
        return data.live;
      },
      get size() {
        return answers.size;
      },
    });
    return answers;
  }

  /** Hears every NOTIFY on `channel` over this instance's one listener. */
  subscribe(channel: string, subscriber: ChannelSubscriber): ChannelSubscription {
    return this.notifications.subscribe(channel, subscriber);
  }

  /** What is cached now, one line per registered cache. */
  report(): CacheReport[] {
    return this.caches.map(({ name, channel, live, size }) => ({ name, channel, live, entries: size }));
  }

  allStoredAnswers(): StoredAnswers[] {
    return [...this.answerSets.values()];
  }

  storedAnswersOf(source: string): StoredAnswers | undefined {
    return this.answerSets.get(source);
  }

  private register(cache: RegisteredCache) {
    if (this.caches.some((known) => known.name === cache.name))
      throw new Error(`A cache named ${cache.name} is already registered`);
    this.caches.push(cache);
  }
}
