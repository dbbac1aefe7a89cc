import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiData } from '../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../common/output/rest-output.js';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { DashboardService } from './dashboard.service.js';
import { NotificationsService } from './notifications.service.js';
import { DashboardModel } from './models/dashboard.model.js';
import { BackOfficeCountersModel, BackOfficeNotificationsModel } from './models/back-office.model.js';
import { NotificationsQuery, StatsQuery } from './dto/stats.query.js';
import { toCountersModel, toDashboardModel, toNotificationsModel } from './dashboard.mapper.js';

@ApiTags('admin: dashboard')
@Controller('admin')
export class DashboardController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly notifications: NotificationsService,
  ) {}

  @Get('stats')
  @Auth('admin', 'staff')
  @ApiData(RestOutput(DashboardModel), { description: 'The dashboard figures (staff and admins).' })
  async stats(@Query() query: StatsQuery) {
    return { data: toRest(DashboardModel, toDashboardModel(await this.dashboard.figures(new Date(), query.days))) };
  }

  @Get('counters')
  @Auth('admin', 'staff')
  @ApiData(RestOutput(BackOfficeCountersModel), {
    description: 'The back-office sidebar figures and the orders badge.',
  })
  async counters() {
    return { data: toRest(BackOfficeCountersModel, toCountersModel(await this.dashboard.counters())) };
  }

  @Get('notifications')
  @Auth('admin', 'staff')
  @ApiData(RestOutput(BackOfficeNotificationsModel), {
    description: 'Orders placed, receipts uploaded and orders assigned to the caller: the bell.',
  })
  async list(@CurrentUser() caller: AuthUser, @Query() query: NotificationsQuery) {
    return {
      data: toRest(
        BackOfficeNotificationsModel,
        toNotificationsModel(await this.notifications.notifications(query.since ?? null, caller.id)),
      ),
    };
  }
}
