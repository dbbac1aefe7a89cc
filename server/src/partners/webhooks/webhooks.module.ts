import { Module } from '@nestjs/common';
import { WebhookSenderService } from './webhook-sender.service.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksResolver } from './webhooks.resolver.js';
import { WebhooksService } from './webhooks.service.js';
import './webhook-openapi.js';

/**
 * Signed webhooks for partners (issue 25): endpoints, the outbox the database triggers fill (migration
 * `webhooks`), the sender and the delivery log. The objects events carry come from the features that own them,
 * through common/webhooks (WebhookObjects), so this feature imports none of them.
 */
@Module({
  controllers: [WebhooksController],
  providers: [WebhooksService, WebhookSenderService, WebhooksResolver],
  exports: [WebhookSenderService],
})
export class WebhooksModule {}
