import type { Order } from '../generated/prisma/client.js';
import type { TrackedOrderRow } from '../orders/order-rows.js';
import { ORDER_STATUS_LABELS } from '../orders/order-status.js';
import type { TrackedOrderModel } from './models/tracked-order.model.js';
import { moneyText } from '../common/money.js';
import type { TrackedOrderResponse } from './dto/tracked-order.response.js';

/** The public invoice, by tracking number: no personal data, limited per IP like tracking. */
const publicInvoiceUrl = (order: Pick<Order, 'trackingNumber'>) => `/api/v1/orders/track/${order.trackingNumber}/invoice`;

export function toTrackingResponse(order: TrackedOrderRow): TrackedOrderResponse {
  return {
    tracking_number: order.trackingNumber,
    order_number: order.orderNumber,
    status: order.status,
    status_label: ORDER_STATUS_LABELS[order.status],
    service: { name: order.serviceNameAr, name_ar: order.serviceNameAr, name_tr: order.serviceNameTr, name_en: order.serviceNameEn },
    total_amount: moneyText(order.totalAmount),
    currency: order.currency,
    created_at: order.createdAt.toISOString(),
    history: order.history.map((step) => ({ status: step.toStatus, created_at: step.createdAt.toISOString() })),
    invoice_url: publicInvoiceUrl(order),
  };
}

export function toTrackedOrderModel(order: TrackedOrderRow): TrackedOrderModel {
  return {
    trackingNumber: order.trackingNumber,
    orderNumber: order.orderNumber,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    serviceName: order.serviceNameAr,
    serviceNameTr: order.serviceNameTr,
    serviceNameEn: order.serviceNameEn,
    totalAmount: moneyText(order.totalAmount),
    currency: order.currency,
    createdAt: order.createdAt,
    history: order.history.map((step) => ({ status: step.toStatus, at: step.createdAt })),
    invoiceUrl: publicInvoiceUrl(order),
  };
}
