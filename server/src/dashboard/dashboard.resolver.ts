import { Args, Query, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { DashboardService } from './dashboard.service.js';
import { NotificationsService } from './notifications.service.js';
import { DashboardModel } from './models/dashboard.model.js';
import { BackOfficeCountersModel, BackOfficeNotificationsModel } from './models/back-office.model.js';
import { DashboardArgs, NotificationsArgs } from './dto/stats.query.js';
import { toCountersModel, toDashboardModel, toNotificationsModel } from './dashboard.mapper.js';

@Resolver(() => DashboardModel)
export class DashboardResolver {
  constructor(
    private readonly dashboardService: DashboardService,
    private readonly notificationsService: NotificationsService,
  ) {}

  @Query(() => DashboardModel, { description: 'Every figure of the back-office dashboard (staff and admins).' })
  @Auth('admin', 'staff')
  async dashboard(@Args() args: DashboardArgs) {
    return toDashboardModel(await this.dashboardService.figures(new Date(), args.days));
  }

  @Query(() => BackOfficeCountersModel, {
    description: 'The back-office sidebar figures and the orders badge (staff and admins).',
  })
  @Auth('admin', 'staff')
  async backOfficeCounters() {
    return toCountersModel(await this.dashboardService.counters());
  }

  @Query(() => BackOfficeNotificationsModel, {
    description: 'Orders placed and receipts uploaded: the bell (staff and admins).',
  })
  @Auth('admin', 'staff')
  async backOfficeNotifications(@CurrentUser() caller: AuthUser, @Args() args: NotificationsArgs) {
    return toNotificationsModel(await this.notificationsService.notifications(args.since ?? null, caller.id));
  }
}
