import type { Prisma } from '../generated/prisma/client.js';
import { ORDER_STATUS_LABELS } from '../orders/order-status.js';
import type {
  BackOfficeCounters,
  CurrencyRevenue,
  DashboardFigures,
  LatestOrder,
  RatingFigures,
  Trend,
} from './dashboard.service.js';
import type { BackOfficeNotifications } from './notifications.service.js';
import {
  NotificationKindModel,
  type BackOfficeCountersModel,
  type BackOfficeNotificationsModel,
} from './models/back-office.model.js';
import type { DashboardModel, DashboardOrderModel, DashboardRatingsModel } from './models/dashboard.model.js';
import { moneyText } from '../common/money.js';

const moneyTrend = (trend: Trend<Prisma.Decimal>, byCurrency: CurrencyRevenue[]) => ({
  total: moneyText(trend.total),
  current: moneyText(trend.current),
  previous: moneyText(trend.previous),
  changePercent: trend.changePercent,
  currency: 'TRY' as const,
  byCurrency: byCurrency.map((entry) => ({
    currency: entry.currency,
    amount: moneyText(entry.amount),
    amountTry: moneyText(entry.amountTry),
  })),
});

function toDashboardOrderModel(order: LatestOrder): DashboardOrderModel {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    trackingNumber: order.trackingNumber,
    fullName: order.fullName,
    serviceName: order.serviceNameAr,
    serviceNameTr: order.serviceNameTr,
    serviceNameEn: order.serviceNameEn,
    totalAmount: moneyText(order.totalAmount),
    currency: order.currency,
    status: order.status,
    createdAt: order.createdAt,
  };
}

/** Stars per rating, to two decimals; none without ratings. */
const averageOf = ({ count, starsSum }: { count: number; starsSum: number }) =>
  count === 0 ? null : Math.round((starsSum / count) * 100) / 100;

function toRatingsModel(ratings: RatingFigures): DashboardRatingsModel {
  return {
    count: ratings.count,
    average: averageOf(ratings),
    byService: ratings.byService.map((row) => ({
      serviceId: row.serviceId,
      name: row.name,
      nameTr: row.nameTr,
      nameEn: row.nameEn,
      count: row.count,
      average: averageOf(row) ?? 0,
    })),
    byAssignee: ratings.byAssignee.map((row) => ({
      assigneeId: row.assigneeId,
      assigneeName: row.assigneeName,
      count: row.count,
      average: averageOf(row) ?? 0,
    })),
  };
}

/** The dashboard figures as `Dashboard`, with the spec's REST totals (`total_orders`, …) beside the trends. */
export function toDashboardModel(figures: DashboardFigures): DashboardModel {
  return {
    totalOrders: figures.orders.total,
    totalUsers: figures.users.total,
    completedOrders: figures.completedOrders,
    processingOrders: figures.processingOrders,
    newOrders: figures.newOrders,
    ordersToday: figures.ordersToday,
    activeServices: figures.activeServices.total,
    totalRevenue: moneyText(figures.revenue.total),
    currency: 'TRY',
    periodDays: figures.periodDays,
    totals: {
      orders: figures.orders,
      users: figures.users,
      revenue: moneyTrend(figures.revenue, figures.revenueByCurrency),
      activeServices: figures.activeServices,
    },
    ordersByMonth: figures.ordersByMonth.map((m) => ({
      month: m.month,
      orders: m.orders,
      revenue: moneyText(m.revenue),
    })),
    statusDistribution: figures.statusCounts.map((entry) => ({ ...entry, label: ORDER_STATUS_LABELS[entry.status] })),
    topServices: figures.topServices,
    latestOrders: figures.latestOrders.map(toDashboardOrderModel),
    quickStats: {
      ordersToday: figures.ordersToday,
      processing: figures.processingOrders,
      completed: figures.completedOrders,
    },
    due: figures.due,
    ratings: toRatingsModel(figures.ratings),
  };
}

export const toCountersModel = (
  counters: BackOfficeCounters & { unreadMessages: number },
): BackOfficeCountersModel => ({
  ordersToday: counters.ordersToday,
  processing: counters.processingOrders,
  completed: counters.completedOrders,
  newOrders: counters.newOrders,
  unreadMessages: counters.unreadMessages,
});

export const toNotificationsModel = (notifications: BackOfficeNotifications): BackOfficeNotificationsModel => ({
  unseen: notifications.unseen,
  latest: notifications.latest.map((event) => ({ ...event, kind: NotificationKindModel[event.kind] })),
});
