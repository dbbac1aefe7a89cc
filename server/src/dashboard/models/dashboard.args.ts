import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsDate, IsIn, IsOptional } from 'class-validator';
import { DEFAULT_PERIOD_DAYS, PERIOD_DAYS, type PeriodDays } from '../dashboard.service.js';

export const PERIOD_MESSAGE = `المدة يجب أن تكون ${PERIOD_DAYS.join(' أو ')} يوماً`;

@ArgsType()
export class DashboardArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PERIOD_DAYS, description: `Length of the compared periods in days: ${PERIOD_DAYS.join(', ')}.` })
  @IsIn(PERIOD_DAYS, { message: PERIOD_MESSAGE })
  days: PeriodDays = DEFAULT_PERIOD_DAYS;
}

@ArgsType()
export class NotificationsArgs {
  @Field(() => Date, { nullable: true, description: 'When the caller last looked; omitted: never.' })
  @IsOptional()
  @IsDate({ message: 'التاريخ غير صحيح' })
  since?: Date | null;
}
