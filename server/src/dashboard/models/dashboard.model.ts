import { Float, Int, ObjectType } from '@nestjs/graphql';
import { Currency } from '../../generated/prisma/enums.js';
import { DecimalScalar } from '../../common/graphql/scalars.js';
import { OrderStatus } from '../../generated/prisma/enums.js';
import { OutputField, RestField } from '../../common/output/output-field.js';

const CHANGE =
  'Change of the chosen period (the last `days` days) against the `days` before it, in percent (one decimal); null when the period before had none.';
const MONEY = { example: '1500.00' };

/** REST gives the totals once, at the top of the stats (`total_orders`, …), so its trends leave them out. */
@ObjectType('DashboardCountTrend')
export class CountTrendModel {
  @OutputField(() => Int, { rest: false }) total: number;
  @OutputField(() => Int, { description: 'Added in the chosen period (the last `days` days).' }) current: number;
  @OutputField(() => Int, { description: 'Added in the `days` days before those.' }) previous: number;
  @OutputField(() => Float, { nullable: true, description: CHANGE }) changePercent: number | null;
}

@ObjectType('DashboardCurrencyRevenue', {
  description: 'Money received in one currency in the chosen period (refunds subtracted).',
})
export class CurrencyRevenueModel {
  @OutputField(() => Currency) currency: Currency;
  @OutputField(() => DecimalScalar, { description: 'The payments’ amounts, in that currency.', openApi: MONEY })
  amount: string;
  @OutputField(() => DecimalScalar, {
    description: 'The same payments in lira, each at its recorded rate.',
    openApi: MONEY,
  })
  amountTry: string;
}

@ObjectType('DashboardMoneyTrend', {
  description:
    'Revenue is money received: the lira of the recorded payments (each at its recorded rate; refunds subtract), by the time they were paid.',
})
export class MoneyTrendModel {
  @OutputField(() => DecimalScalar, { rest: false }) total: string;
  @OutputField(() => DecimalScalar, { description: 'Received in the chosen period.', openApi: MONEY })
  current: string;
  @OutputField(() => DecimalScalar, { description: 'Received in the period before it.', openApi: MONEY })
  previous: string;
  @OutputField(() => Float, { nullable: true, description: CHANGE }) changePercent: number | null;
  @OutputField(() => Currency, { rest: false }) currency: Currency;
  @OutputField(() => [CurrencyRevenueModel], {
    description: 'The chosen period’s payments per currency (TRY, USD, SYP order), only the currencies received.',
  })
  byCurrency: CurrencyRevenueModel[];
}

@ObjectType('DashboardTotals')
export class DashboardTotalsModel {
  @OutputField(() => CountTrendModel) orders: CountTrendModel;
  @OutputField(() => CountTrendModel) users: CountTrendModel;
  @OutputField(() => MoneyTrendModel) revenue: MoneyTrendModel;
  @OutputField(() => CountTrendModel, { description: 'Active services; the windows count those added in each period.' })
  activeServices: CountTrendModel;
}

@ObjectType('DashboardMonth')
export class DashboardMonthModel {
  @OutputField({ description: 'YYYY-MM, a month of the office (Europe/Istanbul).', openApi: { example: '2026-05' } })
  month: string;
  @OutputField(() => Int) orders: number;
  @OutputField(() => DecimalScalar, {
    description: 'Lira of the payments received that month (refunds subtract).',
    openApi: { example: '4500.00' },
  })
  revenue: string;
}

@ObjectType('DashboardStatusCount')
export class DashboardStatusCountModel {
  @OutputField(() => OrderStatus) status: OrderStatus;
  @OutputField(() => Int) count: number;
  @OutputField({ description: 'Arabic name of the status.' }) label: string;
}

@ObjectType('DashboardTopService')
export class DashboardTopServiceModel {
  @OutputField(() => Int) serviceId: number;
  @OutputField({ description: 'Arabic name.' }) name: string;
  @OutputField(() => String, { nullable: true }) nameTr: string | null;
  @OutputField(() => String, { nullable: true }) nameEn: string | null;
  @OutputField(() => Int) ordersCount: number;
}

@ObjectType('DashboardOrder', { description: 'A line of the latest-orders table.' })
export class DashboardOrderModel {
  @OutputField(() => Int) id: number;
  @OutputField() orderNumber: string;
  @OutputField() trackingNumber: string;
  @OutputField() fullName: string;
  @OutputField({ description: 'Arabic name of the service at order time.' }) serviceName: string;
  @OutputField(() => String, { nullable: true }) serviceNameTr: string | null;
  @OutputField(() => String, { nullable: true }) serviceNameEn: string | null;
  @OutputField(() => DecimalScalar, { openApi: MONEY }) totalAmount: string;
  @OutputField(() => Currency) currency: Currency;
  @OutputField(() => OrderStatus) status: OrderStatus;
  @OutputField() createdAt: Date;
}

@ObjectType('DashboardQuickStats', { description: 'The sidebar figures.' })
export class DashboardQuickStatsModel {
  @OutputField(() => Int, { description: 'Orders created today in Istanbul.' }) ordersToday: number;
  @OutputField(() => Int, { description: 'Orders processing or in progress.' }) processing: number;
  @OutputField(() => Int) completed: number;
}

@ObjectType('DashboardAssigneeOverdue', { description: 'Overdue orders of one assignee (or of nobody).' })
export class DashboardAssigneeOverdueModel {
  @OutputField(() => Int, { nullable: true, description: 'Null: the unassigned orders.' }) assigneeId: number | null;
  @OutputField(() => String, { nullable: true, description: 'Their name now; null when unassigned.' })
  assigneeName: string | null;
  @OutputField(() => Int) count: number;
}

@ObjectType('DashboardDue', {
  description:
    'Overdue work: open orders not waiting for the client whose due moment has passed (overdue) or comes within 24 hours (soon).',
})
export class DashboardDueModel {
  @OutputField(() => Int) overdue: number;
  @OutputField(() => Int) soon: number;
  @OutputField(() => [DashboardAssigneeOverdueModel], {
    description: 'Overdue orders per assignee, most first; the unassigned as one entry with a null assignee.',
  })
  overdueByAssignee: DashboardAssigneeOverdueModel[];
}

@ObjectType('DashboardServiceRatings', { description: 'The ratings of one service’s orders.' })
export class DashboardServiceRatingsModel {
  @OutputField(() => Int) serviceId: number;
  @OutputField({ description: 'Arabic name (now).' }) name: string;
  @OutputField(() => String, { nullable: true }) nameTr: string | null;
  @OutputField(() => String, { nullable: true }) nameEn: string | null;
  @OutputField(() => Int) count: number;
  @OutputField(() => Float, { description: 'Stars per rating, to two decimals.', openApi: { example: 4.5 } })
  average: number;
}

@ObjectType('DashboardAssigneeRatings', { description: 'The ratings of the orders one staff member owns (or nobody).' })
export class DashboardAssigneeRatingsModel {
  @OutputField(() => Int, { nullable: true, description: 'Null: the unassigned orders.' }) assigneeId: number | null;
  @OutputField(() => String, { nullable: true, description: 'Their name now; null when unassigned.' })
  assigneeName: string | null;
  @OutputField(() => Int) count: number;
  @OutputField(() => Float, { description: 'Stars per rating, to two decimals.', openApi: { example: 4.5 } })
  average: number;
}

@ObjectType('DashboardRatings', {
  description: 'The clients’ ratings of completed orders: overall, per service and per the order’s assignee.',
})
export class DashboardRatingsModel {
  @OutputField(() => Int) count: number;
  @OutputField(() => Float, { nullable: true, description: 'Stars per rating, to two decimals; null without ratings.' })
  average: number | null;
  @OutputField(() => [DashboardServiceRatingsModel], { description: 'Best rated first.' })
  byService: DashboardServiceRatingsModel[];
  @OutputField(() => [DashboardAssigneeRatingsModel], {
    description: 'Best rated first; the unassigned orders as one entry with a null assignee.',
  })
  byAssignee: DashboardAssigneeRatingsModel[];
}

/** REST (`GET /admin/stats`) answers the spec's figures first, then the rest of the dashboard under REST names. */
@ObjectType('Dashboard', {
  description: 'Every figure of the back-office dashboard, in one request (staff and admins).',
})
export class DashboardModel {
  @RestField(() => Int) totalOrders: number;
  @RestField(() => Int) totalUsers: number;
  @RestField(() => Int) completedOrders: number;
  @RestField(() => Int, { description: 'Orders processing or in progress.' }) processingOrders: number;
  @OutputField(() => Int, { description: 'Orders still pending (new): the orders badge.' }) newOrders: number;
  @RestField(() => Int, { description: 'Orders created today in Istanbul.' }) ordersToday: number;
  @RestField(() => Int) activeServices: number;
  @RestField(() => DecimalScalar, {
    description: 'Lira of every payment received (refunds subtract), at the recorded rates.',
    openApi: { example: '45231.00' },
  })
  totalRevenue: string;
  @RestField(() => Currency, { description: 'Currency of the revenue figures: always TRY.' }) currency: Currency;
  @OutputField(() => Int, {
    description: 'Length in days of the compared periods (the `days` argument).',
    openApi: { enum: [7, 30, 90] },
  })
  periodDays: number;
  @OutputField(() => DashboardTotalsModel, { rest: 'trends' }) totals: DashboardTotalsModel;
  @OutputField(() => [DashboardMonthModel], {
    description: 'The last 6 months, oldest first, each present even without orders.',
  })
  ordersByMonth: DashboardMonthModel[];
  @OutputField(() => [DashboardStatusCountModel], {
    description: 'Every status in lifecycle order, zeros included.',
    rest: 'status_counts',
  })
  statusDistribution: DashboardStatusCountModel[];
  @OutputField(() => [DashboardTopServiceModel], { description: 'The 5 most-ordered services, most first.' })
  topServices: DashboardTopServiceModel[];
  @OutputField(() => [DashboardOrderModel], { description: 'The 5 newest orders, newest first.' })
  latestOrders: DashboardOrderModel[];
  @OutputField(() => DashboardQuickStatsModel, { rest: false }) quickStats: DashboardQuickStatsModel;
  @OutputField(() => DashboardDueModel) due: DashboardDueModel;
  @OutputField(() => DashboardRatingsModel) ratings: DashboardRatingsModel;
}
