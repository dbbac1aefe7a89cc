import type { OrderStatus } from '../generated/prisma/enums.js';
import type { Settings } from '../settings/settings.schema.js';

type Switches = Settings<'notifications'>;

/** The settings' switches for the order-created e-mail. */
export const mayMailOrderCreated = (switches: Switches) => switches.email_enabled && switches.notify_new_order;

/** The move to `paid` is the payment confirmation (`notify_payment`); every other move is a status change. */
export const mayMailStatusChange = (switches: Switches, to: OrderStatus) =>
  switches.email_enabled && (to === 'paid' ? switches.notify_payment : switches.notify_status_change);
