import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { PrismaService } from '../database/prisma.service.js';
import type { MailOutbox } from '../generated/prisma/client.js';
import { fileTransport, smtpTransport, type MailTransport } from './mail-transport.js';

const POLL_MS = 5_000;
const BATCH = 20;
const MAX_ATTEMPTS = 10;
/** While one instance sends a mail, others leave it alone for this long. */
const CLAIM_SECONDS = 300;

/** Back-off after a failed attempt: 30 s, 1 min, 2 min, ... at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/** Delivers the outbox: claims due mails (safe with several instances), sends, and retries with back-off. */
@Injectable()
export class MailSenderService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailSenderService.name);
  private readonly transport: MailTransport;
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(path.join(config.dataDir, 'mail'));
  }

  onApplicationBootstrap() {
    if (this.config.env === 'test') return; // tests call deliverDue() themselves
    this.timer = setInterval(() => void this.tick(), POLL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
  }

  private async tick() {
    if (this.running) return;
    this.running = this.deliverDue().catch((error) => {
      this.logger.error({ err: error }, 'Mail delivery round failed');
      return 0;
    });
    await this.running;
    this.running = undefined;
  }

  /** Sends every due mail once; returns how many were sent. */
  async deliverDue(): Promise<number> {
    const due = await this.prisma.$queryRaw<MailOutbox[]>`
      UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS})
      WHERE id IN (
        SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now()
        ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
      )
      RETURNING id, kind, to_address AS "toAddress", reply_to AS "replyTo", subject, text, html, attempts`;
    let sent = 0;
    for (const mail of due) {
      try {
        await this.transport.send({
          id: mail.id,
          kind: mail.kind,
          from: this.config.mailFrom,
          to: mail.toAddress,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await this.prisma.mailOutbox.update({
          where: { id: mail.id },
          data: { status: 'sent', sentAt: new Date(), attempts: { increment: 1 }, lastError: null },
        });
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        this.logger.warn({ mailId: mail.id, attempts, err: message }, 'Mail delivery failed');
        await this.prisma.mailOutbox.update({
          where: { id: mail.id },
          data: {
            attempts,
            lastError: message.slice(0, 1000),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          },
        });
      }
    }
    return sent;
  }
}
