import type { ChannelSubscriber, ChannelSubscription } from './change-notifications.js';

const ECHO_WAIT_MS = 1000;

/**
 * Values computed from the database, kept until a NOTIFY on `channel` says their rows changed (sent by a
 * trigger when the change commits, to every instance on the database). While the listening connection
 * is down nothing is kept (every read computes), and everything is dropped when it comes back, so a
 * notification missed meanwhile cannot leave a stale value behind.
 *
 * Delivery is asynchronous: about a millisecond after the commit, tens of milliseconds on an overloaded
 * machine. So a write made through `change` answers only once this instance has heard its own
 * notification (at most ECHO_WAIT_MS): PostgreSQL signals every listener in the same step at commit, so
 * by then the other instances have usually been told too.
 *
 * Made by the cache service (CacheService.notified), which listens for every cache on one connection.
 */
export class NotifiedCache<V> {
  private readonly values = new Map<string, Promise<V>>();
  private readonly awaitingEcho = new Set<() => void>();
  private readonly clearedListeners: (() => void)[] = [];
  private readonly subscription: ChannelSubscription;

  constructor(subscribe: (subscriber: ChannelSubscriber) => ChannelSubscription) {
    this.subscription = subscribe({
      notified: () => {
        this.clear();
        this.awaitingEcho.forEach((echoed) => echoed());
      },
      missed: () => this.clear(),
    });
  }

  get live() {
    return this.subscription.live;
  }

  /** How many values are kept. */
  get size() {
    return this.values.size;
  }

  /** `listener` is told whenever the values are dropped, for what is derived from them and kept elsewhere. */
  whenCleared(listener: () => void) {
    this.clearedListeners.push(listener);
  }

  get(key: string, compute: () => Promise<V>): Promise<V> {
    if (!this.live) return compute();
    const cached = this.values.get(key);
    if (cached) return cached;
    // Kept as a promise, so concurrent first reads share one query; a change that arrives while it runs
    // removes it from the map, and the next read computes again.
    const computing = compute();
    this.values.set(key, computing);
    computing.catch(() => this.values.get(key) === computing && this.values.delete(key));
    return computing;
  }

  /**
   * Runs a write to the cached rows and answers once its change has been announced (see above).
   * `wrote` tells from the result whether anything was written: nothing is announced otherwise.
   */
  async change<T>(write: () => Promise<T>, wrote: (result: T) => boolean = () => true): Promise<T> {
    let echoed!: () => void;
    const echo = new Promise<void>((resolve) => (echoed = resolve));
    this.awaitingEcho.add(echoed);
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await write();
      this.clear();
      if (this.live && wrote(result))
        await Promise.race([echo, new Promise((resolve) => (timer = setTimeout(resolve, ECHO_WAIT_MS)))]);
      return result;
    } finally {
      clearTimeout(timer);
      this.awaitingEcho.delete(echoed);
    }
  }

  private clear() {
    this.values.clear();
    this.clearedListeners.forEach((cleared) => cleared());
  }
}
