import type { Order, OrderFile } from '../generated/prisma/client.js';
import { type AuthUser, isBackOffice } from '../common/auth/auth-user.js';
import type { AssigneeRow, CustomerRow, OrderDetailRow, ShownFileRow, ShownHistoryRow } from './order-rows.js';
import { ORDER_STATUS_LABELS } from './order-status.js';
import { allowedNextStatuses } from './order-transitions.js';
import type {
  AdminOrderPageModel,
  OrderCustomerModel,
  OrderDetailModel,
  OrderFileModel,
  OrderModel,
  OrderStatusChangeModel,
} from './models/order.model.js';
import { moneyText } from '../common/money.js';
import { balanceOf } from './payments/payment-status.js';
import { openHoldOf, toOrderHoldModel } from './holds/order-hold.mapper.js';
import { toOrderAnswerModel } from './answers/order-answer.model.js';
import { pageModel, type Page } from '../common/pagination.js';
import type { StatusCount } from './order-status-counts.js';
import { toOrderApplicantModel } from './applicant/order-applicant.mapper.js';
import { paymentAmounts } from './payment-instructions.js';
import { type UnreadCounts, unreadFor } from './messages/message-unread.js';
import { dueStateOf } from './order-due-state.js';
import { toOrderRatingModel } from './ratings/order-rating.mapper.js';

export const fileDownloadUrl = (file: Pick<OrderFile, 'id' | 'orderId'>) =>
  `/api/v1/orders/${file.orderId}/files/${file.id}`;

/** Where the order's owner and the office download its invoice (with the same bearer token). */
export const invoiceUrl = (order: Pick<Order, 'id'>) => `/api/v1/orders/${order.id}/invoice`;

/** The back office sees the allowed next statuses and who changed what; clients do not. */
const nextStatusesFor = (order: Order, viewer: AuthUser) =>
  isBackOffice(viewer) ? allowedNextStatuses(order.status) : null;

/** An order as read, perhaps with its assignee's name (the REST answers read it with the order). */
export type OrderWithAssignee = Order & { assignee?: AssigneeRow | null };

/** The back office sees who owns an order; clients do not. */
const assigneeFor = (order: OrderWithAssignee, viewer: AuthUser) =>
  isBackOffice(viewer) && order.assignee ? { id: order.assignee.id, fullName: order.assignee.fullName } : null;

/** An order as `Order`; GraphQL resolves its relations as fields, REST answers one order with them (toOrderDetailModel). */
export function toOrderModel(order: OrderWithAssignee & Partial<UnreadCounts>, viewer: AuthUser): OrderModel {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    trackingNumber: order.trackingNumber,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    serviceId: order.serviceId,
    serviceName: order.serviceNameAr,
    serviceNameTr: order.serviceNameTr,
    serviceNameEn: order.serviceNameEn,
    orderedService: {
      id: order.serviceId,
      name: order.serviceNameAr,
      nameAr: order.serviceNameAr,
      nameTr: order.serviceNameTr,
      nameEn: order.serviceNameEn,
    },
    totalAmount: moneyText(order.totalAmount),
    amount: moneyText(order.totalAmount),
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    amountDue: moneyText(order.totalAmount),
    amountPaid: moneyText(order.amountPaid),
    balance: moneyText(balanceOf(order)),
    paymentStatus: order.paymentStatus,
    paymentWaivedReason: order.paymentWaivedReason,
    paymentWaivedAt: order.paymentWaivedAt,
    notes: order.notes,
    fullName: order.fullName,
    email: order.email,
    phone: order.phone,
    address: order.address,
    nationalId: order.nationalId,
    onHold: order.onHold,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    dueAt: order.dueAt,
    dueState: dueStateOf(order),
    allowedNextStatuses: nextStatusesFor(order, viewer),
    invoiceUrl: invoiceUrl(order),
    paymentAmounts: paymentAmounts(order).map((due) => ({
      currency: due.currency,
      amount: moneyText(due.amount),
      perTry: due.perTry && due.perTry.toFixed(),
    })),
    unreadMessages: unreadFor(order, viewer),
    assignee: assigneeFor(order, viewer),
    userId: order.userId,
    assigneeId: order.assigneeId ?? null,
  };
}

export const toOrderFileModel = (file: ShownFileRow): OrderFileModel => ({
  id: file.id,
  kind: file.kind,
  originalName: file.originalName,
  mimeType: file.mimeType,
  sizeBytes: file.sizeBytes,
  createdAt: file.createdAt,
  downloadUrl: fileDownloadUrl(file),
  receiptStatus: file.kind === 'receipt' ? (file.receiptStatus ?? 'submitted') : null,
  receiptReason: file.receiptReason,
  receiptReviewedAt: file.receiptReviewedAt,
});

export const toStatusChangeModel = (row: ShownHistoryRow, viewer: AuthUser | undefined): OrderStatusChangeModel => ({
  id: row.id,
  fromStatus: row.fromStatus,
  toStatus: row.toStatus,
  note: row.note,
  changedByName: viewer && isBackOffice(viewer) ? row.changedByName : null,
  createdAt: row.createdAt,
});

const toCustomerModel = (user: CustomerRow): OrderCustomerModel => ({
  id: user.id,
  fullName: user.fullName,
  email: user.email,
  phone: user.phone,
});

/** One order with its files, receipt and status history (REST `GET /orders/{id}`); the office also sees who ordered. */
export function toOrderDetailModel(order: OrderDetailRow, viewer: AuthUser): OrderDetailModel {
  const receipt = order.files.findLast((file) => file.kind === 'receipt');
  return {
    ...toOrderModel(order, viewer),
    files: order.files.map(toOrderFileModel),
    receipt: receipt ? toOrderFileModel(receipt) : null,
    history: order.history.map((row) => toStatusChangeModel(row, viewer)),
    openHold: openHoldOf(order.holds, viewer),
    holds: order.holds.map((hold) => toOrderHoldModel(hold, viewer)),
    answers: order.answers.map(toOrderAnswerModel),
    customer: isBackOffice(viewer) && order.user ? toCustomerModel(order.user) : null,
    applicant: toOrderApplicantModel(order.applicant),
    rating: order.rating && toOrderRatingModel(order.rating),
  };
}

/** The back office's page of orders with the counts per status (a list for GraphQL, one field per status for REST). */
export function toAdminOrderPageModel(
  list: { items: (OrderWithAssignee & Partial<UnreadCounts>)[]; total: number; statusCounts: StatusCount[] },
  page: Page,
  viewer: AuthUser,
): AdminOrderPageModel {
  return {
    ...pageModel(
      list.items.map((order) => toOrderModel(order, viewer)),
      list.total,
      page,
    ),
    statusCounts: list.statusCounts,
    countsByStatus: Object.fromEntries(
      list.statusCounts.map(({ status, count }) => [status, count]),
    ) as AdminOrderPageModel['countsByStatus'],
  };
}
