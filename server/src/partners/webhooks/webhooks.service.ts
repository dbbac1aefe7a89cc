import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { PrismaService } from '../../database/prisma.service.js';
import { AppError, KIND_TEXTS } from '../../common/errors/app-error.js';
import { isBackOffice, type AuthUser } from '../../common/auth/auth-user.js';
import type { Prisma, WebhookEndpoint } from '../../generated/prisma/client.js';
import { recordAudit } from '../../audit/audit.js';
import { WebhookErrors } from './webhook-errors.js';
import { isWebhookEventType, WEBHOOK_EVENT_TYPES } from './webhook-event-types.js';
import { refuseWebhookTarget, type TargetRefusal } from './webhook-targets.js';
import { WebhookSenderService } from './webhook-sender.service.js';
import { SecretBox } from '../../common/secrets/secret-box.js';
import type { DeliveryRow } from './webhook.mapper.js';

/** The newest deliveries an endpoint's log shows. */
export const DELIVERY_LOG_SIZE = 100;

export const DELIVERY_WITH_LOG = {
  event: { select: { type: true, orderId: true } },
  attemptsLog: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
} as const satisfies Prisma.WebhookDeliveryInclude;

const REFUSALS: Record<TargetRefusal, () => AppError> = {
  invalid: () => WebhookErrors.WEBHOOK_URL_INVALID({ field: 'url' }),
  not_https: () => WebhookErrors.WEBHOOK_URL_NOT_HTTPS({ field: 'url' }),
  inward: () => WebhookErrors.WEBHOOK_URL_INWARD({ field: 'url' }),
  unresolvable: () => WebhookErrors.WEBHOOK_URL_INWARD({ field: 'url' }),
};

/**
 * Webhook endpoints and their delivery log. Who may manage them: an admin, for the partner it names (`ownerId`), and
 * a partner for its own, signed in or with a key holding `webhooks:manage`. Clients and staff are refused at the
 * doors. Another partner's endpoint or delivery answers not found, as if it did not exist.
 */
@Injectable()
export class WebhooksService {
  private readonly box: SecretBox;

  constructor(
    private readonly prisma: PrismaService,
    private readonly sender: WebhookSenderService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.box = new SecretBox(config.secretsKey);
  }

  async list(caller: AuthUser, ownerId?: number): Promise<WebhookEndpoint[]> {
    const owner = await this.ownerFor(caller, ownerId);
    return this.prisma.webhookEndpoint.findMany({ where: { ownerId: owner }, orderBy: { id: 'asc' } });
  }

  /** A new endpoint and its secret (answered once), after the URL passes the SSRF guard. */
  async create(caller: AuthUser, input: { ownerId?: number; url: string; events: string[] }) {
    const ownerId = await this.ownerFor(caller, input.ownerId);
    const unknown = input.events.find((event) => !isWebhookEventType(event));
    if (unknown !== undefined) throw WebhookErrors.WEBHOOK_UNKNOWN_EVENT({ field: 'events' });
    const url = input.url.trim();
    const refusal = await refuseWebhookTarget(url, this.config.webhookAllowPrivateTargets);
    if (refusal) throw REFUSALS[refusal]();
    const events = WEBHOOK_EVENT_TYPES.filter((type) => input.events.includes(type));
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    return this.prisma.$transaction(async (tx) => {
      const endpoint = await tx.webhookEndpoint.create({
        data: { ownerId, url, events, secret: this.box.seal(secret) },
      });
      await recordAudit(tx, {
        actor: caller,
        action: 'webhook.created',
        entityType: 'webhook_endpoint',
        entityId: endpoint.id,
        details: { owner_id: ownerId, url, events },
      });
      return { endpoint, secret };
    });
  }

  async delete(caller: AuthUser, id: number): Promise<WebhookEndpoint> {
    const endpoint = await this.endpointOrThrow(caller, id);
    return this.prisma.$transaction(async (tx) => {
      await tx.webhookEndpoint.delete({ where: { id } });
      await recordAudit(tx, {
        actor: caller,
        action: 'webhook.deleted',
        entityType: 'webhook_endpoint',
        entityId: id,
        details: { owner_id: endpoint.ownerId, url: endpoint.url },
      });
      return endpoint;
    });
  }

  /** Enables a disabled endpoint again (its failure count starts over); its URL is checked again first. */
  async enable(caller: AuthUser, id: number): Promise<WebhookEndpoint> {
    const endpoint = await this.endpointOrThrow(caller, id);
    const refusal = await refuseWebhookTarget(endpoint.url, this.config.webhookAllowPrivateTargets);
    if (refusal) throw REFUSALS[refusal]();
    return this.prisma.$transaction(async (tx) => {
      const enabled = await tx.webhookEndpoint.update({
        where: { id },
        data: { enabled: true, disabledAt: null, disabledReason: null, consecutiveFailures: 0 },
      });
      await recordAudit(tx, {
        actor: caller,
        action: 'webhook.enabled',
        entityType: 'webhook_endpoint',
        entityId: id,
        details: { owner_id: endpoint.ownerId, url: endpoint.url },
      });
      return enabled;
    });
  }

  /** The endpoint's newest deliveries with their attempts. */
  async deliveries(caller: AuthUser, id: number): Promise<DeliveryRow[]> {
    await this.endpointOrThrow(caller, id);
    return this.prisma.webhookDelivery.findMany({
      where: { endpointId: id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: DELIVERY_LOG_SIZE,
      include: DELIVERY_WITH_LOG,
    });
  }

  /**
   * Sends a delivery's event again, now: a new delivery of the same event (same id, same payload) to the same
   * endpoint, attempted before answering; it then retries like any other. The old delivery keeps its log.
   */
  async replay(caller: AuthUser, id: number, deliveryId: number): Promise<DeliveryRow> {
    const endpoint = await this.endpointOrThrow(caller, id);
    const original = await this.prisma.webhookDelivery.findFirst({ where: { id: deliveryId, endpointId: id } });
    if (!original) throw WebhookErrors.WEBHOOK_DELIVERY_NOT_FOUND();
    if (!endpoint.enabled) throw WebhookErrors.WEBHOOK_DISABLED();
    const replay = await this.prisma.$transaction(async (tx) => {
      const created = await tx.webhookDelivery.create({ data: { endpointId: id, eventId: original.eventId } });
      await recordAudit(tx, {
        actor: caller,
        action: 'webhook.replayed',
        entityType: 'webhook_endpoint',
        entityId: id,
        details: { delivery_id: deliveryId, replay_id: created.id, event_id: original.eventId },
      });
      return created;
    });
    await this.sender.attemptNow(replay.id);
    return this.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: replay.id }, include: DELIVERY_WITH_LOG });
  }

  /**
   * The partner whose endpoints the caller manages: a partner its own, an admin the partner it names. Webhooks tell
   * a partner of its own orders, so only a partner owns endpoints.
   */
  private async ownerFor(caller: AuthUser, ownerId?: number): Promise<number> {
    if (caller.role === 'partner') {
      if (ownerId === undefined || ownerId === caller.id) return caller.id;
      throw new AppError('FORBIDDEN', KIND_TEXTS.FORBIDDEN);
    }
    const owner =
      ownerId === undefined
        ? null
        : await this.prisma.user.findFirst({ where: { id: ownerId, role: 'partner' }, select: { id: true } });
    if (!owner) throw WebhookErrors.WEBHOOK_OWNER_NOT_FOUND({ field: 'ownerId' });
    return owner.id;
  }

  private async endpointOrThrow(caller: AuthUser, id: number): Promise<WebhookEndpoint> {
    const endpoint = await this.prisma.webhookEndpoint.findUnique({ where: { id } });
    const admin = isBackOffice(caller) && caller.role === 'admin';
    if (!endpoint || (!admin && endpoint.ownerId !== caller.id)) throw WebhookErrors.WEBHOOK_NOT_FOUND();
    return endpoint;
  }
}
