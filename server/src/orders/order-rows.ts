import type { Order, OrderStatusHistory, Prisma } from '../generated/prisma/client.js';

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

/** What public tracking shows: no name, phone, e-mail, national id, address, account or notes. */
export type TrackedOrderRow = Pick<
  Order,
  'trackingNumber' | 'orderNumber' | 'status' | 'serviceNameAr' | 'serviceNameTr' | 'serviceNameEn' | 'totalAmount' | 'currency' | 'createdAt'
> & { history: Pick<OrderStatusHistory, 'toStatus' | 'createdAt'>[] };

type TrackedOrderSqlRow = Omit<TrackedOrderRow, 'history'> & { history: { toStatus: OrderStatusHistory['toStatus']; createdAt: string }[] };

/**
 * Public tracking is the hottest read: one statement (one round trip) with only the public columns and
 * the history aggregated in the order of HISTORY_ORDER, instead of Prisma's two queries of every column.
 */
export async function readTrackedOrder(prisma: Pick<Prisma.TransactionClient, '$queryRaw'>, trackingNumber: string): Promise<TrackedOrderRow | undefined> {
  const [row] = await prisma.$queryRaw<TrackedOrderSqlRow[]>`
    SELECT o.tracking_number AS "trackingNumber", o.order_number AS "orderNumber", o.status::text AS status,
           o.service_name_ar AS "serviceNameAr", o.service_name_tr AS "serviceNameTr", o.service_name_en AS "serviceNameEn",
           o.total_amount AS "totalAmount", o.currency::text AS currency, o.created_at AS "createdAt",
           COALESCE((SELECT json_agg(json_build_object('toStatus', h.to_status, 'createdAt', h.created_at) ORDER BY h.created_at, h.id)
                     FROM order_status_history h WHERE h.order_id = o.id), '[]') AS history
    FROM orders o
    WHERE o.tracking_number = ${trackingNumber}`;
  if (!row) return undefined;
  return { ...row, history: row.history.map((step) => ({ toStatus: step.toStatus, createdAt: new Date(step.createdAt) })) };
}
