import type { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';

export type PeriodicSweepJob = {
  /** Time from one start of the sweep to the next. */
  everyMs: number;
  /** One run; it logs what it did itself. */
  run: () => Promise<void>;
  /** Where a failed run is logged, and with what line. */
  logger: Logger;
  failure: string;
};

/**
 * Runs a job every `everyMs` on every replica: for sweeps whose service makes runs on several replicas at once
 * safe, so no replica needs to be the leader.
 * - Not started when the config's env is 'test': tests call the service's sweep themselves, when they choose.
 * - A run never overlaps the previous one on this replica: a period that finds one still running is skipped,
 *   so a slow sweep does not pile up behind itself.
 * - A failed run is logged and the next period tries again: a failure never ends the timer or escapes as an
 *   unhandled rejection.
 * - The timer does not keep the process alive, and `stop` waits for the run in progress, so shutdown does not
 *   close the database under it.
 */
export class PeriodicSweep {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(private readonly job: PeriodicSweepJob) {}

  start(config: Pick<AppConfig, 'env'>) {
    if (config.env === 'test') return;
    this.timer = setInterval(() => this.tick(), this.job.everyMs);
    this.timer.unref();
  }

  /** What each period does: one run, unless the previous one is still running. */
  private tick() {
    if (this.running) return;
    this.running = this.runLogged().finally(() => (this.running = undefined));
  }

  /**
   * One run now, between the periodic ones, for a job woken by an event (a NOTIFY): skipped while one is running
   * (that run, or the next period, picks the work up) and before `start`, so tests still drive the job themselves.
   */
  runNow() {
    if (this.timer) this.tick();
  }

  async stop() {
    clearInterval(this.timer);
    await this.running;
  }

  private async runLogged() {
    try {
      await this.job.run();
    } catch (error) {
      this.job.logger.error({ err: error }, this.job.failure);
    }
  }
}
