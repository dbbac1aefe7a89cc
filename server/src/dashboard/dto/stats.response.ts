import { ApiProperty } from '@nestjs/swagger';
import { Currency, OrderStatus } from '../../generated/prisma/enums.js';

const CHANGE = 'Last 30 days against the 30 before them, in percent (one decimal); null when the 30 before had none.';

export class CountTrendResponse {
  @ApiProperty() last_30_days: number;
  @ApiProperty() previous_30_days: number;
  @ApiProperty({ type: Number, nullable: true, description: CHANGE }) change_percent: number | null;
}

export class MoneyTrendResponse {
  @ApiProperty({ example: '1500.00' }) last_30_days: string;
  @ApiProperty({ example: '1200.00' }) previous_30_days: string;
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
  @ApiProperty({ type: StatsTrendsResponse }) trends: StatsTrendsResponse;
  @ApiProperty({ type: [MonthResponse], description: 'The last 6 months, oldest first, zeros included.' }) orders_by_month: MonthResponse[];
  @ApiProperty({ type: [StatusCountResponse], description: 'Every status in lifecycle order, zeros included.' }) status_counts: StatusCountResponse[];
  @ApiProperty({ type: [TopServiceResponse], description: 'The 5 most-ordered services.' }) top_services: TopServiceResponse[];
  @ApiProperty({ type: [DashboardOrderResponse], description: 'The 5 newest orders.' }) latest_orders: DashboardOrderResponse[];
}

export class StatsEnvelope {
  @ApiProperty({ type: StatsResponse }) data: StatsResponse;
}
