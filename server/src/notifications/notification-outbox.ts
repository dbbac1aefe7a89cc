import type { Order, Prisma } from '../generated/prisma/client.js';
import type { Language } from '../generated/prisma/enums.js';
import type { Settings } from '../settings/settings.schema.js';
import { eventSwitchedOn, notificationText, type NotificationEvent } from './notification-events.js';
import { clientChannels } from './choices/client-channels.js';

export type ClientNotification = {
  event: NotificationEvent;
  order: Pick<Order, 'id' | 'userId' | 'phone' | 'notifyEmail'>;
  language: Language;
  /** The template's body parameters in order (notification-events.ts). */
  params: string[];
};

/**
 * Queues the WhatsApp and SMS messages announcing an order's change, inside the caller's transaction (next to the
 * e-mail about the same change), so they exist exactly when the change does; NotificationSenderService delivers them.
 * - The event's switch and each channel's switch (`whatsapp_enabled`, `sms_enabled`) in settings are obeyed.
 * - Only the channels the client chose (choices/client-channels.ts).
 * - Not when a partner placed the order without asking to notify the applicant (`notifyEmail`): the order's phone
 *   is the applicant's, who asked for nothing.
 * An unreachable number is not judged here: the sender falls back to e-mail and records it.
 */
export async function queueClientNotification(
  tx: Prisma.TransactionClient,
  switches: Settings<'notifications'>,
  notification: ClientNotification,
) {
  const { order } = notification;
  if (!eventSwitchedOn(switches, notification.event) || order.notifyEmail !== null) return;
  if (!switches.whatsapp_enabled && !switches.sms_enabled) return;
  const chosen = await clientChannels(tx, order.userId);
  const channels = (['whatsapp', 'sms'] as const).filter(
    (channel) => chosen[channel] && (channel === 'whatsapp' ? switches.whatsapp_enabled : switches.sms_enabled),
  );
  for (const channel of channels)
    await tx.notificationMessage.create({
      data: {
        orderId: order.id,
        userId: order.userId,
        channel,
        event: notification.event,
        language: notification.language,
        toPhone: order.phone,
        params: notification.params,
        text: notificationText(notification.event, notification.language, notification.params),
      },
    });
}
