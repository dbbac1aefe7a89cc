import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/auth/auth.decorators.js';
import { DashboardService } from './dashboard.service.js';
import { NotificationsService } from './notifications.service.js';
import { CountersEnvelope, NotificationsEnvelope, StatsEnvelope } from './dto/stats.response.js';
import { NotificationsQuery, StatsQuery } from './dto/stats.query.js';
import { toCountersResponse, toNotificationsResponse, toStatsResponse } from './dashboard.mapper.js';

@ApiTags('admin: dashboard')
@Controller('admin')
export class DashboardController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly notifications: NotificationsService,
  ) {}

  @Get('stats')
  @Auth('admin', 'staff')
  @ApiOkResponse({ type: StatsEnvelope, description: 'The dashboard figures (staff and admins).' })
  async stats(@Query() query: StatsQuery) {
    return { data: toStatsResponse(await this.dashboard.figures(new Date(), query.days)) };
  }

  @Get('counters')
  @Auth('admin', 'staff')
  @ApiOkResponse({ type: CountersEnvelope, description: 'The back-office sidebar figures and the orders badge.' })
  async counters() {
    return { data: toCountersResponse(await this.dashboard.counters()) };
  }

  @Get('notifications')
  @Auth('admin', 'staff')
  @ApiOkResponse({ type: NotificationsEnvelope, description: 'Orders placed and receipts uploaded: the bell.' })
  async list(@Query() query: NotificationsQuery) {
    return { data: toNotificationsResponse(await this.notifications.notifications(query.since ?? null)) };
  }
}
