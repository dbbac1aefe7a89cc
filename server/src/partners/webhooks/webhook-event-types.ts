import type { WebhookObjectKind } from '../../common/webhooks/webhook-objects.js';

/**
 * The events an endpoint may subscribe to, declared once: each with the object its `data.object` carries. The
 * database triggers of the migration `webhooks` write exactly these types.
 */
export const WEBHOOK_EVENTS = {
  'order.created': { object: 'order', description: 'An order of the owner was placed.' },
  'order.status_changed': { object: 'order', description: 'The order moved to another status.' },
  'order.on_hold': { object: 'order', description: 'The office put the order on hold and waits for the client.' },
  'document.reviewed': {
    object: 'document',
    description: 'The office accepted or rejected a required document (the object is its slot).',
  },
  'message.created': { object: 'message', description: 'A message was written in the order’s conversation.' },
  'payment.recorded': { object: 'payment', description: 'A payment or refund was recorded on the order.' },
} as const satisfies Record<string, { object: WebhookObjectKind; description: string }>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];

export const isWebhookEventType = (value: string): value is WebhookEventType =>
  Object.prototype.hasOwnProperty.call(WEBHOOK_EVENTS, value);
