import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { PaymentRemindersService } from './payment-reminders.service.js';

const SWEEP_MS = 3_600_000;

/**
 * Every replica sweeps hourly (tests call `PaymentRemindersService.sweep` themselves); the service makes
 * concurrent sweeps safe, so no replica needs to be the leader.
 */
@Injectable()
export class PaymentRemindersScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PaymentRemindersScheduler.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly reminders: PaymentRemindersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    if (this.config.env === 'test') return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.sweep().finally(() => (this.running = undefined));
    }, SWEEP_MS);
    this.timer.unref();
  }

  private async sweep() {
    try {
      const { reminded, cancelled } = await this.reminders.sweep();
      if (reminded.length || cancelled.length)
        this.logger.log(`Payment sweep: ${reminded.length} reminder(s), ${cancelled.length} order(s) cancelled unpaid`);
    } catch (error) {
      this.logger.error({ err: error }, 'Payment reminder sweep failed');
    }
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
  }
}
