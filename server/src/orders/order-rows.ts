import type { OrderStatusHistory, Prisma } from '../generated/prisma/client.js';

/** What the services read with an order, shared by the REST detail and the GraphQL loaders. */
export const HISTORY_ORDER = [{ createdAt: 'asc' }, { id: 'asc' }] as const satisfies Prisma.OrderStatusHistoryOrderByWithRelationInput[];
export const CUSTOMER_SELECT = { id: true, fullName: true, email: true, phone: true } as const satisfies Prisma.UserSelect;

export const ORDER_DETAIL_INCLUDE = {
  files: { orderBy: { id: 'asc' } },
  history: { orderBy: HISTORY_ORDER },
  user: { select: CUSTOMER_SELECT },
} as const satisfies Prisma.OrderInclude;

export type OrderDetailRow = Prisma.OrderGetPayload<{ include: typeof ORDER_DETAIL_INCLUDE }>;
export type HistoryRow = OrderStatusHistory;
export type CustomerRow = Prisma.UserGetPayload<{ select: typeof CUSTOMER_SELECT }>;
