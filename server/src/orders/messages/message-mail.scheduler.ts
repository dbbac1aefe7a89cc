import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { MessageMailService } from './message-mail.service.js';

const SWEEP_MS = 60_000;

/**
 * Every replica sweeps each minute (tests call `MessageMailService.sweep` themselves); the service makes
 * concurrent sweeps safe, so no replica needs to be the leader.
 */
@Injectable()
export class MessageMailScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MessageMailScheduler.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly mails: MessageMailService,
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
      const { client, office } = await this.mails.sweep();
      if (client.length || office.length)
        this.logger.log(`Message mail sweep: ${client.length} client thread(s), ${office.length} office thread(s)`);
    } catch (error) {
      this.logger.error({ err: error }, 'Message mail sweep failed');
    }
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
  }
}
