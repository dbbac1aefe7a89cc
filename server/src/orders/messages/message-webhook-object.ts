import { Injectable, type OnModuleInit } from '@nestjs/common';
import { toRest } from '../../common/output/rest-output.js';
import { nullWhenGone, WebhookObjects } from '../../common/webhooks/webhook-objects.js';
import { PrismaService } from '../../database/prisma.service.js';
import { OrdersService } from '../orders.service.js';
import { OrderMessageModel } from './models/order-message.model.js';
import { toOrderMessageModel } from './order-message.mapper.js';

/** `message.created` carries the message as `GET /orders/{id}/messages` shows it to the order's owner. */
@Injectable()
export class MessageWebhookObject implements OnModuleInit {
  constructor(
    private readonly objects: WebhookObjects,
    private readonly orders: OrdersService,
    private readonly prisma: PrismaService,
  ) {}

  onModuleInit() {
    this.objects.register('message', async (owner, { orderId, subjectId }) => {
      const order = await nullWhenGone(() => this.orders.findVisible(owner, orderId));
      const message =
        order &&
        (await this.prisma.orderMessage.findFirst({
          where: { id: subjectId, orderId },
          include: { files: { orderBy: { id: 'asc' } } },
        }));
      return message ? toRest(OrderMessageModel, toOrderMessageModel(message, order, owner)) : null;
    });
  }
}
