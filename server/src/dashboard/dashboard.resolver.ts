import { Query, Resolver } from '@nestjs/graphql';
import { Auth } from '../common/auth/auth.decorators.js';
import { DashboardService } from './dashboard.service.js';
import { DashboardModel } from './models/dashboard.model.js';
import { toDashboardModel } from './dashboard.mapper.js';

@Resolver(() => DashboardModel)
export class DashboardResolver {
  constructor(private readonly dashboardService: DashboardService) {}

  @Query(() => DashboardModel, { description: 'Every figure of the back-office dashboard (staff and admins).' })
  @Auth('admin', 'staff')
  async dashboard() {
    return toDashboardModel(await this.dashboardService.figures());
  }
}
