import type { Prisma } from '../generated/prisma/client.js';

export type OutgoingMail = { kind: string; to: string; replyTo?: string; subject: string; text: string; html?: string };

/**
 * Queues an e-mail in the outbox inside the caller's transaction, so the mail exists exactly when
 * the change it announces does; the sender delivers it afterwards and retries on failure.
 */
export function enqueueMail(tx: Prisma.TransactionClient, mail: OutgoingMail) {
  return tx.mailOutbox.create({
    data: {
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    },
  });
}
