import { Int, ObjectType } from '@nestjs/graphql';
import { OutputField } from '../../../common/output/output-field.js';
import { WEBHOOK_EVENT_TYPES } from '../webhook-event-types.js';

@ObjectType('WebhookEndpoint', {
  description:
    'Where an account hears of its orders’ events. Its signing secret is shown once, at creation, and never again.',
})
export class WebhookEndpointModel {
  @OutputField(() => Int) id: number;
  @OutputField(() => Int, { description: 'The account (a partner) whose orders’ events it receives.' }) ownerId: number;
  @OutputField() url: string;
  @OutputField(() => [String], { openApi: { enum: WEBHOOK_EVENT_TYPES } }) events: string[];
  @OutputField({ description: 'False once disabled (after repeated failure), until enabled again.' }) enabled: boolean;
  @OutputField(() => Date, { nullable: true }) disabledAt: Date | null;
  @OutputField(() => String, {
    nullable: true,
    description: '`consecutive_failures`: disabled by the sender after deliveries kept failing.',
  })
  disabledReason: string | null;
  @OutputField(() => Int, { description: 'Deliveries that ended failed since the last success.' })
  consecutiveFailures: number;
  @OutputField() createdAt: Date;
}

@ObjectType('CreatedWebhookEndpoint', {
  description: 'A new endpoint with its signing secret: the only answer that shows it.',
})
export class CreatedWebhookEndpointModel {
  @OutputField(() => WebhookEndpointModel) endpoint: WebhookEndpointModel;
  @OutputField({
    description: 'The signing secret (`whsec_…`) of `Lo-Signature`; keep it now, it is never shown again.',
  })
  secret: string;
}

@ObjectType('WebhookAttempt', { description: 'One try of a delivery and what the receiver answered.' })
export class WebhookAttemptModel {
  @OutputField(() => Int) id: number;
  @OutputField(() => Int, { nullable: true, description: 'The receiver’s HTTP status; null when nothing answered.' })
  statusCode: number | null;
  @OutputField(() => String, {
    nullable: true,
    description: 'Why the attempt failed (timeout, refused address, status…).',
  })
  error: string | null;
  @OutputField(() => String, { nullable: true, description: 'The receiver’s answer, cut to 1 KB.' }) responseBody:
    string | null;
  @OutputField(() => Int) durationMs: number;
  @OutputField() createdAt: Date;
}

@ObjectType('WebhookDelivery', { description: 'One event sent to one endpoint, with its attempts.' })
export class WebhookDeliveryModel {
  @OutputField(() => Int) id: number;
  @OutputField(() => Int) endpointId: number;
  @OutputField({ description: 'The event’s id (`evt_…`), sent as `Lo-Event-Id` and in the body.' }) eventId: string;
  @OutputField({ openApi: { enum: WEBHOOK_EVENT_TYPES } }) eventType: string;
  @OutputField(() => Int) orderId: number;
  @OutputField({
    description: '`pending` (to be sent or retried), `succeeded` (a 2xx answer) or `failed` (24 hours without one).',
    openApi: { enum: ['pending', 'succeeded', 'failed'] },
  })
  status: string;
  @OutputField(() => Int) attempts: number;
  @OutputField({ description: 'When the next try is due (pending deliveries).' }) nextAttemptAt: Date;
  @OutputField(() => Int, { nullable: true }) lastStatusCode: number | null;
  @OutputField(() => String, { nullable: true }) lastError: string | null;
  @OutputField(() => String, { nullable: true, description: 'The receiver’s last answer, cut to 1 KB.' })
  lastResponseBody: string | null;
  @OutputField(() => Date, { nullable: true }) deliveredAt: Date | null;
  @OutputField() createdAt: Date;
  @OutputField(() => [WebhookAttemptModel], { description: 'Every attempt, newest first.' })
  attemptLog: WebhookAttemptModel[];
}
