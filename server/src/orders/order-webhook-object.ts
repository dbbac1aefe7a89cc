import { Injectable, type OnModuleInit } from '@nestjs/common';
import { toRest } from '../common/output/rest-output.js';
import { nullWhenGone, WebhookObjects } from '../common/webhooks/webhook-objects.js';
import { OrderDetailModel } from './models/order.model.js';
import { toOrderDetailModel } from './order.mapper.js';
import { OrdersService } from './orders.service.js';

/** An order's webhook events (created, status changed, on hold) carry the order as `GET /orders/{id}` shows its owner. */
@Injectable()
export class OrderWebhookObject implements OnModuleInit {
  constructor(
    private readonly objects: WebhookObjects,
    private readonly orders: OrdersService,
  ) {}

  onModuleInit() {
    this.objects.register('order', async (owner, { orderId }) => {
      const order = await nullWhenGone(() => this.orders.getDetail(owner, orderId));
      return order && toRest(OrderDetailModel, toOrderDetailModel(order, owner));
    });
  }
}
