import { Injectable, type OnModuleInit } from '@nestjs/common';
import { toRest } from '../../common/output/rest-output.js';
import { nullWhenGone, WebhookObjects } from '../../common/webhooks/webhook-objects.js';
import { PrismaService } from '../../database/prisma.service.js';
import { OrdersService } from '../orders.service.js';
import { readSlots } from './document-rows.js';
import { DocumentSlotModel } from './models/order-document.model.js';
import { toDocumentSlotModel } from './order-document.mapper.js';

/**
 * `document.reviewed` carries the reviewed document's slot (its requirement, state and versions) as
 * `GET /orders/{id}/documents` shows it to the order's owner.
 */
@Injectable()
export class DocumentWebhookObject implements OnModuleInit {
  constructor(
    private readonly objects: WebhookObjects,
    private readonly orders: OrdersService,
    private readonly prisma: PrismaService,
  ) {}

  onModuleInit() {
    this.objects.register('document', async (owner, { orderId, subjectId }) => {
      const order = await nullWhenGone(() => this.orders.findVisible(owner, orderId));
      const document = order && (await this.prisma.orderDocument.findFirst({ where: { id: subjectId, orderId } }));
      if (!order || !document) return null;
      const slot = (await readSlots(this.prisma, order)).find((s) => s.requirement.id === document.requirementId);
      return slot ? toRest(DocumentSlotModel, toDocumentSlotModel(slot)) : null;
    });
  }
}
