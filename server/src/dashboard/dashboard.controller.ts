import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/auth/auth.decorators.js';
import { DashboardService } from './dashboard.service.js';
import { StatsEnvelope } from './dto/stats.response.js';
import { toStatsResponse } from './dashboard.mapper.js';

@ApiTags('admin: dashboard')
@Controller('admin/stats')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @Auth('admin', 'staff')
  @ApiOkResponse({ type: StatsEnvelope, description: 'The dashboard figures (staff and admins).' })
  async stats() {
    return { data: toStatsResponse(await this.dashboard.figures()) };
  }
}
