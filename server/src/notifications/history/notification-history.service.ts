import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service.js';
import { NotificationErrors } from '../notification-errors.js';

/** The WhatsApp and SMS messages of an order, for the office's view of its history. */
@Injectable()
export class NotificationHistoryService {
  constructor(private readonly prisma: PrismaService) {}

  /** Oldest first; an unknown order is refused as such. */
  async ofOrder(orderId: number) {
    const order = await this.prisma.order.findUnique({ where: { id: orderId }, select: { id: true } });
    if (!order) throw NotificationErrors.ORDER_NOT_FOUND();
    return this.prisma.notificationMessage.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
  }
}
