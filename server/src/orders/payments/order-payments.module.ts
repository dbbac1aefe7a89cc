import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders.module.js';
import { OrderPaymentsController } from './order-payments.controller.js';
import { OrderPaymentsResolver } from './order-payments.resolver.js';
import { OrderPaymentsService } from './order-payments.service.js';
import { PaymentWebhookObject } from './payment-webhook-object.js';

/** An order's money: payments and refunds, the waiver and the review of the client's receipts. */
@Module({
  imports: [OrdersModule],
  controllers: [OrderPaymentsController],
  providers: [PaymentWebhookObject, OrderPaymentsService, OrderPaymentsResolver],
})
export class OrderPaymentsModule {}
