import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDate, IsIn, IsOptional } from 'class-validator';
import { RestInput } from '../../common/validation/rest-input.js';
import { DEFAULT_PERIOD_DAYS, PERIOD_DAYS, type PeriodDays } from '../dashboard.service.js';

const [SHORT, MEDIUM, LONG] = PERIOD_DAYS;
const PERIOD_MESSAGE = `المدة يجب أن تكون ${SHORT} أو ${MEDIUM} أو ${LONG} يوماً`;
const SINCE = 'When the caller last looked; omitted: never.';

/** `dashboard` and `GET /admin/stats?days=`. */
@ArgsType()
export class DashboardArgs {
  @Field(() => Int, {
    defaultValue: DEFAULT_PERIOD_DAYS,
    description: `Length of the compared periods in days: ${PERIOD_DAYS.join(', ')}.`,
  })
  @ApiPropertyOptional({
    enum: PERIOD_DAYS,
    default: DEFAULT_PERIOD_DAYS,
    description: 'Length of the compared periods in days.',
  })
  @Type(() => Number)
  @IsIn(PERIOD_DAYS, { message: PERIOD_MESSAGE })
  days: PeriodDays = DEFAULT_PERIOD_DAYS;
}
export class StatsQuery extends RestInput(DashboardArgs) {}

/** `backOfficeNotifications` and `GET /admin/notifications?since=`. */
@ArgsType()
export class NotificationsArgs {
  @Field(() => Date, { nullable: true, description: SINCE })
  @ApiPropertyOptional({ format: 'date-time', description: SINCE })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'التاريخ غير صحيح' })
  since?: Date;
}
export class NotificationsQuery extends RestInput(NotificationsArgs) {}
