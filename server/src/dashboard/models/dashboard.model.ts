import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { Currency } from '../../generated/prisma/enums.js';
import { DecimalScalar } from '../../common/graphql/scalars.js';
import { OrderStatus } from '../../generated/prisma/enums.js';

const CHANGE = 'Change of the chosen period (the last `days` days) against the `days` before it, in percent (one decimal); null when the period before had none.';

@ObjectType('DashboardCountTrend')
export class CountTrendModel {
  @Field(() => Int) total: number;
  @Field(() => Int, { description: 'Added in the chosen period (the last `days` days).' }) current: number;
  @Field(() => Int, { description: 'Added in the `days` days before those.' }) previous: number;
  @Field(() => Float, { nullable: true, description: CHANGE }) changePercent: number | null;
}

@ObjectType('DashboardMoneyTrend', { description: 'Lira revenue of orders that are paid or later (refunds and cancellations excluded), by order date.' })
export class MoneyTrendModel {
  @Field(() => DecimalScalar) total: string;
  @Field(() => DecimalScalar, { description: 'Of orders placed in the chosen period.' }) current: string;
  @Field(() => DecimalScalar, { description: 'Of orders placed in the period before it.' }) previous: string;
  @Field(() => Float, { nullable: true, description: CHANGE }) changePercent: number | null;
  @Field(() => Currency) currency: Currency;
}

@ObjectType('DashboardTotals')
export class DashboardTotalsModel {
  @Field(() => CountTrendModel) orders: CountTrendModel;
  @Field(() => CountTrendModel) users: CountTrendModel;
  @Field(() => MoneyTrendModel) revenue: MoneyTrendModel;
  @Field(() => CountTrendModel, { description: 'Active services; the windows count those added in each period.' }) activeServices: CountTrendModel;
}

@ObjectType('DashboardMonth')
export class DashboardMonthModel {
  @Field({ description: 'YYYY-MM, a month of the office (Europe/Istanbul).' }) month: string;
  @Field(() => Int) orders: number;
  @Field(() => DecimalScalar, { description: 'Lira revenue of that month’s orders that are paid or later.' }) revenue: string;
}

@ObjectType('DashboardStatusCount')
export class DashboardStatusCountModel {
  @Field(() => OrderStatus) status: OrderStatus;
  @Field({ description: 'Arabic name of the status.' }) label: string;
  @Field(() => Int) count: number;
}

@ObjectType('DashboardTopService')
export class DashboardTopServiceModel {
  @Field(() => Int) serviceId: number;
  @Field({ description: 'Arabic name.' }) name: string;
  @Field(() => Int) ordersCount: number;
}

@ObjectType('DashboardOrder', { description: 'A line of the latest-orders table.' })
export class DashboardOrderModel {
  @Field(() => Int) id: number;
  @Field() orderNumber: string;
  @Field() trackingNumber: string;
  @Field() fullName: string;
  @Field({ description: 'Arabic name of the service at order time.' }) serviceName: string;
  @Field(() => DecimalScalar) totalAmount: string;
  @Field(() => Currency) currency: Currency;
  @Field(() => OrderStatus) status: OrderStatus;
  @Field() createdAt: Date;
}

@ObjectType('DashboardQuickStats', { description: 'The sidebar figures.' })
export class DashboardQuickStatsModel {
  @Field(() => Int, { description: 'Orders created today in Istanbul.' }) ordersToday: number;
  @Field(() => Int, { description: 'Orders processing or in progress.' }) processing: number;
  @Field(() => Int) completed: number;
}

@ObjectType('Dashboard', { description: 'Every figure of the back-office dashboard, in one request (staff and admins).' })
export class DashboardModel {
  @Field(() => Int, { description: 'Length in days of the compared periods (the `days` argument).' }) periodDays: number;
  @Field(() => DashboardTotalsModel) totals: DashboardTotalsModel;
  @Field(() => [DashboardMonthModel], { description: 'The last 6 months, oldest first, each present even without orders.' })
  ordersByMonth: DashboardMonthModel[];
  @Field(() => [DashboardStatusCountModel], { description: 'Every status in lifecycle order, zeros included.' })
  statusDistribution: DashboardStatusCountModel[];
  @Field(() => [DashboardTopServiceModel], { description: 'The 5 most-ordered services, most first.' }) topServices: DashboardTopServiceModel[];
  @Field(() => [DashboardOrderModel], { description: 'The 5 newest orders, newest first.' }) latestOrders: DashboardOrderModel[];
  @Field(() => DashboardQuickStatsModel) quickStats: DashboardQuickStatsModel;
  @Field(() => Int, { description: 'Orders still pending (new): the orders badge.' }) newOrders: number;
}
