import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';

/** How many of the newest events the bell lists. */
export const LATEST_NOTIFICATIONS = 10;

/** What happened to an order that the back office should look at. */
export type NotificationKind =
  'order_placed' | 'receipt_uploaded' | 'document_uploaded' | 'client_answered' | 'client_message' | 'order_assigned';
export type BackOfficeEvent = {
  kind: NotificationKind;
  at: Date;
  orderId: number;
  orderNumber: string;
  fullName: string;
};
export type BackOfficeNotifications = { unseen: number; latest: BackOfficeEvent[] };

const ORDER_FIELDS = { id: true, orderNumber: true, fullName: true } as const;
const NEWEST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/**
 * The back office's bell: orders placed, payment receipts uploaded, required documents a client uploaded
 * (they wait for review), clients' answers to a hold (the office resumes work) and clients' messages on an order.
 * The caller says when it last looked (`since`); everything after that is unseen. Without `since`, every event is.
 * Orders someone else assigned to the caller (`viewerId`) are theirs alone.
 */
@Injectable()
export class NotificationsService {
  constructor(private readonly prisma: PrismaService) {}

  async notifications(since: Date | null, viewerId?: number): Promise<BackOfficeNotifications> {
    const after = since ? { gt: since } : undefined;
    const clientDocument = {
      kind: 'document' as const,
      uploadedBy: { role: { in: ['client' as const, 'partner' as const] } },
    };
    const answered = { answeredAt: after ?? { not: null } };
    const clientMessage = { fromOffice: false };
    // Assigned to the viewer by someone else (nobody is told of their own taking); none without a viewer.
    const assignedToViewer: Prisma.OrderAssignmentWhereInput = {
      assigneeId: viewerId ?? -1,
      NOT: { assignedById: viewerId ?? -1 },
    };
    const [
      placed,
      receipts,
      documents,
      answers,
      messages,
      assigned,
      orders,
      receiptRows,
      documentRows,
      answerRows,
      messageRows,
      assignedRows,
    ] = await Promise.all([
      this.prisma.order.count({ where: { createdAt: after } }),
      this.prisma.orderFile.count({ where: { kind: 'receipt', createdAt: after } }),
      this.prisma.orderFile.count({ where: { ...clientDocument, createdAt: after } }),
      this.prisma.orderHold.count({ where: answered }),
      this.prisma.orderMessage.count({ where: { ...clientMessage, createdAt: after } }),
      this.prisma.orderAssignment.count({ where: { ...assignedToViewer, createdAt: after } }),
      this.prisma.order.findMany({
        select: { ...ORDER_FIELDS, createdAt: true },
        orderBy: NEWEST,
        take: LATEST_NOTIFICATIONS,
      }),
      this.prisma.orderFile.findMany({
        where: { kind: 'receipt' },
        select: { createdAt: true, order: { select: ORDER_FIELDS } },
        orderBy: NEWEST,
        take: LATEST_NOTIFICATIONS,
      }),
      this.prisma.orderFile.findMany({
        where: clientDocument,
        select: { createdAt: true, order: { select: ORDER_FIELDS } },
        orderBy: NEWEST,
        take: LATEST_NOTIFICATIONS,
      }),
      this.prisma.orderHold.findMany({
        where: { answeredAt: { not: null } },
        select: { answeredAt: true, order: { select: ORDER_FIELDS } },
        orderBy: [{ answeredAt: 'desc' }, { id: 'desc' }],
        take: LATEST_NOTIFICATIONS,
      }),
      this.prisma.orderMessage.findMany({
        where: clientMessage,
        select: { createdAt: true, order: { select: ORDER_FIELDS } },
        orderBy: NEWEST,
        take: LATEST_NOTIFICATIONS,
      }),
      this.prisma.orderAssignment.findMany({
        where: assignedToViewer,
        select: { createdAt: true, order: { select: ORDER_FIELDS } },
        orderBy: NEWEST,
        take: LATEST_NOTIFICATIONS,
      }),
    ]);
    const event = (kind: NotificationKind, at: Date, order: { id: number; orderNumber: string; fullName: string }) => ({
      kind,
      at,
      orderId: order.id,
      orderNumber: order.orderNumber,
      fullName: order.fullName,
    });
    const latest: BackOfficeEvent[] = [
      ...orders.map((order) => event('order_placed', order.createdAt, order)),
      ...receiptRows.map((file) => event('receipt_uploaded', file.createdAt, file.order)),
      ...documentRows.map((file) => event('document_uploaded', file.createdAt, file.order)),
      ...answerRows.map((hold) => event('client_answered', hold.answeredAt as Date, hold.order)),
      ...messageRows.map((message) => event('client_message', message.createdAt, message.order)),
      ...assignedRows.map((row) => event('order_assigned', row.createdAt, row.order)),
    ]
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, LATEST_NOTIFICATIONS);
    return { unseen: placed + receipts + documents + answers + messages + assigned, latest };
  }
}
