import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';

/**
 * Work that must not delay the answer, for instance because its duration would tell the caller
 * something (whether an address has an account). It starts once the current request has been
 * answered; a failure is logged, never shown to the caller. Shutdown waits for what has started.
 */
@Injectable()
export class BackgroundTasks implements BeforeApplicationShutdown {
  private readonly logger = new Logger(BackgroundTasks.name);
  private readonly pending = new Set<Promise<void>>();

  run(name: string, work: () => Promise<unknown>) {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => this.logger.error({ err: error }, `${name} failed`),
      )
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves once every task started so far, and any they started, has finished. */
  async settled() {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  beforeApplicationShutdown() {
    return this.settled();
  }
}
