import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { PrismaService } from '../database/prisma.service.js';
import { PeriodicSweep } from '../common/periodic-sweep.js';
import type { NotificationMessage, Order } from '../generated/prisma/client.js';
import { enqueueMail } from '../mail/mail-outbox.js';
import { SettingsService } from '../settings/settings.service.js';
import { clientChannels } from './choices/client-channels.js';
import { fallbackSubject, type NotificationEvent } from './notification-events.js';
import { internationalPhone } from './phone-number.js';
import type { SendOutcome } from './providers/provider-fields.js';
import { NotificationProvidersService } from './providers/notification-providers.service.js';
import { sendTwilioSms } from './providers/twilio-messages-api.js';
import { sendWhatsappTemplate } from './providers/whatsapp-cloud-api.js';

const SWEEP_MS = 5_000;
const BATCH = 20;
/** While one replica sends a message, the others leave it alone for this long (more than the send timeout). */
const CLAIM_SECONDS = 120;
/** Attempts before a message the provider keeps refusing (down, rate limits) fails and falls back to e-mail. */
export const MAX_ATTEMPTS = 8;
/** Where Twilio reports an SMS's fate (NotificationCallbacksController). */
export const SMS_STATUS_PATH = '/api/v1/notifications/sms/status';

/** Back-off after a failed attempt: 30 s, 1 min, 2 min, … at most an hour. */
export const notificationRetryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

type Failure = Extract<SendOutcome, { ok: false }>;

/**
 * Sends the WhatsApp/SMS outbox: claims due messages with one `UPDATE … FOR UPDATE SKIP LOCKED` (so each goes out
 * once across replicas, as the mail and webhook senders do), sends each through its provider, and then:
 * - accepted: `sent`, with the provider's message id (its callbacks move it on);
 * - the provider is down or limiting: tried again with back-off, up to MAX_ATTEMPTS;
 * - the number cannot be reached on the channel (absent or not international, or the provider says so), the
 *   channel is not configured, or the attempts are spent: `failed` with the reason, and the news goes by e-mail
 *   instead (recorded in `fell_back_to_email_at`) unless the client's e-mail already carried it.
 */
@Injectable()
export class NotificationSenderService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(NotificationSenderService.name);
  private readonly sweep = new PeriodicSweep({
    everyMs: SWEEP_MS,
    run: async () => void (await this.deliverDue()),
    logger: this.logger,
    failure: 'Notification delivery round failed',
  });

  constructor(
    private readonly prisma: PrismaService,
    private readonly providers: NotificationProvidersService,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    this.sweep.start(this.config);
  }

  async onApplicationShutdown() {
    await this.sweep.stop();
  }

  /** One round: every due message once; returns how many were attempted. `now` is the clock of due times. */
  async deliverDue(now = new Date()): Promise<number> {
    const due = await this.prisma.$queryRaw<{ id: number }[]>`
      UPDATE notification_messages SET next_attempt_at = ${new Date(now.getTime() + CLAIM_SECONDS * 1000)}
      WHERE id IN (
        SELECT id FROM notification_messages WHERE status = 'queued' AND next_attempt_at <= ${now}
        ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
      )
      RETURNING id`;
    for (const id of due.map((row) => row.id).sort((a, b) => a - b)) await this.attempt(id, now);
    return due.length;
  }

  private async attempt(id: number, now: Date) {
    const message = await this.prisma.notificationMessage.findUnique({ where: { id }, include: { order: true } });
    if (!message || message.status !== 'queued') return;
    const outcome = await this.send(message);
    const attempts = message.attempts + 1;
    if (outcome.ok) {
      await this.prisma.notificationMessage.update({
        where: { id },
        data: { status: 'sent', attempts, sentAt: now, providerMessageId: outcome.providerMessageId, reason: null },
      });
      return;
    }
    this.logger.warn(
      { notificationId: id, channel: message.channel, attempts, err: outcome.reason },
      'Notification not sent',
    );
    if (outcome.retry && !outcome.unreachable && attempts < MAX_ATTEMPTS) {
      await this.prisma.notificationMessage.update({
        where: { id },
        data: {
          attempts,
          reason: outcome.reason,
          nextAttemptAt: new Date(now.getTime() + notificationRetryDelayMs(attempts)),
        },
      });
      return;
    }
    await this.failAndFallBack(message, { ...outcome, reason: outcome.reason }, attempts, now);
  }

  private async send(message: NotificationMessage): Promise<SendOutcome> {
    const to = internationalPhone(message.toPhone);
    if (!to) return unreachable(`the phone number "${message.toPhone}" is not an international number`);
    const params = message.params as string[];
    if (message.channel === 'whatsapp') {
      const provider = await this.providers.whatsapp();
      if (!provider) return unreachable('WhatsApp is not configured (phone number id and access token)');
      const template = provider.templates[message.event as NotificationEvent];
      if (!template) return unreachable(`no WhatsApp template is named for the event ${message.event}`);
      return sendWhatsappTemplate(this.config.whatsappApiUrl, provider, {
        to,
        template,
        language: message.language,
        params,
      });
    }
    const provider = await this.providers.sms();
    if (!provider) return unreachable('SMS is not configured (account SID, auth token and sender number)');
    return sendTwilioSms(this.config.smsApiUrl, provider, {
      to,
      body: message.text,
      statusCallback: `${this.config.publicUrl}${SMS_STATUS_PATH}`,
    });
  }

  /**
   * The message has failed for good: recorded with its reason, and the news goes by e-mail unless the client's
   * e-mail about the same change already went (e-mail on in settings and in the client's choice).
   */
  async failAndFallBack(
    message: NotificationMessage & { order: Order },
    failure: Pick<Failure, 'reason'>,
    attempts: number,
    now: Date,
  ) {
    const switches = await this.settings.get('notifications');
    await this.prisma.$transaction(async (tx) => {
      const emailed = switches.email_enabled && (await clientChannels(tx, message.userId)).email;
      const { count } = await tx.notificationMessage.updateMany({
        where: { id: message.id, fellBackToEmailAt: null },
        data: {
          status: 'failed',
          attempts,
          failedAt: now,
          reason: emailed ? `${failure.reason}; the client was e-mailed about it already` : failure.reason,
          fellBackToEmailAt: emailed ? null : now,
        },
      });
      if (count === 0 || emailed) return;
      await enqueueMail(tx, {
        kind: `notification_fallback_${message.event}`,
        to: message.order.notifyEmail ?? message.order.email,
        subject: fallbackSubject(message.language, message.order.orderNumber),
        text: message.text,
      });
    });
  }
}

const unreachable = (reason: string): SendOutcome => ({ ok: false, reason, unreachable: true, retry: false });
