import type { Order, OrderFile } from '../generated/prisma/client.js';
import { type AuthUser, isBackOffice } from '../common/auth/auth-user.js';
import type { CustomerRow, HistoryRow, OrderDetailRow, ShownFileRow } from './order-rows.js';
import { ORDER_STATUS_LABELS } from './order-status.js';
import { allowedNextStatuses } from './order-transitions.js';
import type { OrderFileModel, OrderModel, OrderStatusChangeModel } from './models/order.model.js';
import { moneyText } from '../common/money.js';
import type { OrderCustomerResponse, OrderDetailResponse, OrderFileResponse, OrderResponse } from './dto/order.response.js';


export const fileDownloadUrl = (file: Pick<OrderFile, 'id' | 'orderId'>) => `/api/v1/orders/${file.orderId}/files/${file.id}`;

/** Where the order's owner and the office download its invoice (with the same bearer token). */
export const invoiceUrl = (order: Pick<Order, 'id'>) => `/api/v1/orders/${order.id}/invoice`;

/** The back office sees the allowed next statuses and who changed what; clients do not. */
const nextStatusesFor = (order: Order, viewer: AuthUser) => (isBackOffice(viewer) ? allowedNextStatuses(order.status) : null);

/** An order in the REST vocabulary (snake_case field names), as lists show it. */
export function toOrderResponse(order: Order, viewer: AuthUser): OrderResponse {
  return {
    id: order.id,
    order_number: order.orderNumber,
    tracking_number: order.trackingNumber,
    status: order.status,
    status_label: ORDER_STATUS_LABELS[order.status],
    service_id: order.serviceId,
    service: { id: order.serviceId, name: order.serviceNameAr, name_ar: order.serviceNameAr, name_tr: order.serviceNameTr, name_en: order.serviceNameEn },
    total_amount: moneyText(order.totalAmount),
    amount: moneyText(order.totalAmount),
    currency: order.currency,
    payment_method: order.paymentMethod,
    notes: order.notes,
    full_name: order.fullName,
    email: order.email,
    phone: order.phone,
    address: order.address,
    national_id: order.nationalId,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    allowed_next_statuses: nextStatusesFor(order, viewer),
    invoice_url: invoiceUrl(order),
  };
}

export function toOrderFileResponse(file: ShownFileRow): OrderFileResponse {
  return {
    id: file.id,
    kind: file.kind,
    original_name: file.originalName,
    mime_type: file.mimeType,
    size_bytes: file.sizeBytes,
    created_at: file.createdAt.toISOString(),
    download_url: fileDownloadUrl(file),
  };
}

const toCustomerResponse = (user: CustomerRow): OrderCustomerResponse => ({ id: user.id, full_name: user.fullName, email: user.email, phone: user.phone });

/** One order with its files, receipt and status history (REST `GET /orders/{id}`). */
export function toOrderDetailResponse(order: OrderDetailRow, viewer: AuthUser): OrderDetailResponse {
  const backOffice = isBackOffice(viewer);
  const receipt = order.files.find((file) => file.kind === 'receipt');
  return {
    ...toOrderResponse(order, viewer),
    files: order.files.map(toOrderFileResponse),
    receipt: receipt ? toOrderFileResponse(receipt) : null,
    history: order.history.map((row) => ({
      id: row.id,
      from_status: row.fromStatus,
      to_status: row.toStatus,
      note: row.note,
      changed_by: backOffice ? row.changedByName : null,
      created_at: row.createdAt.toISOString(),
    })),
    customer: backOffice && order.user ? toCustomerResponse(order.user) : null,
  };
}

/** An order as the GraphQL `Order`; relations are resolved by the field resolvers. */
export function toOrderModel(order: Order, viewer: AuthUser): OrderModel {
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
    totalAmount: moneyText(order.totalAmount),
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    notes: order.notes,
    fullName: order.fullName,
    email: order.email,
    phone: order.phone,
    address: order.address,
    nationalId: order.nationalId,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    allowedNextStatuses: nextStatusesFor(order, viewer),
    invoiceUrl: invoiceUrl(order),
    userId: order.userId,
  };
}

export const toOrderFileModel = (file: OrderFile): OrderFileModel => ({
  id: file.id,
  kind: file.kind,
  originalName: file.originalName,
  mimeType: file.mimeType,
  sizeBytes: file.sizeBytes,
  createdAt: file.createdAt,
  downloadUrl: fileDownloadUrl(file),
});

export const toStatusChangeModel = (row: HistoryRow, viewer: AuthUser | undefined): OrderStatusChangeModel => ({
  id: row.id,
  fromStatus: row.fromStatus,
  toStatus: row.toStatus,
  note: row.note,
  changedByName: viewer && isBackOffice(viewer) ? row.changedByName : null,
  createdAt: row.createdAt,
});
