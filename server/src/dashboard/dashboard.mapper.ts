import type { Prisma } from '../generated/prisma/client.js';
import { ORDER_STATUS_LABELS } from '../orders/order-status.js';
import type { BackOfficeCounters, DashboardFigures, LatestOrder, Trend } from './dashboard.service.js';
import type { BackOfficeNotifications } from './notifications.service.js';
import { NotificationKindModel, type BackOfficeCountersModel, type BackOfficeNotificationsModel } from './models/back-office.model.js';
import type { DashboardModel, DashboardOrderModel } from './models/dashboard.model.js';
import type { CountersResponse, CountTrendResponse, DashboardOrderResponse, MoneyTrendResponse, NotificationsResponse, StatsResponse } from './dto/stats.response.js';
import { moneyText } from '../common/money.js';

const moneyTrend = (trend: Trend<Prisma.Decimal>) => ({
  total: moneyText(trend.total),
  current: moneyText(trend.current),
  previous: moneyText(trend.previous),
  changePercent: trend.changePercent,
});

/** Month and status rows have the same fields in both APIs. */
const monthRows = (figures: DashboardFigures) => figures.ordersByMonth.map((m) => ({ month: m.month, orders: m.orders, revenue: moneyText(m.revenue) }));
const statusRows = (figures: DashboardFigures) => figures.statusCounts.map((entry) => ({ ...entry, label: ORDER_STATUS_LABELS[entry.status] }));

function toDashboardOrderModel(order: LatestOrder): DashboardOrderModel {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    trackingNumber: order.trackingNumber,
    fullName: order.fullName,
    serviceName: order.serviceNameAr,
    totalAmount: moneyText(order.totalAmount),
    currency: order.currency,
    status: order.status,
    createdAt: order.createdAt,
  };
}

export function toDashboardModel(figures: DashboardFigures): DashboardModel {
  return {
    periodDays: figures.periodDays,
    totals: {
      orders: figures.orders,
      users: figures.users,
      revenue: { ...moneyTrend(figures.revenue), currency: 'TRY' },
      activeServices: figures.activeServices,
    },
    ordersByMonth: monthRows(figures),
    statusDistribution: statusRows(figures),
    topServices: figures.topServices,
    latestOrders: figures.latestOrders.map(toDashboardOrderModel),
    quickStats: { ordersToday: figures.ordersToday, processing: figures.processingOrders, completed: figures.completedOrders },
    newOrders: figures.newOrders,
  };
}

const countTrendResponse = (trend: Trend<number>): CountTrendResponse => ({
  current: trend.current,
  previous: trend.previous,
  change_percent: trend.changePercent,
});

const moneyTrendResponse = (trend: Trend<Prisma.Decimal>): MoneyTrendResponse => ({
  current: moneyText(trend.current),
  previous: moneyText(trend.previous),
  change_percent: trend.changePercent,
});

function toDashboardOrderResponse(order: LatestOrder): DashboardOrderResponse {
  return {
    id: order.id,
    order_number: order.orderNumber,
    tracking_number: order.trackingNumber,
    full_name: order.fullName,
    service_name: order.serviceNameAr,
    total_amount: moneyText(order.totalAmount),
    currency: order.currency,
    status: order.status,
    created_at: order.createdAt.toISOString(),
  };
}

/** `GET /admin/stats`: the four classic counts first (`total_orders`, `total_users`, `completed_orders`, `processing_orders`), then the rest of the dashboard in the REST vocabulary. */
export function toStatsResponse(figures: DashboardFigures): StatsResponse {
  return {
    total_orders: figures.orders.total,
    total_users: figures.users.total,
    completed_orders: figures.completedOrders,
    processing_orders: figures.processingOrders,
    new_orders: figures.newOrders,
    orders_today: figures.ordersToday,
    active_services: figures.activeServices.total,
    total_revenue: moneyText(figures.revenue.total),
    currency: 'TRY',
    period_days: figures.periodDays,
    trends: {
      orders: countTrendResponse(figures.orders),
      users: countTrendResponse(figures.users),
      revenue: moneyTrendResponse(figures.revenue),
      active_services: countTrendResponse(figures.activeServices),
    },
    orders_by_month: monthRows(figures),
    status_counts: statusRows(figures),
    top_services: figures.topServices.map((service) => ({ service_id: service.serviceId, name: service.name, orders_count: service.ordersCount })),
    latest_orders: figures.latestOrders.map(toDashboardOrderResponse),
  };
}

export const toCountersModel = (counters: BackOfficeCounters): BackOfficeCountersModel => ({
  ordersToday: counters.ordersToday,
  processing: counters.processingOrders,
  completed: counters.completedOrders,
  newOrders: counters.newOrders,
});

export const toCountersResponse = (counters: BackOfficeCounters): CountersResponse => ({
  orders_today: counters.ordersToday,
  processing_orders: counters.processingOrders,
  completed_orders: counters.completedOrders,
  new_orders: counters.newOrders,
});

export const toNotificationsModel = (notifications: BackOfficeNotifications): BackOfficeNotificationsModel => ({
  unseen: notifications.unseen,
  latest: notifications.latest.map((event) => ({ ...event, kind: NotificationKindModel[event.kind] })),
});

export const toNotificationsResponse = (notifications: BackOfficeNotifications): NotificationsResponse => ({
  unseen: notifications.unseen,
  latest: notifications.latest.map((event) => ({
    kind: event.kind,
    at: event.at.toISOString(),
    order_id: event.orderId,
    order_number: event.orderNumber,
    full_name: event.fullName,
  })),
});
