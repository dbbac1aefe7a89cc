import type { Prisma } from '../../generated/prisma/client.js';

export type ClientChannels = { whatsapp: boolean; sms: boolean; email: boolean };

/**
 * A client's channels: what they chose, else the defaults: WhatsApp when the account has a phone number, SMS off,
 * e-mail on. No account: WhatsApp (to the order's phone) and e-mail.
 */
export async function clientChannels(
  db: Pick<Prisma.TransactionClient, 'user'>,
  userId: number | null,
): Promise<ClientChannels> {
  if (userId === null) return { whatsapp: true, sms: false, email: true };
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { phone: true, notificationChoice: { select: { whatsapp: true, sms: true, email: true } } },
  });
  return user?.notificationChoice ?? { whatsapp: Boolean(user?.phone?.trim()), sms: false, email: true };
}
