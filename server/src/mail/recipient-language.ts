import type { Prisma } from '../generated/prisma/client.js';
import type { Language } from '../generated/prisma/enums.js';

/**
 * The language an e-mail goes out in: the account's (by id when the mail is about a user, else by the address,
 * so the office's own notifications reach staff in their language), Arabic when no account has it.
 */
export async function recipientLanguage(
  db: Pick<Prisma.TransactionClient, 'user'>,
  recipient: { userId?: number | null; email?: string | null },
): Promise<Language> {
  if (recipient.userId != null) {
    const user = await db.user.findUnique({ where: { id: recipient.userId }, select: { language: true } });
    if (user) return user.language;
  }
  if (recipient.email) {
    const user = await db.user.findUnique({
      where: { email: recipient.email.trim().toLowerCase() },
      select: { language: true },
    });
    if (user) return user.language;
  }
  return 'ar';
}
