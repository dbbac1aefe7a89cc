import type { NotificationMessage } from '../../generated/prisma/client.js';
import type { NotificationMessageModel } from './models/notification-message.model.js';

export const toNotificationMessageModel = (message: NotificationMessage): NotificationMessageModel => ({
  id: message.id,
  orderId: message.orderId,
  channel: message.channel,
  event: message.event,
  status: message.status,
  reason: message.reason,
  attempts: message.attempts,
  fellBackToEmailAt: message.fellBackToEmailAt,
  createdAt: message.createdAt,
  nextAttemptAt: message.status === 'queued' ? message.nextAttemptAt : null,
  sentAt: message.sentAt,
  deliveredAt: message.deliveredAt,
  readAt: message.readAt,
  failedAt: message.failedAt,
});
