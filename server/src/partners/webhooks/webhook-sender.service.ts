import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { PrismaService } from '../../database/prisma.service.js';
import { CacheService } from '../../database/cache.service.js';
import { PeriodicSweep } from '../../common/periodic-sweep.js';
import { toAuthUser } from '../../common/auth/auth-user.js';
import { WebhookObjects } from '../../common/webhooks/webhook-objects.js';
import type { Prisma, WebhookEndpoint, WebhookEvent } from '../../generated/prisma/client.js';
import { enqueueMail } from '../../mail/mail-outbox.js';
import { readSiteName } from '../../mail/site-name.js';
import { webhookDisabledMail } from './webhook-disabled-mail.js';
import { isWebhookEventType, WEBHOOK_EVENTS } from './webhook-event-types.js';
import { SecretBox } from '../../common/secrets/secret-box.js';
import { isPlainWebhookSecret, openWebhookSecret } from './webhook-secrets.js';
import { SIGNATURE_HEADER, signWebhookPayload } from './webhook-signature.js';
import { refuseWebhookTarget, type TargetRefusal } from './webhook-targets.js';

const SWEEP_MS = 5_000;
/** Where the database tells every replica that an event was recorded (migration `webhooks`). */
export const WEBHOOK_EVENTS_CHANNEL = 'webhook_events';
const BATCH = 20;
/** While one replica sends a delivery, the others leave it alone for this long (more than the timeout). */
const CLAIM_SECONDS = 120;
export const DELIVERY_TIMEOUT_MS = 10_000;
/** A delivery is retried for this long after it was made, then it has failed. */
export const RETRY_WINDOW_MS = 24 * 3_600_000;
/**
 * An endpoint is disabled when this many deliveries in a row ended failed (each after 24 hours of retries):
 * counted per delivery, not per attempt, so one bad hour of the receiver never disables it; any success
 * starts the count over.
 */
export const DISABLE_AFTER_FAILED_DELIVERIES = 5;
/** Events (with their deliveries and attempts) are kept this long, then pruned; pending ones are kept. */
export const EVENT_RETENTION_MS = 30 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;
/** How much of a receiver's answer is kept. */
export const RESPONSE_BODY_KEEP = 1024;

/** Back-off after a failed attempt: 1 min, 2, 4, ... at most an hour. */
export const webhookRetryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 3_600_000);

const REFUSED: Record<TargetRefusal, string> = {
  invalid: 'not sent: the URL is not valid',
  not_https: 'not sent: the URL is not https',
  inward: 'not sent: the URL resolves to a loopback, private or link-local address',
  unresolvable: 'not sent: the URL’s host does not resolve',
};

type NewEvent = Omit<WebhookEvent, 'payload'>;

type Outcome = { statusCode: number | null; error: string | null; responseBody: string | null; durationMs: number };

/**
 * Sends the webhook outbox: builds each new event's payload once (the object as REST shows it to the owner),
 * then claims due deliveries with one `UPDATE … FOR UPDATE SKIP LOCKED` (safe with several replicas, as the
 * mail sender does), POSTs them signed, with a timeout, and retries with back-off for 24 hours. Every attempt
 * is logged (webhook_attempts), with the status, the error and the first 1 KB of the answer.
 */
@Injectable()
export class WebhookSenderService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WebhookSenderService.name);
  private readonly box: SecretBox;
  private readonly sweep = new PeriodicSweep({
    everyMs: SWEEP_MS,
    run: async () => void (await this.deliverDue()),
    logger: this.logger,
    failure: 'Webhook delivery round failed',
  });

  constructor(
    private readonly prisma: PrismaService,
    private readonly objects: WebhookObjects,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    cache: CacheService,
  ) {
    this.box = new SecretBox(config.secretsKey);
    // The trigger that records an event NOTIFYs `webhook_events` on commit: a round starts at once, so the payload
    // is built (and sent) right after the change rather than up to a period later. The period stays the safety net.
    cache.subscribe(WEBHOOK_EVENTS_CHANNEL, { notified: () => this.sweep.runNow(), missed: () => this.sweep.runNow() });
  }

  async onApplicationBootstrap() {
    await this.sealPlainSecrets();
    this.sweep.start(this.config);
  }

  /**
   * Seals the secrets of endpoints made before secrets were sealed (the database cannot: the key is the server's).
   * Each is replaced only while still readable, so replicas starting together seal it once.
   */
  async sealPlainSecrets(): Promise<number> {
    const plain = await this.prisma.webhookEndpoint.findMany({
      where: { secret: { startsWith: 'whsec_' } },
      select: { id: true, secret: true },
    });
    let sealed = 0;
    for (const { id, secret } of plain) {
      if (!isPlainWebhookSecret(secret)) continue;
      const { count } = await this.prisma.webhookEndpoint.updateMany({
        where: { id, secret },
        data: { secret: this.box.seal(secret) },
      });
      sealed += count;
    }
    return sealed;
  }

  async onApplicationShutdown() {
    await this.sweep.stop();
  }

  /**
   * One round: payloads of new events, then every due delivery once; returns how many were attempted. `now` is
   * the clock of due times and back-off (tests move it instead of waiting).
   */
  async deliverDue(now = new Date()): Promise<number> {
    await this.pruneOld(now);
    await this.buildPayloads();
    const due = await this.prisma.$queryRaw<{ id: number }[]>`
      UPDATE webhook_deliveries SET next_attempt_at = ${new Date(now.getTime() + CLAIM_SECONDS * 1000)}
      WHERE id IN (
        SELECT d.id FROM webhook_deliveries d
          JOIN webhook_endpoints e ON e.id = d.endpoint_id
          JOIN webhook_events v ON v.id = d.event_id
        WHERE d.status = 'pending' AND d.next_attempt_at <= ${now} AND e.enabled AND v.payload IS NOT NULL
        ORDER BY d.id LIMIT ${BATCH} FOR UPDATE OF d SKIP LOCKED
      )
      RETURNING id`;
    // RETURNING keeps no order: events go out in the order they were recorded.
    for (const id of due.map((row) => row.id).sort((a, b) => a - b)) await this.attempt(id, now);
    return due.length;
  }

  private lastPrune = 0;

  /**
   * At most hourly per replica: events older than the retention go, with their deliveries and attempts (the
   * delivery log answers the newest 100 anyway); an event with a delivery still pending stays.
   */
  async pruneOld(now = new Date()) {
    if (Math.abs(now.getTime() - this.lastPrune) < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await this.prisma.webhookEvent.deleteMany({
      where: {
        createdAt: { lt: new Date(now.getTime() - EVENT_RETENTION_MS) },
        deliveries: { none: { status: 'pending' } },
      },
    });
  }

  /** A replay: the delivery is tried at once, before the caller is answered. */
  async attemptNow(deliveryId: number) {
    await this.buildPayloads();
    await this.attempt(deliveryId, new Date());
  }

  /**
   * Each new event's payload, built once and then kept for every retry and replay. Two replicas building the same
   * event write the same thing; the first write wins (`payload IS NULL`).
   */
  private async buildPayloads() {
    const events = await this.prisma.$queryRaw<NewEvent[]>`
      SELECT id, owner_id AS "ownerId", type, order_id AS "orderId", subject_id AS "subjectId", created_at AS "createdAt"
      FROM webhook_events WHERE payload IS NULL ORDER BY created_at, id LIMIT 100`;
    for (const event of events) {
      const payload = await this.payloadOf(event);
      await this.prisma.$executeRaw`
        UPDATE webhook_events SET payload = ${JSON.stringify(payload)}::jsonb WHERE id = ${event.id} AND payload IS NULL`;
    }
  }

  private async payloadOf(event: NewEvent) {
    const owner = await this.prisma.user.findUnique({
      where: { id: event.ownerId },
      select: {
        id: true,
        email: true,
        fullName: true,
        phone: true,
        role: true,
        language: true,
        isActive: true,
        emailVerifiedAt: true,
        twoFactorEnabledAt: true,
        createdAt: true,
      },
    });
    const object =
      owner && isWebhookEventType(event.type)
        ? await this.objects.build(WEBHOOK_EVENTS[event.type].object, toAuthUser(owner), {
            orderId: event.orderId,
            subjectId: event.subjectId,
          })
        : null;
    return { id: event.id, type: event.type, created_at: event.createdAt.toISOString(), data: { object } };
  }

  /** One attempt of a pending delivery, and what follows from it (success, the next try, failure, disabling). */
  private async attempt(deliveryId: number, now: Date) {
    const delivery = await this.prisma.webhookDelivery.findUnique({
      where: { id: deliveryId },
      include: { endpoint: true, event: true },
    });
    if (!delivery || delivery.status !== 'pending' || delivery.event.payload === null) return;
    const outcome = await this.send(delivery.endpoint, delivery.event);
    const succeeded = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const attempts = delivery.attempts + 1;
    const nextAttemptAt = new Date(now.getTime() + webhookRetryDelayMs(attempts));
    const expired = !succeeded && nextAttemptAt.getTime() - delivery.createdAt.getTime() > RETRY_WINDOW_MS;
    if (!succeeded)
      this.logger.warn(
        { deliveryId, endpointId: delivery.endpointId, attempts, statusCode: outcome.statusCode, err: outcome.error },
        'Webhook delivery failed',
      );
    await this.prisma.$transaction(async (tx) => {
      await tx.webhookAttempt.create({ data: { deliveryId, ...outcome } });
      await tx.webhookDelivery.update({
        where: { id: deliveryId },
        data: {
          attempts,
          status: succeeded ? 'succeeded' : expired ? 'failed' : 'pending',
          deliveredAt: succeeded ? new Date() : null,
          nextAttemptAt: succeeded || expired ? now : nextAttemptAt,
          lastStatusCode: outcome.statusCode,
          lastError: outcome.error,
          lastResponseBody: outcome.responseBody,
        },
      });
      if (succeeded) {
        await tx.webhookEndpoint.updateMany({
          where: { id: delivery.endpointId, consecutiveFailures: { gt: 0 } },
          data: { consecutiveFailures: 0 },
        });
      } else if (expired) {
        const endpoint = await tx.webhookEndpoint.update({
          where: { id: delivery.endpointId },
          data: { consecutiveFailures: { increment: 1 } },
        });
        if (endpoint.enabled && endpoint.consecutiveFailures >= DISABLE_AFTER_FAILED_DELIVERIES)
          await this.disable(tx, endpoint);
      }
    });
  }

  /** POSTs the event, signed; never to an address the SSRF guard refuses now, and never following a redirect. */
  private async send(endpoint: WebhookEndpoint, event: WebhookEvent): Promise<Outcome> {
    const started = Date.now();
    const refusal = await refuseWebhookTarget(endpoint.url, this.config.webhookAllowPrivateTargets);
    if (refusal) return { statusCode: null, error: REFUSED[refusal], responseBody: null, durationMs: 0 };
    const body = JSON.stringify(event.payload);
    const t = Math.floor(Date.now() / 1000);
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'LegalOffice-Webhooks/1',
          [SIGNATURE_HEADER]: signWebhookPayload(openWebhookSecret(this.box, endpoint.secret), body, t),
          'Lo-Event-Id': event.id,
          'Lo-Event-Type': event.type,
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      const responseBody = await readPrefix(response, RESPONSE_BODY_KEEP);
      const ok = response.status >= 200 && response.status < 300;
      return {
        statusCode: response.status,
        error: ok ? null : `answered HTTP ${response.status}`,
        responseBody,
        durationMs: Date.now() - started,
      };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const message = timedOut
        ? `no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`
        : error instanceof Error
          ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
          : String(error);
      return { statusCode: null, error: message.slice(0, 1000), responseBody: null, durationMs: Date.now() - started };
    }
  }

  /** The sender gives up on an endpoint: disabled, its owner told by e-mail in their language, an audit entry. */
  private async disable(tx: Prisma.TransactionClient, endpoint: WebhookEndpoint) {
    await tx.webhookEndpoint.update({
      where: { id: endpoint.id },
      data: { enabled: false, disabledAt: new Date(), disabledReason: 'consecutive_failures' },
    });
    await tx.auditLog.create({
      data: {
        action: 'webhook.disabled',
        entityType: 'webhook_endpoint',
        entityId: String(endpoint.id),
        details: {
          owner_id: endpoint.ownerId,
          url: endpoint.url,
          reason: 'consecutive_failures',
          failed_deliveries: endpoint.consecutiveFailures,
        },
      },
    });
    const owner = await tx.user.findUnique({
      where: { id: endpoint.ownerId },
      select: { email: true, fullName: true, language: true },
    });
    if (owner)
      await enqueueMail(
        tx,
        await webhookDisabledMail({
          to: owner.email,
          language: owner.language,
          fullName: owner.fullName,
          url: endpoint.url,
          failures: endpoint.consecutiveFailures,
          siteName: await readSiteName(tx),
          docsLink: `${this.config.publicUrl}/api/v1/docs`,
        }),
      );
    this.logger.warn({ endpointId: endpoint.id, ownerId: endpoint.ownerId }, 'Webhook endpoint disabled');
  }
}

/** The first `limit` characters of an answer, without reading a huge one whole. */
async function readPrefix(response: Response, limit: number): Promise<string | null> {
  if (!response.body) return null;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text.slice(0, limit);
}
