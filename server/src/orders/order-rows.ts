import type { Order, OrderFile, OrderStatusHistory, Prisma } from '../generated/prisma/client.js';

/** What the services read with an order, shared by the REST detail and the GraphQL loaders. */
export const HISTORY_ORDER = [
  { createdAt: 'asc' },
  { id: 'asc' },
] as const satisfies Prisma.OrderStatusHistoryOrderByWithRelationInput[];
export const CUSTOMER_SELECT = {
  id: true,
  fullName: true,
  email: true,
  phone: true,
} as const satisfies Prisma.UserSelect;

export type HistoryRow = OrderStatusHistory;
export type CustomerRow = Prisma.UserGetPayload<{ select: typeof CUSTOMER_SELECT }>;

/** What an answer shows of an order's file and of a status change (no storage key, no account ids). */
export type ShownFileRow = Pick<
  OrderFile,
  'id' | 'orderId' | 'kind' | 'originalName' | 'mimeType' | 'sizeBytes' | 'createdAt'
>;
export type ShownHistoryRow = Pick<
  OrderStatusHistory,
  'id' | 'fromStatus' | 'toStatus' | 'note' | 'changedByName' | 'createdAt'
>;

/** An order with its files (by id), status history (in HISTORY_ORDER) and customer, as its detail shows it. */
export type OrderDetailRow = Order & { files: ShownFileRow[]; history: ShownHistoryRow[]; user: CustomerRow | null };

/** What public tracking shows: no name, phone, e-mail, national id, address, account or notes. */
export type TrackedOrderRow = Pick<
  Order,
  | 'trackingNumber'
  | 'orderNumber'
  | 'status'
  | 'serviceNameAr'
  | 'serviceNameTr'
  | 'serviceNameEn'
  | 'totalAmount'
  | 'currency'
  | 'createdAt'
> & { history: Pick<OrderStatusHistory, 'toStatus' | 'createdAt'>[] };

type TrackedOrderSqlRow = Omit<TrackedOrderRow, 'history'> & {
  history: { toStatus: OrderStatusHistory['toStatus']; createdAt: string }[];
};

/**
 * Public tracking is the hottest read: one statement (one round trip) with only the public columns and
 * the history aggregated in the order of HISTORY_ORDER, instead of Prisma's two queries of every column.
 */
export async function readTrackedOrder(
  prisma: Pick<Prisma.TransactionClient, '$queryRaw'>,
  trackingNumber: string,
): Promise<TrackedOrderRow | undefined> {
  const [row] = await prisma.$queryRaw<TrackedOrderSqlRow[]>`
    SELECT o.tracking_number AS "trackingNumber", o.order_number AS "orderNumber", o.status::text AS status,
           o.service_name_ar AS "serviceNameAr", o.service_name_tr AS "serviceNameTr", o.service_name_en AS "serviceNameEn",
           o.total_amount AS "totalAmount", o.currency::text AS currency, o.created_at AS "createdAt",
           COALESCE((SELECT json_agg(json_build_object('toStatus', h.to_status, 'createdAt', h.created_at) ORDER BY h.created_at, h.id)
                     FROM order_status_history h WHERE h.order_id = o.id), '[]') AS history
    FROM orders o
    WHERE o.tracking_number = ${trackingNumber}`;
  if (!row) return undefined;
  return {
    ...row,
    history: row.history.map((step) => ({ toStatus: step.toStatus, createdAt: new Date(step.createdAt) })),
  };
}

/** JSON carries times as text: a related row as it arrives inside an aggregated column. */
type FromJson<Row extends { createdAt: Date }> = Omit<Row, 'createdAt'> & { createdAt: string };
type OrderDetailSqlRow = Omit<OrderDetailRow, 'files' | 'history'> & {
  files: FromJson<ShownFileRow>[];
  history: FromJson<ShownHistoryRow>[];
};

const withDate = <Row extends { createdAt: string }>(row: Row) => ({ ...row, createdAt: new Date(row.createdAt) });

/**
 * An order's detail (the second hottest read, every opening of an order in the back office): one statement
 * with the order's columns, its files, history and customer aggregated as JSON, instead of Prisma's
 * nested query of every column of each relation.
 */
export async function readOrderDetail(
  prisma: Pick<Prisma.TransactionClient, '$queryRaw'>,
  id: number,
): Promise<OrderDetailRow | undefined> {
  const [row] = await prisma.$queryRaw<OrderDetailSqlRow[]>`
    SELECT o.id, o.order_number AS "orderNumber", o.tracking_number AS "trackingNumber", o.status::text AS status,
           o.user_id AS "userId", o.service_id AS "serviceId",
           o.service_name_ar AS "serviceNameAr", o.service_name_tr AS "serviceNameTr", o.service_name_en AS "serviceNameEn",
           o.total_amount AS "totalAmount", o.currency::text AS currency, o.payment_method::text AS "paymentMethod", o.notes,
           o.full_name AS "fullName", o.email, o.phone, o.address, o.national_id AS "nationalId",
           o.created_at AS "createdAt", o.updated_at AS "updatedAt",
           COALESCE((SELECT json_agg(json_build_object('id', f.id, 'orderId', f.order_id, 'kind', f.kind, 'originalName', f.original_name,
                                                       'mimeType', f.mime_type, 'sizeBytes', f.size_bytes, 'createdAt', f.created_at) ORDER BY f.id)
                     FROM order_files f WHERE f.order_id = o.id AND f.kind <> 'document'), '[]') AS files,
           COALESCE((SELECT json_agg(json_build_object('id', h.id, 'fromStatus', h.from_status, 'toStatus', h.to_status, 'note', h.note,
                                                       'changedByName', h.changed_by_name, 'createdAt', h.created_at) ORDER BY h.created_at, h.id)
                     FROM order_status_history h WHERE h.order_id = o.id), '[]') AS history,
           (SELECT json_build_object('id', u.id, 'fullName', u.full_name, 'email', u.email, 'phone', u.phone) FROM users u WHERE u.id = o.user_id) AS "user"
    FROM orders o
    WHERE o.id = ${id}`;
  if (!row) return undefined;
  return { ...row, files: row.files.map(withDate), history: row.history.map(withDate) };
}
