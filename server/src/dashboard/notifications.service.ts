import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';

/** How many of the newest events the bell lists. */
export const LATEST_NOTIFICATIONS = 10;

/** What happened to an order that the back office should look at. */
export type NotificationKind = 'order_placed' | 'receipt_uploaded';
export type BackOfficeEvent = {
  kind: NotificationKind;
  at: Date;
  orderId: number;
  orderNumber: string;
  fullName: string;
};
export type BackOfficeNotifications = { unseen: number; latest: BackOfficeEvent[] };

const ORDER_FIELDS = { id: true, orderNumber: true, fullName: true } as const;

/**
 * The back office's bell: orders placed and payment receipts uploaded. The caller says when it last
 * looked (`since`); everything after that is unseen. Without `since`, every event is.
 */
@Injectable()
export class NotificationsService {
  constructor(private readonly prisma: PrismaService) {}

  async notifications(since: Date | null): Promise<BackOfficeNotifications> {
    const after = since ? { createdAt: { gt: since } } : {};
    const [ordersPlaced, receiptsUploaded, orders, receipts] = await Promise.all([
      this.prisma.order.count({ where: after }),
      this.prisma.orderFile.count({ where: { kind: 'receipt', ...after } }),
      this.prisma.order.findMany({
        select: { ...ORDER_FIELDS, createdAt: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: LATEST_NOTIFICATIONS,
      }),
      this.prisma.orderFile.findMany({
        where: { kind: 'receipt' },
        select: { createdAt: true, order: { select: ORDER_FIELDS } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: LATEST_NOTIFICATIONS,
      }),
    ]);
    const latest: BackOfficeEvent[] = [
      ...orders.map((order) => ({
        kind: 'order_placed' as const,
        at: order.createdAt,
        orderId: order.id,
        orderNumber: order.orderNumber,
        fullName: order.fullName,
      })),
      ...receipts.map((file) => ({
        kind: 'receipt_uploaded' as const,
        at: file.createdAt,
        orderId: file.order.id,
        orderNumber: file.order.orderNumber,
        fullName: file.order.fullName,
      })),
    ]
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, LATEST_NOTIFICATIONS);
    return { unseen: ordersPlaced + receiptsUploaded, latest };
  }
}
