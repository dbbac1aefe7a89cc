import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { OrderHold, Prisma } from '../generated/prisma/client.js';
import { DUE_CLOSED_STATUSES } from './order-due-state.js';
import { PrismaService } from '../database/prisma.service.js';
import { SettingsService } from '../settings/settings.service.js';
import type { Settings } from '../settings/settings.schema.js';
import { addWorkingDays, addWorkingTime, workingTimeBetween, type WorkingCalendar } from '../common/working-days.js';

/**
 * Due dates (issue 22, item 5), in one place for the payment, hold and order code:
 *
 * - The clock starts once, when the order's payment status first becomes `paid` or `waived` (at placing for a
 *   free service): `dueAt` = that moment + the service's `estimatedDays` in the office's working days
 *   (settings `calendar`, Istanbul). Paid means when the completing payment was received (its `paidAt`, which
 *   staff may record after the fact: the client has waited since then), never before the order was placed nor
 *   after now. A service without estimated days gives no due date. A later refund does not stop or restart the
 *   clock.
 * - Paid while waiting for the client: the clock starts at the open hold's start, so the hold's whole length is
 *   added back when it closes, as if the clock had started when the wait ended.
 * - A hold pauses the clock: when the client answers or the office resumes, `dueAt` moves later by the
 *   working time the hold lasted.
 * - Orders from before due dates (paid, no due date): filled in at start-up from their payment (see backfill).
 */

export const workingCalendarOf = (calendar: Settings<'calendar'>): WorkingCalendar => ({
  workingDays: calendar.working_days,
  holidays: calendar.holidays.map((holiday) => holiday.date),
});

type Db = Pick<Prisma.TransactionClient, 'order' | 'orderHold' | 'service' | 'payment'>;

@Injectable()
export class OrderDue implements OnApplicationBootstrap {
  private readonly logger = new Logger(OrderDue.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly settings: SettingsService,
  ) {}

  async calendar(): Promise<WorkingCalendar> {
    return workingCalendarOf(await this.settings.get('calendar'));
  }

  /**
   * In the caller's transaction, once the order is paid or waived (at `paidAt`, now by default): starts the clock
   * unless it runs already. Returns the due moment set, or null.
   */
  async startClock(tx: Db, orderId: number, paidAt = new Date()): Promise<Date | null> {
    const order = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { dueAt: true, onHold: true, createdAt: true, service: { select: { estimatedDays: true } } },
    });
    const days = order.service.estimatedDays;
    if (order.dueAt || days === null) return null;
    const now = new Date();
    let start = paidAt > now ? now : paidAt < order.createdAt ? order.createdAt : paidAt;
    if (order.onHold) {
      const open = await tx.orderHold.findFirst({ where: { orderId, closedAt: null }, select: { createdAt: true } });
      if (open && open.createdAt < start) start = open.createdAt;
    }
    const dueAt = addWorkingDays(start, days, await this.calendar());
    await tx.order.update({ where: { id: orderId }, data: { dueAt } });
    return dueAt;
  }

  /** In the caller's transaction, when a hold closes: the due moment moves later by the hold's working time. */
  async resumeClock(tx: Db, orderId: number, hold: Pick<OrderHold, 'createdAt' | 'closedAt'>): Promise<void> {
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { dueAt: true } });
    if (!order.dueAt || !hold.closedAt) return;
    const calendar = await this.calendar();
    const pause = workingTimeBetween(hold.createdAt, hold.closedAt, calendar);
    if (pause <= 0) return;
    await tx.order.update({ where: { id: orderId }, data: { dueAt: addWorkingTime(order.dueAt, pause, calendar) } });
  }

  /**
   * Orders paid or waived before due dates existed get one: from when the office waived the balance, else the
   * last payment received, else the placing (free services); pushed back by their closed holds after that.
   * Only rows still without a due date are written, so replicas starting together agree. Done orders are left.
   */
  async backfill(): Promise<number> {
    const orders = await this.prisma.order.findMany({
      where: {
        dueAt: null,
        paymentStatus: { in: ['paid', 'waived'] },
        status: { notIn: [...DUE_CLOSED_STATUSES] },
        service: { estimatedDays: { not: null } },
      },
      select: {
        id: true,
        createdAt: true,
        paymentWaivedAt: true,
        service: { select: { estimatedDays: true } },
        payments: { where: { orderAmount: { gt: 0 } }, orderBy: { paidAt: 'desc' }, take: 1, select: { paidAt: true } },
        holds: { where: { closedAt: { not: null } }, select: { createdAt: true, closedAt: true } },
      },
      take: 5000,
    });
    if (orders.length === 0) return 0;
    const calendar = await this.calendar();
    let filled = 0;
    for (const order of orders) {
      const start = order.paymentWaivedAt ?? order.payments[0]?.paidAt ?? order.createdAt;
      let dueAt = addWorkingDays(start, order.service.estimatedDays ?? 0, calendar);
      for (const hold of order.holds) {
        const from = hold.createdAt > start ? hold.createdAt : start;
        dueAt = addWorkingTime(dueAt, workingTimeBetween(from, hold.closedAt!, calendar), calendar);
      }
      const { count } = await this.prisma.order.updateMany({ where: { id: order.id, dueAt: null }, data: { dueAt } });
      filled += count;
    }
    return filled;
  }

  async onApplicationBootstrap() {
    try {
      const filled = await this.backfill();
      if (filled > 0) this.logger.log(`Due dates filled in for ${filled} paid orders`);
    } catch (error) {
      this.logger.error({ err: error }, 'Filling in due dates failed');
    }
  }
}
