import { Injectable, type OnModuleInit } from '@nestjs/common';
import { toRest } from '../../common/output/rest-output.js';
import { nullWhenGone, WebhookObjects } from '../../common/webhooks/webhook-objects.js';
import { PrismaService } from '../../database/prisma.service.js';
import { OrdersService } from '../orders.service.js';
import { PaymentModel } from './models/payment.model.js';
import { toPaymentModel } from './payment.mapper.js';

/** `payment.recorded` carries the payment (or refund) as `GET /orders/{id}/payments` shows it to the order's owner. */
@Injectable()
export class PaymentWebhookObject implements OnModuleInit {
  constructor(
    private readonly objects: WebhookObjects,
    private readonly orders: OrdersService,
    private readonly prisma: PrismaService,
  ) {}

  onModuleInit() {
    this.objects.register('payment', async (owner, { orderId, subjectId }) => {
      const order = await nullWhenGone(() => this.orders.findVisible(owner, orderId));
      const payment = order && (await this.prisma.payment.findFirst({ where: { id: subjectId, orderId } }));
      return payment ? toRest(PaymentModel, toPaymentModel(payment, owner)) : null;
    });
  }
}
