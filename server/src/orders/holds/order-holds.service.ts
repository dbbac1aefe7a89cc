import { Inject, Injectable } from '@nestjs/common';
import { OrderDue } from '../order-due.js';
import type { Order, OrderHold, Prisma } from '../../generated/prisma/client.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { PrismaService } from '../../database/prisma.service.js';
import { SettingsService } from '../../settings/settings.service.js';
import { type AuthUser, isBackOffice } from '../../common/auth/auth-user.js';
import { recordAudit } from '../../audit/audit.js';
import { enqueueMail } from '../../mail/mail-outbox.js';
import { queueClientNotification } from '../../notifications/notification-outbox.js';
import { readSiteName } from '../../mail/site-name.js';
import { recipientLanguage } from '../../mail/recipient-language.js';
import { OrderErrors } from '../order-errors.js';
import type { OrderDetailRow } from '../order-rows.js';
import { OrdersService } from '../orders.service.js';
import { HoldErrors } from './hold-errors.js';
import { mayMailOrderUpdate, orderOnHoldMail } from './hold-mail.js';
import { closeOpenHold, mayHold } from './order-hold-rules.js';
import { orderMailAddress } from '../order-mail-address.js';

const OLDEST_FIRST = [
  { createdAt: 'asc' },
  { id: 'asc' },
] as const satisfies Prisma.OrderHoldOrderByWithRelationInput[];

/**
 * The office waits for the client: staff put an order on hold with a request in words, the client answers
 * (which ends the hold) or staff resume it. Every hold stays as history; the order's `on_hold` follows.
 */
@Injectable()
export class OrderHoldsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly orders: OrdersService,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly due: OrderDue,
  ) {}

  /** Staff and admins: the hold, the audit entry and the e-mail to the order's contact address, in one transaction. */
  async place(caller: AuthUser, orderId: number, request: string): Promise<OrderDetailRow> {
    const [switches, siteName] = await Promise.all([this.settings.get('notifications'), readSiteName(this.prisma)]);
    await this.prisma.$transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!mayHold(order)) throw HoldErrors.HOLD_ORDER_CLOSED();
      if (order.onHold) throw HoldErrors.ORDER_ALREADY_ON_HOLD();
      await tx.orderHold.create({
        data: { orderId, request, requestedById: caller.id, requestedByName: caller.fullName },
      });
      await tx.order.update({ where: { id: orderId }, data: { onHold: true } });
      await this.audit(tx, caller, 'order.hold_placed', order, { request });
      if (mayMailOrderUpdate(switches)) {
        await enqueueMail(
          tx,
          await orderOnHoldMail({
            to: orderMailAddress(order),
            language: await recipientLanguage(tx, { userId: order.userId, email: order.email }),
            fullName: order.fullName,
            orderNumber: order.orderNumber,
            request,
            orderLink: `${this.config.publicUrl}/orders/${order.id}`,
            siteName,
          }),
        );
      }
      await queueClientNotification(tx, switches, {
        event: 'documents_requested',
        order,
        language: await recipientLanguage(tx, { userId: order.userId, email: order.email }),
        params: [order.fullName, order.orderNumber, `${this.config.publicUrl}/orders/${order.id}`],
      });
    });
    return this.orders.getDetail(caller, orderId);
  }

  /** Staff and admins end the wait without the client's answer. */
  async resume(caller: AuthUser, orderId: number): Promise<OrderDetailRow> {
    await this.prisma.$transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order.onHold) throw HoldErrors.ORDER_NOT_ON_HOLD();
      const hold = await closeOpenHold(tx, orderId, { resumedBy: caller });
      if (hold) await this.due.resumeClock(tx, orderId, hold);
      await this.audit(tx, caller, 'order.hold_resumed', order, {});
    });
    return this.orders.getDetail(caller, orderId);
  }

  /** The order's owner answers the office's request; the answer ends the hold. */
  async answer(caller: AuthUser, orderId: number, answer: string): Promise<OrderDetailRow> {
    const visible = await this.orders.findVisible(caller, orderId);
    if (visible.userId !== caller.id) throw HoldErrors.HOLD_ANSWER_OWNER_ONLY();
    await this.prisma.$transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order.onHold) throw HoldErrors.ORDER_NOT_ON_HOLD();
      const hold = await closeOpenHold(tx, orderId, { answer });
      if (hold) await this.due.resumeClock(tx, orderId, hold);
    });
    return this.orders.getDetail(caller, orderId);
  }

  /** Every hold of a visible order, oldest first. */
  async list(caller: AuthUser, orderId: number): Promise<OrderHold[]> {
    await this.orders.findVisible(caller, orderId);
    return this.prisma.orderHold.findMany({ where: { orderId }, orderBy: OLDEST_FIRST });
  }

  /** For the GraphQL loader: the holds of many orders in one statement. */
  byOrderIds(orderIds: readonly number[]) {
    return this.prisma.orderHold.findMany({ where: { orderId: { in: [...orderIds] } }, orderBy: OLDEST_FIRST });
  }

  private audit(
    tx: Prisma.TransactionClient,
    caller: AuthUser,
    action: string,
    order: Order,
    details: Record<string, string>,
  ) {
    if (!isBackOffice(caller)) return Promise.resolve();
    return recordAudit(tx, {
      actor: caller,
      action,
      entityType: 'order',
      entityId: order.id,
      details: { order_number: order.orderNumber, ...details },
    });
  }
}

/** The order's row, locked until the transaction ends, so two holds or a hold and an answer cannot interleave. */
async function lockOrder(tx: Prisma.TransactionClient, orderId: number): Promise<Order> {
  await tx.$queryRaw`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`;
  const order = await tx.order.findUnique({ where: { id: orderId } });
  if (!order) throw OrderErrors.ORDER_NOT_FOUND();
  return order;
}
