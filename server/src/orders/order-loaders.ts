import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import type { OrderAnswer, OrderFile } from '../generated/prisma/client.js';
import type { ServiceWithIntake } from '../catalog/service-intake.js';
import type { CustomerRow, HistoryRow } from './order-rows.js';
import { OrdersService } from './orders.service.js';

export type OrderLoaders = {
  service: DataLoader<number, ServiceWithIntake | undefined>;
  customer: DataLoader<number, CustomerRow | undefined>;
  files: DataLoader<number, OrderFile[]>;
  history: DataLoader<number, HistoryRow[]>;
  answers: DataLoader<number, OrderAnswer[]>;
};

const byId = <T extends { id: number }>(ids: readonly number[], rows: T[]) => {
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => found.get(id));
};

const groupedByOrder = <T extends { orderId: number }>(orderIds: readonly number[], rows: T[]) => {
  const groups = new Map<number, T[]>(orderIds.map((id) => [id, []]));
  for (const row of rows) groups.get(row.orderId)?.push(row);
  return orderIds.map((id) => groups.get(id)!);
};

/**
 * Per-request DataLoaders for the relations of GraphQL `Order`: a page of orders costs one
 * statement per relation asked for, whatever its size. Kept per request (keyed by the request
 * object), so nothing is cached between callers.
 */
@Injectable()
export class OrderLoaderRegistry {
  private readonly perRequest = new WeakMap<object, OrderLoaders>();

  constructor(private readonly orders: OrdersService) {}

  for(request: object): OrderLoaders {
    let loaders = this.perRequest.get(request);
    if (!loaders) {
      loaders = {
        service: new DataLoader(async (ids) => byId(ids, await this.orders.servicesByIds(ids))),
        customer: new DataLoader(async (ids) => byId(ids, await this.orders.customersByIds(ids))),
        files: new DataLoader(async (ids) => groupedByOrder(ids, await this.orders.filesByOrderIds(ids))),
        history: new DataLoader(async (ids) => groupedByOrder(ids, await this.orders.historyByOrderIds(ids))),
        answers: new DataLoader(async (ids) => groupedByOrder(ids, await this.orders.answersByOrderIds(ids))),
      };
      this.perRequest.set(request, loaders);
    }
    return loaders;
  }
}
