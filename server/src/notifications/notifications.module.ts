import { Module } from '@nestjs/common';
import { NotificationCallbacksController } from './callbacks/notification-callbacks.controller.js';
import { NotificationStatusService } from './callbacks/notification-status.service.js';
import { NotificationSenderService } from './notification-sender.service.js';
import { NotificationHistoryController } from './history/notification-history.controller.js';
import { NotificationHistoryResolver } from './history/notification-history.resolver.js';
import { NotificationHistoryService } from './history/notification-history.service.js';
import { NotificationProvidersService } from './providers/notification-providers.service.js';

/**
 * WhatsApp and SMS notifications to clients (issue 26): the outbox the order features fill next to their e-mails
 * (notification-outbox.ts), the sender, the providers' credentials (sealed) and their status callbacks.
 */
@Module({
  controllers: [NotificationCallbacksController, NotificationHistoryController],
  providers: [
    NotificationProvidersService,
    NotificationSenderService,
    NotificationStatusService,
    NotificationHistoryService,
    NotificationHistoryResolver,
  ],
  exports: [NotificationSenderService, NotificationProvidersService],
})
export class NotificationsModule {}
