import { Module } from '@nestjs/common';
import { PaymentRemindersScheduler } from './payment-reminders.scheduler.js';
import { PaymentRemindersService } from './payment-reminders.service.js';

/** Payment reminders and the optional auto-cancel of unpaid orders (issue 23): an hourly sweep on every replica. */
@Module({ providers: [PaymentRemindersService, PaymentRemindersScheduler], exports: [PaymentRemindersService] })
export class PaymentRemindersModule {}
