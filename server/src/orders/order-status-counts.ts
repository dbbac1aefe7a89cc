import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import type { OrderStatus } from '../generated/prisma/enums.js';
import { PrismaService } from '../database/prisma.service.js';
import type { NotifiedCache } from '../database/notified-cache.js';
import { CacheService } from '../database/cache.service.js';
import { ALL_ORDER_STATUSES } from './order-transitions.js';

/** Sent by the trigger on `orders` (migration `order_status_change_notifications`) for inserts, deletes and status moves. */
const STATUSES_CHANNEL = 'order_statuses_changed';

export type StatusCount = { status: OrderStatus; count: number };

/**
 * The count of orders per status, for the back-office list, the dashboard and the sidebar's counters.
 * Without a search they cover the whole table, which would be a full scan on every page: they are kept in memory and stay correct because every committed
 * insert, delete or status change of an order, on any instance (and a restore), drops them through
 * NOTIFY (see NotifiedCache); the next page counts again. With a search they are counted for it.
 */
@Injectable()
export class OrderStatusCounts {
  private readonly cache: NotifiedCache<StatusCount[]>;

  constructor(
    private readonly prisma: PrismaService,
    caches: CacheService,
  ) {
    this.cache = caches.notified('order-status-counts', STATUSES_CHANNEL);
  }

  /** Counts of the orders `matching` a search; of every order when it is empty. */
  of(matching: Prisma.OrderWhereInput): Promise<StatusCount[]> {
    return Object.keys(matching).length > 0
      ? this.count(matching)
      : this.cache.get('every order', () => this.count({}));
  }

  private async count(where: Prisma.OrderWhereInput): Promise<StatusCount[]> {
    const groups = await this.prisma.order.groupBy({ by: ['status'], where, _count: { _all: true } });
    const counted = new Map(groups.map((group) => [group.status, group._count._all]));
    return ALL_ORDER_STATUSES.map((status) => ({ status, count: counted.get(status) ?? 0 }));
  }
}
