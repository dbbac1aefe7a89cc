import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { BackupsService } from './backups.service.js';

const CHECK_MS = 60_000;
const SWEEP_MS = 3_600_000;

/**
 * Asks every minute whether the settings' schedule has a slot due (tests call `runSchedule` themselves),
 * and at start-up then hourly marks failed the backups a stopped process left running.
 */
@Injectable()
export class BackupScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(BackupScheduler.name);
  private timers: NodeJS.Timeout[] = [];
  private running?: Promise<void>;

  constructor(
    private readonly backups: BackupsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap() {
    // Also under tests: a restart on the same database is how they see a crashed backup marked failed.
    await this.sweep();
    if (this.config.env === 'test') return;
    const schedule = setInterval(() => {
      if (this.running) return;
      this.running = this.backups.tick().finally(() => (this.running = undefined));
    }, CHECK_MS);
    const sweep = setInterval(() => void this.sweep(), SWEEP_MS);
    this.timers = [schedule, sweep];
    for (const timer of this.timers) timer.unref();
  }

  private async sweep() {
    try {
      const failed = await this.backups.failAbandoned();
      if (failed > 0) this.logger.warn(`Marked ${failed} abandoned backup(s) failed`);
    } catch (error) {
      this.logger.error({ err: error }, 'Could not sweep abandoned backups');
    }
  }

  async onApplicationShutdown() {
    for (const timer of this.timers) clearInterval(timer);
    await this.running;
  }
}
