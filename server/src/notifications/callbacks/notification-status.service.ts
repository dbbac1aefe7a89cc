import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { PrismaService } from '../../database/prisma.service.js';
import type { NotificationStatus } from '../../generated/prisma/enums.js';
import { NotificationErrors } from '../notification-errors.js';
import { NotificationSenderService, SMS_STATUS_PATH } from '../notification-sender.service.js';
import { NotificationProvidersService } from '../providers/notification-providers.service.js';
import { twilioSignatureValid, whatsappSignatureValid } from './callback-signatures.js';

/** A status moves only forward: a late `delivered` never undoes `read`; `failed` only before delivery. */
const MAY_BECOME: Record<'sent' | 'delivered' | 'read' | 'failed', NotificationStatus[]> = {
  sent: ['queued'],
  delivered: ['queued', 'sent'],
  read: ['queued', 'sent', 'delivered'],
  failed: ['queued', 'sent'],
};
const AT = { sent: 'sentAt', delivered: 'deliveredAt', read: 'readAt' } as const;

/** What Twilio reports, as our statuses (queued/sending/accepted change nothing). */
const TWILIO_STATUS: Record<string, keyof typeof MAY_BECOME | undefined> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  undelivered: 'failed',
  failed: 'failed',
};

type WhatsappStatus = {
  id?: string;
  status?: string;
  timestamp?: string;
  errors?: { code?: number; title?: string; message?: string }[];
};
type WhatsappCallback = { entry?: { changes?: { value?: { statuses?: WhatsappStatus[] } }[] }[] };

/**
 * The providers' status callbacks (issue 26.4): each request's signature is checked first, then the message named by
 * the provider's id moves on. A message the provider finally could not deliver falls back to e-mail, as a send
 * refused at once does.
 */
@Injectable()
export class NotificationStatusService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly providers: NotificationProvidersService,
    private readonly sender: NotificationSenderService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Meta's subscription handshake: the challenge back when the verify token is the office's. */
  async whatsappHandshake(mode: unknown, token: unknown, challenge: unknown): Promise<string> {
    const expected = await this.providers.secret('whatsapp', 'verify_token');
    if (mode !== 'subscribe' || !expected || token !== expected || typeof challenge !== 'string')
      throw NotificationErrors.CALLBACK_VERIFY_TOKEN_INVALID();
    return challenge;
  }

  async whatsappCallback(rawBody: Buffer | undefined, signature: string | undefined) {
    if (!signature) throw NotificationErrors.CALLBACK_SIGNATURE_MISSING();
    const appSecret = await this.providers.secret('whatsapp', 'app_secret');
    if (!appSecret || !rawBody || !whatsappSignatureValid(appSecret, rawBody, signature))
      throw NotificationErrors.CALLBACK_SIGNATURE_INVALID();
    const payload = JSON.parse(rawBody.toString('utf8')) as WhatsappCallback;
    for (const entry of payload.entry ?? [])
      for (const change of entry.changes ?? [])
        for (const status of change.value?.statuses ?? []) {
          const to = status.status as keyof typeof MAY_BECOME;
          if (!status.id || !(to in MAY_BECOME)) continue;
          const at = status.timestamp ? new Date(Number(status.timestamp) * 1000) : new Date();
          const error = status.errors?.[0];
          const reason = error
            ? `WhatsApp reported error ${error.code ?? '?'}: ${error.message ?? error.title ?? 'no explanation'}`
            : 'WhatsApp reported the message failed';
          await this.move(status.id, to, at, reason);
        }
  }

  async smsCallback(rawBody: Buffer | undefined, signature: string | undefined) {
    if (!signature) throw NotificationErrors.CALLBACK_SIGNATURE_MISSING();
    const authToken = await this.providers.secret('sms', 'auth_token');
    const params = Object.fromEntries(new URLSearchParams(rawBody?.toString('utf8') ?? ''));
    // Twilio signs the URL it was given as StatusCallback: ours, as the sender wrote it.
    if (!authToken || !twilioSignatureValid(authToken, `${this.config.publicUrl}${SMS_STATUS_PATH}`, params, signature))
      throw NotificationErrors.CALLBACK_SIGNATURE_INVALID();
    const to = TWILIO_STATUS[params.MessageStatus ?? ''];
    if (!params.MessageSid || !to) return;
    const reason = `Twilio reported ${params.MessageStatus}${params.ErrorCode ? ` (error ${params.ErrorCode})` : ''}`;
    await this.move(params.MessageSid, to, new Date(), reason);
  }

  private async move(providerMessageId: string, to: keyof typeof MAY_BECOME, at: Date, reason: string) {
    if (to === 'failed') {
      const message = await this.prisma.notificationMessage.findFirst({
        where: { providerMessageId, status: { in: MAY_BECOME.failed } },
        include: { order: true },
      });
      if (message) await this.sender.failAndFallBack(message, { reason }, message.attempts, at);
      return;
    }
    await this.prisma.notificationMessage.updateMany({
      where: { providerMessageId, status: { in: MAY_BECOME[to] } },
      data: { status: to, [AT[to]]: at },
    });
  }
}
