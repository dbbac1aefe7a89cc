import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicSweep } from '../periodic-sweep.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { IdempotencyService } from './idempotency.service.js';

/**
 * Every replica deletes expired idempotency records hourly (a delete by age is safe on several at once); an
 * expired record met before the sweep is replaced on use (IdempotencyService.begin).
 */
@Injectable()
export class IdempotencySweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(IdempotencySweep.name);
  private readonly sweep = new PeriodicSweep({
    everyMs: 3_600_000,
    run: async () => {
      const deleted = await this.idempotency.sweep();
      if (deleted) this.logger.log(`Idempotency sweep: ${deleted} expired key(s) deleted`);
    },
    logger: this.logger,
    failure: 'Idempotency sweep failed',
  });

  constructor(
    private readonly idempotency: IdempotencyService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    this.sweep.start(this.config);
  }

  onApplicationShutdown() {
    return this.sweep.stop();
  }
}
