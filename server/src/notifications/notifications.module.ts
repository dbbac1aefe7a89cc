import { Module } from '@nestjs/common';
import { NotificationSenderService } from './notification-sender.service.js';
import { NotificationProvidersService } from './providers/notification-providers.service.js';

/**
 * WhatsApp and SMS notifications to clients (issue 26): the outbox the order features fill next to their e-mails
 * (notification-outbox.ts), the sender, the providers' credentials (sealed) and their status callbacks.
 */
@Module({
  providers: [NotificationProvidersService, NotificationSenderService],
  exports: [NotificationSenderService, NotificationProvidersService],
})
export class NotificationsModule {}
