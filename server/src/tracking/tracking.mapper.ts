import type { Order } from '../generated/prisma/client.js';
import type { TrackedOrderRow } from '../orders/order-rows.js';
import { ORDER_STATUS_LABELS } from '../orders/order-status.js';
import type { TrackedOrderModel } from './models/tracked-order.model.js';
import { moneyText } from '../common/money.js';

/** The public invoice, by tracking number: no personal data, limited per IP like tracking. */
const publicInvoiceUrl = (order: Pick<Order, 'trackingNumber'>) =>
  `/api/v1/orders/track/${order.trackingNumber}/invoice`;

export function toTrackedOrderModel(order: TrackedOrderRow): TrackedOrderModel {
  return {
    trackingNumber: order.trackingNumber,
    orderNumber: order.orderNumber,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    serviceName: order.serviceNameAr,
    serviceNameTr: order.serviceNameTr,
    serviceNameEn: order.serviceNameEn,
    service: {
      name: order.serviceNameAr,
      nameAr: order.serviceNameAr,
      nameTr: order.serviceNameTr,
      nameEn: order.serviceNameEn,
    },
    totalAmount: moneyText(order.totalAmount),
    currency: order.currency,
    waitingForClient: order.onHold,
    paymentStatus: order.paymentStatus,
    createdAt: order.createdAt,
    history: order.history.map((step) => ({ status: step.toStatus, at: step.createdAt })),
    invoiceUrl: publicInvoiceUrl(order),
  };
}
