import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type AuthUser, isBackOffice } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { CacheService } from '../../database/cache.service.js';
import { toOrderModel } from '../order.mapper.js';
import { OrdersService } from '../orders.service.js';
import type { OrderChangeModel } from './models/order-change.model.js';
import { BACK_OFFICE_ONLY_KINDS, ORDER_EVENTS_CHANNEL, type OrderEvent, parseOrderEvent } from './order-events.js';

/** Events a subscriber has not taken yet; a subscriber this far behind loses the oldest (each carries the whole order). */
const MAX_QUEUED_EVENTS = 100;

/**
 * One subscriber's stream of changes: the events it may hear, each turned into the order as the subscriber may
 * see it now. An async iterator of its own (not a generator) so that ending it (the client unsubscribes, the
 * socket closes) stops it at once even while it waits for the next event.
 */
class OrderChangeStream implements AsyncIterableIterator<OrderChangeModel> {
  private readonly queue: OrderEvent[] = [];
  private waiting?: (event: OrderEvent | null) => void;
  private ended = false;

  constructor(
    private readonly hears: (event: OrderEvent) => boolean,
    private readonly read: (event: OrderEvent) => Promise<OrderChangeModel | null>,
    private readonly onEnd: () => void,
  ) {}

  offer(event: OrderEvent) {
    if (this.ended || !this.hears(event)) return;
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = undefined;
      waiting(event);
      return;
    }
    if (this.queue.length >= MAX_QUEUED_EVENTS) this.queue.shift();
    this.queue.push(event);
  }

  async next(): Promise<IteratorResult<OrderChangeModel>> {
    while (!this.ended) {
      const event = this.queue.shift() ?? (await new Promise<OrderEvent | null>((resolve) => (this.waiting = resolve)));
      if (!event) break;
      const change = await this.read(event);
      if (change && !this.ended) return { value: change, done: false };
    }
    return { value: undefined, done: true };
  }

  return(): Promise<IteratorResult<OrderChangeModel>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<OrderChangeModel>> {
    this.end();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  end() {
    if (this.ended) return;
    this.ended = true;
    this.queue.length = 0;
    this.waiting?.(null);
    this.waiting = undefined;
    this.onEnd();
  }
}

/**
 * Live changes of orders for the `orderChanged` subscription. The database sends every order write to every
 * instance (NOTIFY `order_events`, migration `order_live_events`), heard here through the instance's one
 * listener (CacheService); each subscriber hears the events of the orders it may see, internal kinds (notes,
 * assignments) only when it is staff or admin, and receives the order read again with its own rights.
 */
@Injectable()
export class OrderLiveService implements OnApplicationShutdown {
  private readonly logger = new Logger('OrderLive');
  private readonly streams = new Set<OrderChangeStream>();

  constructor(
    cache: CacheService,
    private readonly orders: OrdersService,
  ) {
    cache.subscribe(ORDER_EVENTS_CHANNEL, {
      notified: (payload) => {
        const event = parseOrderEvent(payload);
        if (event) this.streams.forEach((stream) => stream.offer(event));
      },
      // Events may have been lost while the listening connection was down: each subscriber of one order is sent
      // the order as it is now (a subscriber of every order refreshes its list on its own).
      missed: () => this.streams.forEach((stream) => stream.offer(MISSED)),
    });
  }

  /**
   * The changes of one order the caller may see (its owner, staff and admins; for anyone else it does not
   * exist), or of every order (staff and admins only) when `orderId` is null.
   */
  async watch(caller: AuthUser, orderId: number | null): Promise<AsyncIterableIterator<OrderChangeModel>> {
    const backOffice = isBackOffice(caller);
    if (orderId === null && !backOffice)
      throw new AppError('FORBIDDEN', 'متابعة كل الطلبات متاحة للموظفين والمدير فقط');
    if (orderId !== null) await this.orders.findVisible(caller, orderId);
    const stream: OrderChangeStream = new OrderChangeStream(
      (event) =>
        event === MISSED
          ? orderId !== null
          : (orderId === null || event.orderId === orderId) && (backOffice || !BACK_OFFICE_ONLY_KINDS.has(event.kind)),
      (event) => this.read(caller, event === MISSED ? { ...event, orderId: orderId!, rowId: orderId! } : event),
      () => this.streams.delete(stream),
    );
    this.streams.add(stream);
    return stream;
  }

  /** How many subscriptions this instance serves now. */
  get subscriberCount() {
    return this.streams.size;
  }

  onApplicationShutdown() {
    this.streams.forEach((stream) => stream.end());
  }

  /** The change with the order as the caller may see it now; null when it may no longer (or it is gone). */
  private async read(caller: AuthUser, event: OrderEvent): Promise<OrderChangeModel | null> {
    try {
      const order = await this.orders.findVisible(caller, event.orderId);
      return { orderId: event.orderId, kind: event.kind, rowId: event.rowId, order: toOrderModel(order, caller) };
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'NOT_FOUND'))
        this.logger.warn(`Order ${event.orderId} could not be read for a live change: ${(error as Error).message}`);
      return null;
    }
  }
}

/** Stands for "events may have been lost": the subscriber's order is sent again as a change of the order itself. */
const MISSED: OrderEvent = { orderId: 0, kind: 'order', rowId: 0, op: 'update' };
