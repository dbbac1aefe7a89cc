import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint, WebhookEvent } from '../../generated/prisma/client.js';
import type { WebhookDeliveryModel, WebhookEndpointModel } from './models/webhook.model.js';

/** Never the secret: only the creation's answer shows it, beside this. */
export const toWebhookEndpointModel = (endpoint: WebhookEndpoint): WebhookEndpointModel => ({
  id: endpoint.id,
  ownerId: endpoint.ownerId,
  url: endpoint.url,
  events: endpoint.events,
  enabled: endpoint.enabled,
  disabledAt: endpoint.disabledAt,
  disabledReason: endpoint.disabledReason,
  consecutiveFailures: endpoint.consecutiveFailures,
  createdAt: endpoint.createdAt,
});

export type DeliveryRow = WebhookDelivery & {
  event: Pick<WebhookEvent, 'type' | 'orderId'>;
  attemptsLog: WebhookAttempt[];
};

export const toWebhookDeliveryModel = (delivery: DeliveryRow): WebhookDeliveryModel => ({
  id: delivery.id,
  endpointId: delivery.endpointId,
  eventId: delivery.eventId,
  eventType: delivery.event.type,
  orderId: delivery.event.orderId,
  status: delivery.status,
  attempts: delivery.attempts,
  nextAttemptAt: delivery.nextAttemptAt,
  lastStatusCode: delivery.lastStatusCode,
  lastError: delivery.lastError,
  lastResponseBody: delivery.lastResponseBody,
  deliveredAt: delivery.deliveredAt,
  createdAt: delivery.createdAt,
  attemptLog: delivery.attemptsLog.map((attempt) => ({
    id: attempt.id,
    statusCode: attempt.statusCode,
    error: attempt.error,
    responseBody: attempt.responseBody,
    durationMs: attempt.durationMs,
    createdAt: attempt.createdAt,
  })),
});
