import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { BackupsService } from './backups.service.js';

const CHECK_MS = 60_000;

/** Asks every minute whether the settings' schedule has a slot due (tests call `runSchedule` themselves). */
@Injectable()
export class BackupScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly backups: BackupsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap() {
    if (this.config.env === 'test') return;
    await this.backups.failAbandoned();
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.backups.tick().finally(() => (this.running = undefined));
    }, CHECK_MS);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
  }
}
