import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';
import { OrderStatus, type Currency } from '../generated/prisma/enums.js';
import { OrderStatusCounts, type StatusCount } from '../orders/order-status-counts.js';
import { DUE_CLOSED_STATUSES, DUE_SOON_MS } from '../orders/order-due-state.js';
import { officeDay, officeMonths, type MonthPeriod, type Period } from '../common/office-time.js';

/** The periods the dashboard compares: the last N days against the N before them. */
export const PERIOD_DAYS = [7, 30, 90] as const;
export type PeriodDays = (typeof PERIOD_DAYS)[number];
export const DEFAULT_PERIOD_DAYS: PeriodDays = 30;
const CHART_MONTHS = 6;
const TOP_SERVICES = 5;
const LATEST_ORDERS = 5;
const DAY_MS = 86_400_000;

/** A total with the same figure for the chosen period (the last N days) and the N days before it. */
export type Trend<T> = { total: T; current: T; previous: T; changePercent: number | null };
export type MonthFigures = { month: string; orders: number; revenue: Prisma.Decimal };
/** Money received in one currency in the chosen period: the amounts as paid, and their lira at the recorded rates. */
export type CurrencyRevenue = { currency: Currency; amount: Prisma.Decimal; amountTry: Prisma.Decimal };
export type TopService = {
  serviceId: number;
  name: string;
  nameTr: string | null;
  nameEn: string | null;
  ordersCount: number;
};

const LATEST_ORDER_FIELDS = {
  id: true,
  orderNumber: true,
  trackingNumber: true,
  fullName: true,
  serviceNameAr: true,
  serviceNameTr: true,
  serviceNameEn: true,
  totalAmount: true,
  currency: true,
  status: true,
  createdAt: true,
} satisfies Prisma.OrderSelect;
export type LatestOrder = Prisma.OrderGetPayload<{ select: typeof LATEST_ORDER_FIELDS }>;

/** The sidebar's figures: orders today, processing, completed, and new orders (the orders badge). */
export type BackOfficeCounters = {
  ordersToday: number;
  /** processing and in_progress together. */
  processingOrders: number;
  completedOrders: number;
  /** Orders still `pending`: the back office's badge. */
  newOrders: number;
};

/** Ratings of one service or one assignee: how many, and the sum of their stars (the average follows). */
type RatingTally = { count: number; starsSum: number };
export type ServiceRatings = RatingTally & {
  serviceId: number;
  name: string;
  nameTr: string | null;
  nameEn: string | null;
};
export type AssigneeRatings = RatingTally & { assigneeId: number | null; assigneeName: string | null };
/** The clients' ratings of completed orders, per service and per the order's assignee (null: unassigned). */
export type RatingFigures = RatingTally & { byService: ServiceRatings[]; byAssignee: AssigneeRatings[] };

export type DashboardFigures = BackOfficeCounters & {
  /** Length in days of the compared periods. */
  periodDays: PeriodDays;
  orders: Trend<number>;
  users: Trend<number>;
  /**
   * Revenue is money received: the sum of the payments' lira (`amount_try`, at each payment's recorded rate;
   * refunds are negative and subtract), by the time they were paid. An order's status adds nothing by itself.
   */
  revenue: Trend<Prisma.Decimal>;
  /** The chosen period's payments per currency, in the currencies' order (TRY, USD, SYP), only those received. */
  revenueByCurrency: CurrencyRevenue[];
  activeServices: Trend<number>;
  ordersByMonth: MonthFigures[];
  statusCounts: StatusCount[];
  topServices: TopService[];
  latestOrders: LatestOrder[];
  due: DueFigures;
  ratings: RatingFigures;
};

/** Overdue work (the rule of orders/order-due-state.ts): open orders not waiting for the client, past their due moment. */
export type DueFigures = {
  overdue: number;
  /** Due within 24 hours. */
  soon: number;
  /** Overdue orders per assignee, most first; `assigneeId` null counts the unassigned. */
  overdueByAssignee: { assigneeId: number | null; assigneeName: string | null; count: number }[];
};

type Windows = { current: Period; previous: Period };
type OrderTotalsRow = {
  total: number;
  current_count: number;
  previous_count: number;
  today: number;
  revenue_total: string;
  revenue_current: string;
  revenue_previous: string;
  by_currency: { currency: Currency; amount: string; amount_try: string }[];
};

const inPeriod = (period: Period) => ({ gte: period.start, lt: period.end });
const within = (period: Period, column = Prisma.raw('created_at')) =>
  Prisma.sql`${column} >= ${period.start}::timestamptz AND ${column} < ${period.end}::timestamptz`;
const paidWithin = (period: Period) => within(period, Prisma.raw('paid_at'));

/** `(current − previous) / previous` in percent with one decimal; none when there is nothing to compare with. */
function changePercent(current: number | Prisma.Decimal, previous: number | Prisma.Decimal): number | null {
  const base = new Prisma.Decimal(previous);
  if (base.isZero()) return null;
  return new Prisma.Decimal(current).minus(base).div(base).times(100).toDecimalPlaces(1).toNumber();
}

const trend = <T extends number | Prisma.Decimal>(total: T, current: T, previous: T): Trend<T> => ({
  total,
  current,
  previous,
  changePercent: changePercent(current, previous),
});

const countersOf = (statusCounts: StatusCount[], ordersToday: number): BackOfficeCounters => {
  const countOf = (...statuses: OrderStatus[]) =>
    statusCounts.filter((entry) => statuses.includes(entry.status)).reduce((sum, entry) => sum + entry.count, 0);
  return {
    ordersToday,
    processingOrders: countOf(OrderStatus.processing, OrderStatus.in_progress),
    completedOrders: countOf(OrderStatus.completed),
    newOrders: countOf(OrderStatus.pending),
  };
};

/** Every figure of the back office's dashboard, each from an SQL aggregate (no rows are loaded to be counted). */
@Injectable()
export class DashboardService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly orderStatusCounts: OrderStatusCounts,
  ) {}

  /**
   * `now` is the moment the figures are for: the windows, today and the months are counted back from it;
   * `days` is the length of the compared periods (the last `days` days against the `days` before them).
   */
  async figures(now = new Date(), days: PeriodDays = DEFAULT_PERIOD_DAYS): Promise<DashboardFigures> {
    const windows: Windows = {
      current: { start: new Date(now.getTime() - days * DAY_MS), end: now },
      previous: { start: new Date(now.getTime() - 2 * days * DAY_MS), end: new Date(now.getTime() - days * DAY_MS) },
    };
    const [
      orderTotals,
      { users, activeServices },
      ordersByMonth,
      statusCounts,
      topServices,
      latestOrders,
      due,
      ratings,
    ] = await Promise.all([
      this.orderTotals(windows, officeDay(now)),
      this.userAndServiceTrends(windows),
      this.ordersByMonth(officeMonths(now, CHART_MONTHS)),
      this.orderStatusCounts.of({}),
      this.topServices(),
      this.prisma.order.findMany({
        select: LATEST_ORDER_FIELDS,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: LATEST_ORDERS,
      }),
      this.dueFigures(now),
      this.ratingFigures(),
    ]);
    return {
      periodDays: days,
      orders: trend(orderTotals.total, orderTotals.current_count, orderTotals.previous_count),
      users,
      revenue: trend(
        new Prisma.Decimal(orderTotals.revenue_total),
        new Prisma.Decimal(orderTotals.revenue_current),
        new Prisma.Decimal(orderTotals.revenue_previous),
      ),
      revenueByCurrency: orderTotals.by_currency.map((row) => ({
        currency: row.currency,
        amount: new Prisma.Decimal(row.amount),
        amountTry: new Prisma.Decimal(row.amount_try),
      })),
      activeServices,
      ordersByMonth,
      statusCounts,
      topServices,
      latestOrders,
      due,
      ratings,
      ...countersOf(statusCounts, orderTotals.today),
    };
  }

  /** The sidebar's figures alone, for the shell that shows them on every back-office page. */
  async counters(now = new Date()): Promise<BackOfficeCounters & { unreadMessages: number }> {
    const today = officeDay(now);
    const [statusCounts, ordersToday, [unread]] = await Promise.all([
      this.orderStatusCounts.of({}),
      this.prisma.order.count({ where: { createdAt: inPeriod(today) } }),
      // The clients' messages the office has not read (the sidebar's messages badge).
      this.prisma.$queryRaw<{ count: number }[]>`
        SELECT count(*)::int AS count FROM order_messages m JOIN orders o ON o.id = m.order_id
        WHERE NOT m.from_office AND (o.office_read_at IS NULL OR m.created_at > o.office_read_at)`,
    ]);
    return { ...countersOf(statusCounts, ordersToday), unreadMessages: unread?.count ?? 0 };
  }

  /**
   * Order counts, and revenue from the payments (overall, per window, and the current window per currency),
   * in one statement: each side aggregated on its own table, then put side by side.
   */
  private async orderTotals(windows: Windows, today: Period) {
    const [row] = await this.prisma.$queryRaw<OrderTotalsRow[]>`
      SELECT o.*, p.*, c.by_currency
      FROM (
        SELECT
          count(*)::int AS total,
          (count(*) FILTER (WHERE ${within(windows.current)}))::int AS current_count,
          (count(*) FILTER (WHERE ${within(windows.previous)}))::int AS previous_count,
          (count(*) FILTER (WHERE ${within(today)}))::int AS today
        FROM orders
      ) o, (
        SELECT
          COALESCE(sum(amount_try), 0)::text AS revenue_total,
          COALESCE(sum(amount_try) FILTER (WHERE ${paidWithin(windows.current)}), 0)::text AS revenue_current,
          COALESCE(sum(amount_try) FILTER (WHERE ${paidWithin(windows.previous)}), 0)::text AS revenue_previous
        FROM payments
      ) p, (
        SELECT COALESCE(json_agg(json_build_object('currency', currency, 'amount', amount::text, 'amount_try', amount_try::text)
                                 ORDER BY currency), '[]'::json) AS by_currency
        FROM (
          SELECT currency, sum(amount) AS amount, sum(amount_try) AS amount_try FROM payments
          WHERE ${paidWithin(windows.current)} GROUP BY currency
        ) per_currency
      ) c`;
    return row;
  }

  /** Overdue and due-soon orders, and the overdue per assignee with their current name, in two statements. */
  async dueFigures(now = new Date()): Promise<DueFigures> {
    const open = Prisma.sql`NOT o.on_hold AND o.status::text NOT IN (${Prisma.join([...DUE_CLOSED_STATUSES])})`;
    const soonEnd = new Date(now.getTime() + DUE_SOON_MS);
    const [[totals], overdueByAssignee] = await Promise.all([
      this.prisma.$queryRaw<{ overdue: number; soon: number }[]>`
        SELECT (count(*) FILTER (WHERE o.due_at < ${now}::timestamptz))::int AS overdue,
               (count(*) FILTER (WHERE o.due_at >= ${now}::timestamptz AND o.due_at <= ${soonEnd}::timestamptz))::int AS soon
        FROM orders o WHERE o.due_at IS NOT NULL AND ${open}`,
      this.prisma.$queryRaw<DueFigures['overdueByAssignee']>`
        SELECT o.assignee_id AS "assigneeId", u.full_name AS "assigneeName", count(*)::int AS count
        FROM orders o LEFT JOIN users u ON u.id = o.assignee_id
        WHERE o.due_at < ${now}::timestamptz AND ${open}
        GROUP BY o.assignee_id, u.full_name
        ORDER BY count DESC, o.assignee_id NULLS LAST`,
    ]);
    return { overdue: totals.overdue, soon: totals.soon, overdueByAssignee };
  }

  /** Users, and services active now (those of them added in each window), in one statement. */
  private async userAndServiceTrends(windows: Windows) {
    const counted = (rows: Prisma.Sql) => Prisma.sql`(
      SELECT json_build_object('total', count(*), 'current', count(*) FILTER (WHERE ${within(windows.current)}),
                               'previous', count(*) FILTER (WHERE ${within(windows.previous)}))
      ${rows})`;
    type Counts = { total: number; current: number; previous: number };
    const [row] = await this.prisma.$queryRaw<{ users: Counts; services: Counts }[]>`
      SELECT ${counted(Prisma.sql`FROM users`)} AS users,
             ${counted(Prisma.sql`FROM services WHERE is_active AND deleted_at IS NULL`)} AS services`;
    const trendOf = ({ total, current, previous }: Counts) => trend(total, current, previous);
    return { users: trendOf(row.users), activeServices: trendOf(row.services) };
  }

  /**
   * Every month of the chart, zeros included, in one statement: each month aggregated on its own range
   * (a LEFT JOIN of the months to the orders had PostgreSQL join every order to every month, twice as slow):
   * the orders placed in it, and the lira of the payments received in it (refunds subtract).
   */
  private async ordersByMonth(months: MonthPeriod[]): Promise<MonthFigures[]> {
    const buckets = Prisma.join(
      months.map((m) => Prisma.sql`(${m.month}::text, ${m.start}::timestamptz, ${m.end}::timestamptz)`),
    );
    const rows = await this.prisma.$queryRaw<{ month: string; orders: number; revenue: string }[]>`
      SELECT b.month, m.orders, r.revenue
      FROM (VALUES ${buckets}) AS b(month, starts, ends)
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS orders FROM orders o WHERE o.created_at >= b.starts AND o.created_at < b.ends
      ) m
      CROSS JOIN LATERAL (
        SELECT COALESCE(sum(p.amount_try), 0)::text AS revenue
        FROM payments p WHERE p.paid_at >= b.starts AND p.paid_at < b.ends
      ) r
      ORDER BY b.month`;
    return rows.map((row) => ({ month: row.month, orders: row.orders, revenue: new Prisma.Decimal(row.revenue) }));
  }

  /**
   * The most-ordered services with their current Arabic name; ties go to the older service. Counted
   * before the join, so only the few winners are joined, not every order.
   */
  private topServices(): Promise<TopService[]> {
    return this.prisma.$queryRaw<TopService[]>`
      SELECT t.service_id AS "serviceId", s.name_ar AS name, s.name_tr AS "nameTr", s.name_en AS "nameEn", t.orders_count AS "ordersCount"
      FROM (
        SELECT service_id, count(*)::int AS orders_count FROM orders
        GROUP BY service_id ORDER BY orders_count DESC, service_id LIMIT ${TOP_SERVICES}
      ) t
      JOIN services s ON s.id = t.service_id
      ORDER BY t.orders_count DESC, t.service_id`;
  }

  /**
   * The ratings per service (its current names) and per the order's current assignee (their current name), best
   * rated first, in one statement; the overall tally is the sum of the services'.
   */
  async ratingFigures(): Promise<RatingFigures> {
    const [row] = await this.prisma.$queryRaw<Pick<RatingFigures, 'byService' | 'byAssignee'>[]>`
      SELECT
        COALESCE((SELECT json_agg(t ORDER BY t."starsSum"::float / t.count DESC, t.count DESC, t."serviceId") FROM (
          SELECT o.service_id AS "serviceId", s.name_ar AS name, s.name_tr AS "nameTr", s.name_en AS "nameEn",
                 count(*)::int AS count, sum(r.stars)::int AS "starsSum"
          FROM order_ratings r JOIN orders o ON o.id = r.order_id JOIN services s ON s.id = o.service_id
          GROUP BY o.service_id, s.name_ar, s.name_tr, s.name_en) t), '[]') AS "byService",
        COALESCE((SELECT json_agg(t ORDER BY t."starsSum"::float / t.count DESC, t.count DESC, t."assigneeId" NULLS LAST) FROM (
          SELECT o.assignee_id AS "assigneeId", u.full_name AS "assigneeName",
                 count(*)::int AS count, sum(r.stars)::int AS "starsSum"
          FROM order_ratings r JOIN orders o ON o.id = r.order_id LEFT JOIN users u ON u.id = o.assignee_id
          GROUP BY o.assignee_id, u.full_name) t), '[]') AS "byAssignee"`;
    const tally = (field: keyof RatingTally) => row.byService.reduce((sum, entry) => sum + entry[field], 0);
    return { count: tally('count'), starsSum: tally('starsSum'), ...row };
  }
}
