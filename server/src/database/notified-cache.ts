import type { ChannelListening } from './change-notifications.js';
import type { DatabaseConnection } from './database-connection.js';

/**
 * Values computed from the database, kept until a NOTIFY on `channel` says their rows changed (sent by a
 * trigger when the change commits, to every instance on the database). While the listening connection
 * is down nothing is kept (every read computes), and everything is dropped when it comes back, so a
 * notification missed meanwhile cannot leave a stale value behind.
 */
export class NotifiedCache<V> {
  private readonly values = new Map<string, Promise<V>>();
  private listening?: ChannelListening;

  constructor(
    private readonly connection: DatabaseConnection,
    private readonly channel: string,
    private readonly onNotified: () => void = () => undefined,
  ) {}

  async start() {
    this.listening = await this.connection.listen(this.channel, () => {
      this.clear();
      this.onNotified();
    });
  }

  async stop() {
    await this.listening?.stop();
  }

  get live() {
    return this.listening?.live ?? false;
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

  clear() {
    this.values.clear();
  }
}
