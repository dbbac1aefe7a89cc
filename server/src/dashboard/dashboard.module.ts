import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller.js';
import { DashboardResolver } from './dashboard.resolver.js';
import { DashboardService } from './dashboard.service.js';
import { NotificationsService } from './notifications.service.js';
import { OrdersModule } from '../orders/orders.module.js';

@Module({
  imports: [OrdersModule],
  controllers: [DashboardController],
  providers: [DashboardService, NotificationsService, DashboardResolver],
})
export class DashboardModule {}
