import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDate, IsIn, IsOptional } from 'class-validator';
import { DEFAULT_PERIOD_DAYS, PERIOD_DAYS, type PeriodDays } from '../dashboard.service.js';
import { PERIOD_MESSAGE } from '../models/dashboard.args.js';

/** `GET /admin/stats?days=`. */
export class StatsQuery {
  @ApiPropertyOptional({ enum: PERIOD_DAYS, default: DEFAULT_PERIOD_DAYS, description: 'Length of the compared periods in days.' })
  @IsOptional()
  @Type(() => Number)
  @IsIn(PERIOD_DAYS, { message: PERIOD_MESSAGE })
  days?: PeriodDays;
}

/** `GET /admin/notifications?since=`. */
export class NotificationsQuery {
  @ApiPropertyOptional({ format: 'date-time', description: 'When the caller last looked; omitted: never.' })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'التاريخ غير صحيح' })
  since?: Date;
}
