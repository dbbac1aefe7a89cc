import { ApiProperty } from '@nestjs/swagger';
import { Currency, OrderStatus } from '../../generated/prisma/enums.js';

const CHANGE = 'The last `period_days` days against the `period_days` before them, in percent (one decimal); null when the period before had none.';

export class CountTrendResponse {
  @ApiProperty({ description: 'In the last `period_days` days.' }) current: number;
  @ApiProperty({ description: 'In the `period_days` days before those.' }) previous: number;
  @ApiProperty({ type: Number, nullable: true, description: CHANGE }) change_percent: number | null;
}

export class MoneyTrendResponse {
  @ApiProperty({ example: '1500.00' }) current: string;
  @ApiProperty({ example: '1200.00' }) previous: string;
  @ApiProperty({ type: Number, nullable: true, description: CHANGE }) change_percent: number | null;
}

export class StatsTrendsResponse {
  @ApiProperty({ type: CountTrendResponse }) orders: CountTrendResponse;
  @ApiProperty({ type: CountTrendResponse }) users: CountTrendResponse;
  @ApiProperty({ type: MoneyTrendResponse }) revenue: MoneyTrendResponse;
  @ApiProperty({ type: CountTrendResponse, description: 'Active services added in each period.' }) active_services: CountTrendResponse;
}

export class MonthResponse {
  @ApiProperty({ example: '2026-05', description: 'A month of the office (Europe/Istanbul).' }) month: string;
  @ApiProperty() orders: number;
  @ApiProperty({ example: '4500.00' }) revenue: string;
}

export class StatusCountResponse {
  @ApiProperty({ enum: OrderStatus, enumName: 'OrderStatus' }) status: OrderStatus;
  @ApiProperty({ example: 'قيد المعالجة' }) label: string;
  @ApiProperty() count: number;
}

export class TopServiceResponse {
  @ApiProperty() service_id: number;
  @ApiProperty({ description: 'Arabic name.' }) name: string;
  @ApiProperty() orders_count: number;
}

export class DashboardOrderResponse {
  @ApiProperty() id: number;
  @ApiProperty() order_number: string;
  @ApiProperty() tracking_number: string;
  @ApiProperty() full_name: string;
  @ApiProperty({ description: 'Arabic name of the service at order time.' }) service_name: string;
  @ApiProperty({ example: '1500.00' }) total_amount: string;
  @ApiProperty({ enum: Currency, enumName: 'Currency' }) currency: Currency;
  @ApiProperty({ enum: OrderStatus, enumName: 'OrderStatus' }) status: OrderStatus;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class StatsResponse {
  @ApiProperty() total_orders: number;
  @ApiProperty() total_users: number;
  @ApiProperty() completed_orders: number;
  @ApiProperty({ description: 'Orders processing or in progress.' }) processing_orders: number;
  @ApiProperty({ description: 'Orders still pending: the orders badge.' }) new_orders: number;
  @ApiProperty({ description: 'Orders created today in Istanbul.' }) orders_today: number;
  @ApiProperty() active_services: number;
  @ApiProperty({ example: '45231.00', description: 'Lira revenue of orders that are paid or later.' }) total_revenue: string;
  @ApiProperty({ enum: Currency, enumName: 'Currency', description: 'Currency of the revenue figures: always TRY.' }) currency: Currency;
  @ApiProperty({ enum: [7, 30, 90], description: 'Length in days of the periods the trends compare (`?days=`).' }) period_days: number;
  @ApiProperty({ type: StatsTrendsResponse }) trends: StatsTrendsResponse;
  @ApiProperty({ type: [MonthResponse], description: 'The last 6 months, oldest first, zeros included.' }) orders_by_month: MonthResponse[];
  @ApiProperty({ type: [StatusCountResponse], description: 'Every status in lifecycle order, zeros included.' }) status_counts: StatusCountResponse[];
  @ApiProperty({ type: [TopServiceResponse], description: 'The 5 most-ordered services.' }) top_services: TopServiceResponse[];
  @ApiProperty({ type: [DashboardOrderResponse], description: 'The 5 newest orders.' }) latest_orders: DashboardOrderResponse[];
}

export class StatsEnvelope {
  @ApiProperty({ type: StatsResponse }) data: StatsResponse;
}

export class NotificationResponse {
  @ApiProperty({ enum: ['order_placed', 'receipt_uploaded'] }) kind: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty() order_id: number;
  @ApiProperty() order_number: string;
  @ApiProperty() full_name: string;
}

export class NotificationsResponse {
  @ApiProperty({ description: 'Orders placed and receipts uploaded after `since` (all of them without it).' }) unseen: number;
  @ApiProperty({ type: [NotificationResponse], description: 'The 10 newest events, newest first.' }) latest: NotificationResponse[];
}

export class NotificationsEnvelope {
  @ApiProperty({ type: NotificationsResponse }) data: NotificationsResponse;
}

export class CountersResponse {
  @ApiProperty({ description: 'Orders created today in Istanbul.' }) orders_today: number;
  @ApiProperty({ description: 'Orders processing or in progress.' }) processing_orders: number;
  @ApiProperty() completed_orders: number;
  @ApiProperty({ description: 'Orders still pending: the orders badge.' }) new_orders: number;
}

export class CountersEnvelope {
  @ApiProperty({ type: CountersResponse }) data: CountersResponse;
}
