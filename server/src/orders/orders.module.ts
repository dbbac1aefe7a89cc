import { Module } from '@nestjs/common';
import { CmsModule } from '../cms/cms.module.js';
import { IdempotencyModule } from '../common/idempotency/idempotency.module.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { OrderLoaderRegistry } from './order-loaders.js';
import { OrdersController } from './orders.controller.js';
import { OrdersResolver } from './orders.resolver.js';
import { OrdersService } from './orders.service.js';
import { OrderStatusCounts } from './order-status-counts.js';
import { OrderDue } from './order-due.js';
import { OrderWebhookObject } from './order-webhook-object.js';

/** Orders themselves: placing, listing, status changes. Sub-features (files/, export/) have their own modules. */
@Module({
  imports: [CmsModule, IdempotencyModule],
  controllers: [OrdersController, AdminOrdersController],
  providers: [OrderWebhookObject, OrdersService, OrderStatusCounts, OrderLoaderRegistry, OrdersResolver, OrderDue],
  exports: [OrdersService, OrderStatusCounts, OrderDue],
})
export class OrdersModule {}
