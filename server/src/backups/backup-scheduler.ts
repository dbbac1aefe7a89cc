import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicSweep } from '../common/periodic-sweep.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { BackupsService } from './backups.service.js';

const SWEEP_MS = 3_600_000;

/**
 * Asks every minute whether the settings' schedule has a slot due (tests call `runSchedule` themselves),
 * and at start-up then hourly marks failed the backups a stopped process left running.
 */
@Injectable()
export class BackupScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(BackupScheduler.name);
  private readonly schedule = new PeriodicSweep({
    everyMs: 60_000,
    run: async () => {
      const made = await this.backups.runSchedule();
      if (made) this.logger.log(`Scheduled backup ${made.fileName}: ${made.status}`);
    },
    logger: this.logger,
    failure: 'Scheduled backup failed',
  });
  /** Its own timer, not a PeriodicSweep: the abandoned-backup sweep also runs once at start-up, under tests too. */
  private abandonedSweep?: NodeJS.Timeout;

  constructor(
    private readonly backups: BackupsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap() {
    // Also under tests: a restart on the same database is how they see a crashed backup marked failed.
    await this.sweep();
    this.schedule.start(this.config);
    if (this.config.env === 'test') return;
    this.abandonedSweep = setInterval(() => void this.sweep(), SWEEP_MS);
    this.abandonedSweep.unref();
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
    clearInterval(this.abandonedSweep);
    await this.schedule.stop();
  }
}
