import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { PrismaService } from '../../database/prisma.service.js';
import { Prisma } from '../../generated/prisma/client.js';
import type { OrderStatus } from '../../generated/prisma/enums.js';
import { enqueueMail } from '../../mail/mail-outbox.js';
import { orderAutoCancelledMail, paymentReminderMail } from '../../mail/mail-templates.js';
import { readSiteName } from '../../mail/site-name.js';
import { recipientLanguage } from '../../mail/recipient-language.js';
import { formatMoneyIn } from '../../common/office-format.js';
import { SettingsService } from '../../settings/settings.service.js';
import type { Settings } from '../../settings/settings.schema.js';
import { paymentInstructions } from '../payment-instructions.js';
import { orderMailAddress } from '../order-mail-address.js';

const DAY_MS = 86_400_000;
/** Orders handled per sweep and step: the next sweep goes on with the rest. */
const SWEEP_BATCH = 500;
/** Finished orders are never reminded, whatever their balance. */
const FINISHED: readonly OrderStatus[] = ['cancelled', 'completed', 'refunded'];
/** Auto-cancel only takes orders still waiting at the start, from which a cancellation is a normal move. */
const CANCELLABLE: readonly OrderStatus[] = ['pending', 'pending_payment'];
/** The history's and the e-mails' name for what the sweep did. */
export const SYSTEM_NAME = 'النظام';

export type PaymentSweep = { reminded: number[]; cancelled: number[] };

/**
 * Payment reminders and the optional auto-cancel (issue 23), run by every replica's hourly sweep. Safe with
 * several replicas at once: a reminder is claimed by inserting its row (unique per order and number) in the
 * transaction that queues its e-mail, and a cancellation is an update conditional on the order still being
 * unpaid in its status; whoever comes second changes nothing and sends nothing.
 */
@Injectable()
export class PaymentRemindersService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One sweep as of `now`: cancels first (a cancelled order needs no reminder), then reminds. */
  async sweep(now = new Date()): Promise<PaymentSweep> {
    const [payment, notifications, siteName] = await Promise.all([
      this.settings.get('payment'),
      this.settings.get('notifications'),
      readSiteName(this.prisma),
    ]);
    const mail = notifications.email_enabled;
    const cancelled =
      payment.auto_cancel_after_days > 0
        ? await this.autoCancel(now, payment.auto_cancel_after_days, mail, siteName)
        : [];
    // Without e-mail there is no reminder to count: they start when e-mail is switched back on.
    const reminded = mail && payment.max_reminders > 0 ? await this.remind(now, payment, siteName) : [];
    return { reminded, cancelled };
  }

  /**
   * Orders with a balance (unpaid or partial, not finished) placed at least `reminder_after_days` ago, whose
   * last reminder is at least as old, below `max_reminders`: the same conditions the claim checks again.
   */
  private dueForReminder(orderId: Prisma.Sql | null, due: Date, max: number) {
    return Prisma.sql`
      o.payment_status IN ('unpaid', 'partial')
      AND o.status::text NOT IN (${Prisma.join(FINISHED)})
      AND o.created_at <= ${due}
      AND (SELECT count(*) FROM payment_reminders r WHERE r.order_id = o.id) < ${max}
      AND NOT EXISTS (SELECT 1 FROM payment_reminders r WHERE r.order_id = o.id AND r.sent_at > ${due})
      ${orderId ? Prisma.sql`AND o.id = ${orderId}` : Prisma.empty}`;
  }

  private async remind(now: Date, payment: Settings<'payment'>, siteName: string) {
    const due = new Date(now.getTime() - payment.reminder_after_days * DAY_MS);
    const candidates = await this.prisma.$queryRaw<{ id: number }[]>`
      SELECT o.id FROM orders o WHERE ${this.dueForReminder(null, due, payment.max_reminders)}
      ORDER BY o.id LIMIT ${SWEEP_BATCH}`;
    const reminded: number[] = [];
    for (const { id } of candidates) {
      const sent = await this.prisma.$transaction(async (tx) => {
        // The claim: this reminder's row, unless the order stopped being due or another replica took it.
        const claimed = await tx.$queryRaw<{ number: number }[]>`
          INSERT INTO payment_reminders (order_id, number, sent_at)
          SELECT o.id, (SELECT count(*) FROM payment_reminders r WHERE r.order_id = o.id)::int + 1, ${now}
          FROM orders o WHERE ${this.dueForReminder(Prisma.sql`${id}`, due, payment.max_reminders)}
          ON CONFLICT (order_id, number) DO NOTHING
          RETURNING number`;
        if (claimed.length === 0) return false;
        const order = await tx.order.findUniqueOrThrow({ where: { id } });
        const balance = order.totalAmount.minus(order.amountPaid);
        const language = await recipientLanguage(tx, { userId: order.userId, email: order.email });
        await enqueueMail(
          tx,
          await paymentReminderMail({
            to: orderMailAddress(order),
            language,
            fullName: order.fullName,
            orderNumber: order.orderNumber,
            balance: formatMoneyIn(language, balance, order.currency),
            paymentLines: paymentInstructions(payment, { ...order, totalAmount: balance }, language),
            orderLink: `${this.config.publicUrl}/orders/${order.id}`,
            siteName,
          }),
        );
        return true;
      });
      if (sent) reminded.push(id);
    }
    return reminded;
  }

  /** Orders with no payment at all, still waiting at the start and not on hold, placed `days` ago or more. */
  private async autoCancel(now: Date, days: number, mail: boolean, siteName: string) {
    const due = new Date(now.getTime() - days * DAY_MS);
    const unpaid = {
      paymentStatus: 'unpaid',
      onHold: false,
      payments: { none: {} },
      createdAt: { lte: due },
    } satisfies Prisma.OrderWhereInput;
    const candidates = await this.prisma.order.findMany({
      where: { ...unpaid, status: { in: [...CANCELLABLE] } },
      select: { id: true },
      orderBy: { id: 'asc' },
      take: SWEEP_BATCH,
    });
    const cancelled: number[] = [];
    for (const { id } of candidates) {
      const done = await this.prisma.$transaction(async (tx) => {
        const order = await tx.order.findUnique({ where: { id } });
        if (!order || !CANCELLABLE.includes(order.status)) return false;
        // Only if still unpaid in the status just read: a payment or another replica's sweep wins.
        const { count } = await tx.order.updateMany({
          where: { ...unpaid, id, status: order.status },
          data: { status: 'cancelled' },
        });
        if (count === 0) return false;
        await tx.orderStatusHistory.create({
          data: {
            orderId: id,
            fromStatus: order.status,
            toStatus: 'cancelled',
            note: `أُلغي تلقائياً: لم يصل أي دفع خلال ${days} يوماً`,
            changedById: null,
            changedByName: SYSTEM_NAME,
            createdAt: now,
          },
        });
        if (mail)
          await enqueueMail(
            tx,
            await orderAutoCancelledMail({
              to: orderMailAddress(order),
              language: await recipientLanguage(tx, { userId: order.userId, email: order.email }),
              fullName: order.fullName,
              orderNumber: order.orderNumber,
              days,
              trackingLink: `${this.config.publicUrl}/track-order?number=${encodeURIComponent(order.trackingNumber)}`,
              siteName,
            }),
          );
        return true;
      });
      if (done) cancelled.push(id);
    }
    return cancelled;
  }
}
