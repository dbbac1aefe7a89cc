import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders.module.js';
import { SettingsModule } from '../../settings/settings.module.js';
import { OrderDocumentsController, RejectionReasonsController } from './order-documents.controller.js';
import { OrderDocumentsResolver } from './order-documents.resolver.js';
import { OrderDocumentsService } from './order-documents.service.js';
import { DocumentWebhookObject } from './document-webhook-object.js';

/** The required documents of orders: slots, versions and review (the rule on status moves is document-rule.ts). */
@Module({
  imports: [OrdersModule, SettingsModule],
  controllers: [OrderDocumentsController, RejectionReasonsController],
  providers: [DocumentWebhookObject, OrderDocumentsService, OrderDocumentsResolver],
})
export class OrderDocumentsModule {}
