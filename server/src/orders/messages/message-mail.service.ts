import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { PrismaService } from '../../database/prisma.service.js';
import { Prisma } from '../../generated/prisma/client.js';
import { enqueueMail } from '../../mail/mail-outbox.js';
import { queueClientNotification } from '../../notifications/notification-outbox.js';
import type { Settings } from '../../settings/settings.schema.js';
import { readSiteName } from '../../mail/site-name.js';
import { recipientLanguage } from '../../mail/recipient-language.js';
import { SettingsService } from '../../settings/settings.service.js';
import { clientMessagesMail, officeMessagesMail } from './message-mail.js';
import type { ThreadSide } from './message-unread.js';
import { orderMailAddress } from '../order-mail-address.js';

/** One e-mail per thread and side per this long, whatever the number of messages. */
export const MESSAGE_MAIL_INTERVAL_MS = 10 * 60_000;
/** Threads handled per sweep and side: the next sweep goes on with the rest. */
const SWEEP_BATCH = 500;

/** What an office recipient's e-mail needs of their account. */
const RECIPIENT = { id: true, email: true, fullName: true, language: true } as const;

export type MessageMailSweep = { client: number[]; office: number[] };

/**
 * A side is e-mailed about the other side's messages it has not read yet and was not e-mailed about, when its
 * last such e-mail of the thread is at least 10 minutes old: the client about the office's messages (to the
 * order's address), the office about the client's (to the assignee, or every active staff member and admin
 * when nobody owns the order). Safe with several replicas: each thread is claimed by moving its mailed mark
 * under the order's row lock, in the transaction that queues the e-mails; whoever comes second sends nothing.
 */
@Injectable()
export class MessageMailService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sweep(now = new Date()): Promise<MessageMailSweep> {
    const notifications = await this.settings.get('notifications');
    if (!notifications.email_enabled) return { client: [], office: [] };
    const siteName = await readSiteName(this.prisma);
    const due = new Date(now.getTime() - MESSAGE_MAIL_INTERVAL_MS);
    return {
      client: await this.mailSide('client', now, due, siteName, notifications),
      office: await this.mailSide('office', now, due, siteName, notifications),
    };
  }

  private async mailSide(
    side: ThreadSide,
    now: Date,
    due: Date,
    siteName: string,
    switches: Settings<'notifications'>,
  ) {
    // The recipient side reads the other side's messages: the client the office's, the office the client's.
    const fromOffice = side === 'client';
    const read = side === 'client' ? Prisma.sql`o.client_read_at` : Prisma.sql`o.office_read_at`;
    const mailed = side === 'client' ? Prisma.sql`o.client_mailed_at` : Prisma.sql`o.office_mailed_at`;
    const candidates = await this.prisma.$queryRaw<{ id: number }[]>`
      SELECT o.id FROM orders o
      WHERE (${mailed} IS NULL OR ${mailed} <= ${due})
        AND EXISTS (SELECT 1 FROM order_messages m WHERE m.order_id = o.id AND m.from_office = ${fromOffice}
                      AND (${read} IS NULL OR m.created_at > ${read})
                      AND (${mailed} IS NULL OR m.created_at > ${mailed}))
      ORDER BY o.id LIMIT ${SWEEP_BATCH}`;
    const sent: number[] = [];
    for (const { id } of candidates) {
      const done = await this.prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM orders WHERE id = ${id} FOR UPDATE`;
        const order = await tx.order.findUniqueOrThrow({ where: { id } });
        const readAt = side === 'client' ? order.clientReadAt : order.officeReadAt;
        const mailedAt = side === 'client' ? order.clientMailedAt : order.officeMailedAt;
        if (mailedAt && mailedAt > due) return false; // another replica took it meanwhile
        const after = [readAt, mailedAt]
          .filter((at): at is Date => at !== null)
          .sort((a, b) => b.getTime() - a.getTime())[0];
        const messages = await tx.orderMessage.findMany({
          where: { orderId: id, fromOffice, ...(after ? { createdAt: { gt: after } } : {}) },
          include: { _count: { select: { files: true } } },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        });
        if (messages.length === 0) return false;
        const shown = messages.map((message) => ({
          authorName: message.authorName,
          body: message.body,
          files: message._count.files,
          authorId: message.authorId,
        }));
        const authors = new Set(shown.map((message) => message.authorId));
        await tx.order.update({
          where: { id },
          data: side === 'client' ? { clientMailedAt: now } : { officeMailedAt: now },
        });
        if (side === 'client') {
          // Nobody is e-mailed about their own messages.
          if (order.userId !== null && authors.has(order.userId)) return true;
          await enqueueMail(
            tx,
            await officeMessagesMail({
              to: orderMailAddress(order),
              language: await recipientLanguage(tx, { userId: order.userId, email: order.email }),
              fullName: order.fullName,
              orderNumber: order.orderNumber,
              messages: shown,
              orderLink: `${this.config.publicUrl}/orders/${order.id}`,
              siteName,
            }),
          );
          await queueClientNotification(tx, switches, {
            event: 'office_message',
            order,
            language: await recipientLanguage(tx, { userId: order.userId, email: order.email }),
            params: [order.fullName, order.orderNumber, `${this.config.publicUrl}/orders/${order.id}`],
          });
          return true;
        }
        const assignee =
          order.assigneeId === null
            ? null
            : await tx.user.findFirst({
                where: { id: order.assigneeId, isActive: true, role: { in: ['staff', 'admin'] } },
                select: RECIPIENT,
              });
        const recipients = assignee
          ? [assignee]
          : await tx.user.findMany({
              where: { isActive: true, role: { in: ['staff', 'admin'] } },
              orderBy: { id: 'asc' },
              select: RECIPIENT,
            });
        for (const recipient of recipients) {
          if (authors.has(recipient.id)) continue;
          await enqueueMail(
            tx,
            await clientMessagesMail({
              to: recipient.email,
              language: recipient.language,
              fullName: recipient.fullName,
              clientName: order.fullName,
              orderNumber: order.orderNumber,
              messages: shown,
              orderLink: `${this.config.publicUrl}/admin/orders`,
              siteName,
            }),
          );
        }
        return true;
      });
      if (done) sent.push(id);
    }
    return sent;
  }
}
