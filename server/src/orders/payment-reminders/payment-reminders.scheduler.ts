import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicSweep } from '../../common/periodic-sweep.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { PaymentRemindersService } from './payment-reminders.service.js';

/**
 * Every replica sweeps hourly (tests call `PaymentRemindersService.sweep` themselves); the service makes
 * concurrent sweeps safe, so no replica needs to be the leader.
 */
@Injectable()
export class PaymentRemindersScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PaymentRemindersScheduler.name);
  private readonly sweep = new PeriodicSweep({
    everyMs: 3_600_000,
    run: async () => {
      const { reminded, cancelled } = await this.reminders.sweep();
      if (reminded.length || cancelled.length)
        this.logger.log(`Payment sweep: ${reminded.length} reminder(s), ${cancelled.length} order(s) cancelled unpaid`);
    },
    logger: this.logger,
    failure: 'Payment reminder sweep failed',
  });

  constructor(
    private readonly reminders: PaymentRemindersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    this.sweep.start(this.config);
  }

  onApplicationShutdown() {
    return this.sweep.stop();
  }
}
