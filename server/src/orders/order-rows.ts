import type {
  Order,
  OrderApplicant,
  OrderFile,
  OrderHold,
  OrderRating,
  OrderStatusHistory,
  Prisma,
} from '../generated/prisma/client.js';
import { UNREAD_COLUMNS, type UnreadCounts } from './messages/message-unread.js';
import type { OrderAnswerRow } from './answers/order-answer.model.js';

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
/** What an order's answer shows of its assignee. */
export const ASSIGNEE_SELECT = { id: true, fullName: true } as const satisfies Prisma.UserSelect;
export type AssigneeRow = Prisma.UserGetPayload<{ select: typeof ASSIGNEE_SELECT }>;
export type CustomerRow = Prisma.UserGetPayload<{ select: typeof CUSTOMER_SELECT }>;

/** What an answer shows of an order's file and of a status change (no storage key, no account ids). */
export type ShownFileRow = Pick<
  OrderFile,
  | 'id'
  | 'orderId'
  | 'kind'
  | 'originalName'
  | 'mimeType'
  | 'sizeBytes'
  | 'createdAt'
  | 'receiptStatus'
  | 'receiptReason'
  | 'receiptReviewedAt'
>;
export type ShownHistoryRow = Pick<
  OrderStatusHistory,
  'id' | 'fromStatus' | 'toStatus' | 'note' | 'changedByName' | 'createdAt'
>;

/** An order with its files (by id; results apart), status history (in HISTORY_ORDER), holds (oldest first), customer, intake answers, applicant and rating, as its detail shows it. */
export type OrderDetailRow = Order &
  UnreadCounts & {
    files: ShownFileRow[];
    history: ShownHistoryRow[];
    holds: OrderHold[];
    user: CustomerRow | null;
    answers: OrderAnswerRow[];
    applicant: ShownApplicantRow | null;
    assignee: AssigneeRow | null;
    rating: OrderRating | null;
  };

/** What an answer shows of an order's applicant. */
export type ShownApplicantRow = Omit<OrderApplicant, 'orderId' | 'createdAt'>;

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
  | 'onHold'
  | 'paymentStatus'
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
           o.total_amount AS "totalAmount", o.currency::text AS currency, o.created_at AS "createdAt", o.on_hold AS "onHold",
           o.payment_status::text AS "paymentStatus",
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
type HoldSqlRow = Omit<FromJson<OrderHold>, 'answeredAt' | 'closedAt'> & {
  answeredAt: string | null;
  closedAt: string | null;
};
type RatingSqlRow = Omit<FromJson<OrderRating>, 'updatedAt' | 'featuredAt'> & {
  updatedAt: string;
  featuredAt: string | null;
};
type OrderDetailSqlRow = Omit<OrderDetailRow, 'files' | 'history' | 'holds' | 'applicant' | 'rating'> & {
  files: (Omit<FromJson<ShownFileRow>, 'receiptReviewedAt'> & { receiptReviewedAt: string | null })[];
  history: FromJson<ShownHistoryRow>[];
  holds: HoldSqlRow[];
  applicant: (Omit<ShownApplicantRow, 'birthDate'> & { birthDate: string }) | null;
  rating: RatingSqlRow | null;
};

const orDate = (text: string | null) => (text === null ? null : new Date(text));

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
           o.full_name AS "fullName", o.email, o.phone, o.address, o.national_id AS "nationalId", o.on_hold AS "onHold",
           o.assignee_id AS "assigneeId",
           o.created_at AS "createdAt", o.updated_at AS "updatedAt",
           o.due_at AS "dueAt",
           o.payment_status::text AS "paymentStatus", o.amount_paid AS "amountPaid", o.usd_per_try AS "usdPerTry",
           o.syp_per_try AS "sypPerTry", o.payment_waived_reason AS "paymentWaivedReason",
           o.payment_waived_by_name AS "paymentWaivedByName", o.payment_waived_at AS "paymentWaivedAt",
           COALESCE((SELECT json_agg(json_build_object('id', f.id, 'orderId', f.order_id, 'kind', f.kind, 'originalName', f.original_name,
                                                       'mimeType', f.mime_type, 'sizeBytes', f.size_bytes, 'createdAt', f.created_at,
                                                       'receiptStatus', f.receipt_status, 'receiptReason', f.receipt_reason,
                                                       'receiptReviewedAt', f.receipt_reviewed_at) ORDER BY f.id)
                     FROM order_files f WHERE f.order_id = o.id AND f.kind IN ('attachment', 'receipt')), '[]') AS files,
           COALESCE((SELECT json_agg(json_build_object('id', h.id, 'fromStatus', h.from_status, 'toStatus', h.to_status, 'note', h.note,
                                                       'changedByName', h.changed_by_name, 'createdAt', h.created_at) ORDER BY h.created_at, h.id)
                     FROM order_status_history h WHERE h.order_id = o.id), '[]') AS history,
           COALESCE((SELECT json_agg(json_build_object('id', k.id, 'orderId', k.order_id, 'request', k.request, 'requestedById', k.requested_by_id,
                                                       'requestedByName', k.requested_by_name, 'createdAt', k.created_at, 'answer', k.answer,
                                                       'answeredAt', k.answered_at, 'resumedById', k.resumed_by_id, 'resumedByName', k.resumed_by_name,
                                                       'closedAt', k.closed_at) ORDER BY k.created_at, k.id)
                     FROM order_holds k WHERE k.order_id = o.id), '[]') AS holds,
           COALESCE((SELECT json_agg(json_build_object('key', a.key, 'type', a.type, 'labelAr', a.label_ar, 'labelTr', a.label_tr,
                                                       'labelEn', a.label_en, 'value', a.value, 'valueLabelAr', a.value_label_ar,
                                                       'valueLabelTr', a.value_label_tr, 'valueLabelEn', a.value_label_en) ORDER BY a.position)
                     FROM order_answers a WHERE a.order_id = o.id), '[]') AS answers,
           (SELECT json_build_object('id', u.id, 'fullName', u.full_name, 'email', u.email, 'phone', u.phone) FROM users u WHERE u.id = o.user_id) AS "user",
           (SELECT json_build_object('id', u.id, 'fullName', u.full_name) FROM users u WHERE u.id = o.assignee_id) AS assignee,
           (SELECT json_build_object('kind', a.kind, 'fullNameAr', a.full_name_ar, 'fullNameLatin', a.full_name_latin, 'relation', a.relation,
                                     'fatherName', a.father_name, 'motherName', a.mother_name, 'birthDate', a.birth_date,
                                     'birthPlace', a.birth_place, 'nationalNumber', a.national_number)
            FROM order_applicants a WHERE a.order_id = o.id) AS applicant,
           (SELECT json_build_object('id', r.id, 'orderId', r.order_id, 'stars', r.stars, 'comment', r.comment,
                                     'publishConsent', r.publish_consent, 'featuredAt', r.featured_at,
                                     'createdAt', r.created_at, 'updatedAt', r.updated_at)
            FROM order_ratings r WHERE r.order_id = o.id) AS rating,
           ${UNREAD_COLUMNS}
    FROM orders o
    WHERE o.id = ${id}`;
  if (!row) return undefined;
  return {
    ...row,
    files: row.files.map((file) => ({ ...withDate(file), receiptReviewedAt: orDate(file.receiptReviewedAt) })),
    history: row.history.map(withDate),
    holds: row.holds.map((hold) => ({
      ...withDate(hold),
      answeredAt: orDate(hold.answeredAt),
      closedAt: orDate(hold.closedAt),
    })),
    applicant: row.applicant && { ...row.applicant, birthDate: new Date(`${row.applicant.birthDate}T00:00:00Z`) },
    rating: row.rating && {
      ...withDate(row.rating),
      updatedAt: new Date(row.rating.updatedAt),
      featuredAt: orDate(row.rating.featuredAt),
    },
  };
}
