import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicSweep } from '../../common/periodic-sweep.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { MessageMailService } from './message-mail.service.js';

/**
 * Every replica sweeps each minute (tests call `MessageMailService.sweep` themselves); the service makes
 * concurrent sweeps safe, so no replica needs to be the leader.
 */
@Injectable()
export class MessageMailScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MessageMailScheduler.name);
  private readonly sweep = new PeriodicSweep({
    everyMs: 60_000,
    run: async () => {
      const { client, office } = await this.mails.sweep();
      if (client.length || office.length)
        this.logger.log(`Message mail sweep: ${client.length} client thread(s), ${office.length} office thread(s)`);
    },
    logger: this.logger,
    failure: 'Message mail sweep failed',
  });

  constructor(
    private readonly mails: MessageMailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    this.sweep.start(this.config);
  }

  onApplicationShutdown() {
    return this.sweep.stop();
  }
}
