import { Inject, Injectable } from '@nestjs/common';
import type { Order, OrderAssignment, Prisma } from '../../generated/prisma/client.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { PrismaService } from '../../database/prisma.service.js';
import { SettingsService } from '../../settings/settings.service.js';
import { USER_SECRETS, type AuthUser, type UserWithoutSecrets } from '../../common/auth/auth-user.js';
import { nameIn, serviceNames } from '../../common/i18n/names.js';
import { recordAudit } from '../../audit/audit.js';
import { enqueueMail } from '../../mail/mail-outbox.js';
import { readSiteName } from '../../mail/site-name.js';
import { OrderErrors } from '../order-errors.js';
import type { OrderDetailRow } from '../order-rows.js';
import { OrdersService } from '../orders.service.js';
import { AssignmentErrors } from './assignment-errors.js';
import { orderAssignedMail } from './assignment-mail.js';

const OLDEST_FIRST = [
  { createdAt: 'asc' },
  { id: 'asc' },
] as const satisfies Prisma.OrderAssignmentOrderByWithRelationInput[];

/**
 * Who owns an order. Admins assign, reassign and release; staff take an unassigned order for themselves and
 * release their own. Every change is a history row and an audit entry; the new assignee is e-mailed (unless
 * they did it themselves) and sees it in the bell.
 */
@Injectable()
export class OrderAssignmentService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly orders: OrdersService,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async assign(caller: AuthUser, orderId: number, userId: number | null): Promise<OrderDetailRow> {
    const [switches, siteName] = await Promise.all([this.settings.get('notifications'), readSiteName(this.prisma)]);
    await this.prisma.$transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (caller.role !== 'admin') assertStaffMayAssign(caller, order, userId);
      const assignee = userId === null ? null : await assignableUser(tx, userId);
      if (order.assigneeId === userId) return;
      const previous =
        order.assigneeId === null
          ? null
          : await tx.user.findUnique({ where: { id: order.assigneeId }, select: { id: true, fullName: true } });
      await tx.order.update({ where: { id: orderId }, data: { assigneeId: userId } });
      await tx.orderAssignment.create({
        data: {
          orderId,
          assigneeId: assignee?.id ?? null,
          assigneeName: assignee?.fullName ?? null,
          assignedById: caller.id,
          assignedByName: caller.fullName,
        },
      });
      await recordAudit(tx, {
        actor: caller,
        action: assignee ? 'order.assigned' : 'order.unassigned',
        entityType: 'order',
        entityId: orderId,
        details: {
          order_number: order.orderNumber,
          from: previous ? { id: previous.id, name: previous.fullName } : null,
          to: assignee ? { id: assignee.id, name: assignee.fullName } : null,
        },
      });
      if (assignee && assignee.id !== caller.id && switches.email_enabled) {
        await enqueueMail(
          tx,
          await orderAssignedMail({
            to: assignee.email,
            language: assignee.language,
            fullName: assignee.fullName,
            assignedByName: caller.fullName,
            orderNumber: order.orderNumber,
            serviceName: nameIn(serviceNames(order), assignee.language),
            orderLink: `${this.config.publicUrl}/admin/orders?order=${order.id}`,
            siteName,
          }),
        );
      }
    });
    return this.orders.getDetail(caller, orderId);
  }

  /** The order's assignments, oldest first. */
  async history(orderId: number): Promise<OrderAssignment[]> {
    const order = await this.prisma.order.findUnique({ where: { id: orderId }, select: { id: true } });
    if (!order) throw OrderErrors.ORDER_NOT_FOUND();
    return this.prisma.orderAssignment.findMany({ where: { orderId }, orderBy: OLDEST_FIRST });
  }

  /** For the GraphQL loader: the assignments of many orders in one statement. */
  historyByOrderIds(orderIds: readonly number[]) {
    return this.prisma.orderAssignment.findMany({
      where: { orderId: { in: [...orderIds] } },
      orderBy: OLDEST_FIRST,
    });
  }

  /** For the GraphQL loader: the assignees of many orders. */
  usersByIds(ids: readonly number[]) {
    return this.prisma.user.findMany({ where: { id: { in: [...ids] } }, select: { id: true, fullName: true } });
  }

  /** Who may own orders: the active staff and admins, by name. */
  assignable() {
    return this.prisma.user.findMany({
      where: { isActive: true, role: { in: ['staff', 'admin'] } },
      select: { id: true, fullName: true, role: true },
      orderBy: [{ fullName: 'asc' }, { id: 'asc' }],
    });
  }
}

/** Staff take an unassigned order for themselves, or release their own; nothing else. */
function assertStaffMayAssign(caller: AuthUser, order: Order, userId: number | null) {
  if (userId === null) {
    if (order.assigneeId !== null && order.assigneeId !== caller.id) throw AssignmentErrors.RELEASE_OTHERS_FORBIDDEN();
    return;
  }
  if (userId !== caller.id) throw AssignmentErrors.ASSIGN_OTHERS_FORBIDDEN({ field: 'userId' });
  if (order.assigneeId !== null && order.assigneeId !== caller.id) throw AssignmentErrors.ORDER_ALREADY_ASSIGNED();
}

/** An active staff member or admin, else the refusal that says why not. */
async function assignableUser(tx: Prisma.TransactionClient, userId: number): Promise<UserWithoutSecrets> {
  const user = await tx.user.findUnique({ where: { id: userId }, omit: USER_SECRETS });
  if (!user) throw AssignmentErrors.ASSIGNEE_NOT_FOUND({ field: 'userId' });
  if (user.role !== 'staff' && user.role !== 'admin') throw AssignmentErrors.ASSIGNEE_NOT_STAFF({ field: 'userId' });
  if (!user.isActive) throw AssignmentErrors.ASSIGNEE_INACTIVE({ field: 'userId' });
  return user;
}

/** The order's row, locked until the transaction ends, so two people cannot take it at once. */
async function lockOrder(tx: Prisma.TransactionClient, orderId: number): Promise<Order> {
  await tx.$queryRaw`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`;
  const order = await tx.order.findUnique({ where: { id: orderId } });
  if (!order) throw OrderErrors.ORDER_NOT_FOUND();
  return order;
}
