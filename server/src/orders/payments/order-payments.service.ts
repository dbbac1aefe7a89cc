import { Inject, Injectable } from '@nestjs/common';
import { Prisma, type Order, type Payment } from '../../generated/prisma/client.js';
import type { Currency, PaymentMethod } from '../../generated/prisma/enums.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { PrismaService } from '../../database/prisma.service.js';
import { SettingsService } from '../../settings/settings.service.js';
import type { Settings } from '../../settings/settings.schema.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { convertMoney, moneyText, ratePerTry } from '../../common/money.js';
import { recordAudit } from '../../audit/audit.js';
import { enqueueMail } from '../../mail/mail-outbox.js';
import { orderStatusChangedMail } from '../../mail/mail-templates.js';
import { mayMailStatusChange } from '../../mail/notification-switches.js';
import { readSiteName } from '../../mail/site-name.js';
import { recipientLanguage } from '../../mail/recipient-language.js';
import { OrderErrors } from '../order-errors.js';
import type { OrderDetailRow } from '../order-rows.js';
import { OrdersService } from '../orders.service.js';
import type { RecordPaymentInput, ReviewReceiptInput } from './dto/payment.input.js';
import { PaymentErrors } from './payment-errors.js';
import { mayMailPaymentNews, receiptReviewedMail } from './payment-mail.js';
import { AWAITING_PAYMENT, paymentStatusOf } from './payment-status.js';
import { OrderDue } from '../order-due.js';
import { ORDER_STATUS_NAMES } from '../order-status.js';
import { orderMailAddress } from '../order-mail-address.js';

/** Orders no money is taken for any more (a refund may still give money back). */
const CLOSED_FOR_PAYMENT = ['cancelled', 'refunded'] as const;

const PAID_ORDER = [{ paidAt: 'asc' }, { id: 'asc' }] as const satisfies Prisma.PaymentOrderByWithRelationInput[];

/** A payment as the service records it, whether typed by staff or read from a client's receipt. */
type NewPayment = {
  amount: string;
  currency: Currency;
  method: PaymentMethod;
  reference?: string;
  paidAt?: Date;
  note?: string;
  refundReason?: string;
  confirmOverpayment?: boolean;
  receiptFileId?: number;
};

type MailContext = { switches: Settings<'notifications'>; siteName: string };

const orNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/**
 * Money as records: payments (refunds negative) converted at the order's stored rates, the order's amount paid
 * and payment status written with each one under the order's row lock, an admin's waiver, and the review of
 * the client's receipts. A full payment moves a waiting order to `paid`.
 */
@Injectable()
export class OrderPaymentsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly orders: OrdersService,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly due: OrderDue,
  ) {}

  /** Every payment of a visible order, oldest first (owner, staff and admins; others: not found). */
  async list(caller: AuthUser, orderId: number): Promise<Payment[]> {
    await this.orders.findVisible(caller, orderId);
    return this.prisma.payment.findMany({ where: { orderId }, orderBy: PAID_ORDER });
  }

  /** For the GraphQL loader: the payments of many orders in one statement. */
  byOrderIds(orderIds: readonly number[]) {
    return this.prisma.payment.findMany({ where: { orderId: { in: [...orderIds] } }, orderBy: PAID_ORDER });
  }

  /** Staff and admins record money received, or a refund (negative, with a reason). */
  async record(caller: AuthUser, orderId: number, input: RecordPaymentInput): Promise<OrderDetailRow> {
    const mail = await this.mailContext();
    await this.prisma.$transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      await this.recordLocked(tx, caller, order, { ...input, method: input.method ?? order.paymentMethod }, mail);
    });
    return this.orders.getDetail(caller, orderId);
  }

  /** Admins only: the office does not ask for the balance, for a reason that is recorded and shown. */
  async waive(caller: AuthUser, orderId: number, reason: string): Promise<OrderDetailRow> {
    if (caller.role !== 'admin') throw PaymentErrors.PAYMENT_WAIVE_ADMIN_ONLY();
    const why = reason.trim();
    if (!why) throw AppError.invalidInput('reason', 'اذكر سبب التنازل عن المبلغ المستحق', 'required');
    await this.prisma.$transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.paymentStatus === 'paid' || order.paymentStatus === 'waived')
        throw PaymentErrors.PAYMENT_NOTHING_TO_WAIVE();
      await tx.order.update({
        where: { id: orderId },
        data: {
          paymentStatus: 'waived',
          paymentWaivedReason: why,
          paymentWaivedByName: caller.fullName,
          paymentWaivedAt: new Date(),
        },
      });
      await this.due.startClock(tx, orderId);
      await recordAudit(tx, {
        actor: caller,
        action: 'order.payment_waived',
        entityType: 'order',
        entityId: orderId,
        details: {
          order_number: order.orderNumber,
          reason: why,
          balance: moneyText(order.totalAmount.minus(order.amountPaid)),
        },
      });
    });
    return this.orders.getDetail(caller, orderId);
  }

  /**
   * Staff and admins decide on a client's receipt once: accepting records the payment read from it (linked to
   * the receipt), rejecting keeps the reason for the client. The client is e-mailed either way.
   */
  async reviewReceipt(
    caller: AuthUser,
    orderId: number,
    fileId: number,
    input: ReviewReceiptInput,
  ): Promise<OrderDetailRow> {
    const mail = await this.mailContext();
    await this.prisma.$transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      const receipt = await tx.orderFile.findFirst({ where: { id: fileId, orderId, kind: 'receipt' } });
      if (!receipt) throw PaymentErrors.RECEIPT_NOT_FOUND();
      if (receipt.receiptStatus === 'accepted' || receipt.receiptStatus === 'rejected')
        throw PaymentErrors.RECEIPT_ALREADY_REVIEWED();
      const accepted = input.decision === 'accept';
      const reason = orNull(input.reason);
      if (accepted) {
        if (!input.amount || !input.currency) throw PaymentErrors.RECEIPT_AMOUNT_REQUIRED({ field: 'amount' });
        if (new Prisma.Decimal(input.amount).lte(0)) throw PaymentErrors.PAYMENT_AMOUNT_INVALID({ field: 'amount' });
        await this.recordLocked(
          tx,
          caller,
          order,
          {
            amount: input.amount,
            currency: input.currency,
            method: order.paymentMethod,
            reference: input.reference,
            paidAt: input.paidAt,
            note: input.note,
            confirmOverpayment: input.confirmOverpayment,
            receiptFileId: receipt.id,
          },
          mail,
        );
      } else if (!reason) {
        throw PaymentErrors.RECEIPT_REJECT_REASON_REQUIRED({ field: 'reason' });
      }
      await tx.orderFile.update({
        where: { id: receipt.id },
        data: {
          receiptStatus: accepted ? 'accepted' : 'rejected',
          receiptReason: accepted ? null : reason,
          receiptReviewedByName: caller.fullName,
          receiptReviewedAt: new Date(),
        },
      });
      await recordAudit(tx, {
        actor: caller,
        action: accepted ? 'order.receipt_accepted' : 'order.receipt_rejected',
        entityType: 'order',
        entityId: orderId,
        details: { order_number: order.orderNumber, file_id: receipt.id, reason },
      });
      if (mayMailPaymentNews(mail.switches)) {
        await enqueueMail(
          tx,
          await receiptReviewedMail({
            to: orderMailAddress(order),
            language: await recipientLanguage(tx, { userId: order.userId, email: order.email }),
            fullName: order.fullName,
            orderNumber: order.orderNumber,
            accepted,
            reason,
            orderLink: `${this.config.publicUrl}/orders/${order.id}`,
            siteName: mail.siteName,
          }),
        );
      }
    });
    return this.orders.getDetail(caller, orderId);
  }

  private async mailContext(): Promise<MailContext> {
    const [switches, siteName] = await Promise.all([this.settings.get('notifications'), readSiteName(this.prisma)]);
    return { switches, siteName };
  }

  /**
   * Inside a transaction holding the order's row lock: checks the payment, converts it at the order's stored
   * rates, writes it, and writes the order's amount paid and payment status from the sum of its payments.
   */
  private async recordLocked(
    tx: Prisma.TransactionClient,
    caller: AuthUser,
    order: Order,
    input: NewPayment,
    mail: MailContext,
  ) {
    const amount = new Prisma.Decimal(input.amount);
    if (amount.isZero()) throw PaymentErrors.PAYMENT_AMOUNT_INVALID({ field: 'amount' });
    const refund = amount.isNegative();
    const refundReason = orNull(input.refundReason);
    if (refund && !refundReason) throw PaymentErrors.REFUND_REASON_REQUIRED({ field: 'refundReason' });
    if (!refund && (CLOSED_FOR_PAYMENT as readonly string[]).includes(order.status))
      throw PaymentErrors.PAYMENT_ORDER_CANCELLED();
    const rates = { usdPerTry: order.usdPerTry, sypPerTry: order.sypPerTry };
    const rate = ratePerTry(input.currency, rates);
    const orderAmount = convertMoney(amount, input.currency, order.currency, rates);
    const amountTry = convertMoney(amount, input.currency, 'TRY', rates);
    if (!rate || rate.lte(0) || !orderAmount || !amountTry)
      throw PaymentErrors.PAYMENT_RATE_MISSING({ field: 'currency' });
    const paid = order.amountPaid.plus(orderAmount);
    if (refund && paid.isNegative()) throw PaymentErrors.REFUND_EXCEEDS_PAID({ field: 'amount' });
    if (!refund && paid.gt(order.totalAmount) && !input.confirmOverpayment) {
      const balance = Prisma.Decimal.max(order.totalAmount.minus(order.amountPaid), 0);
      const [paying, left] = [`${moneyText(orderAmount)} ${order.currency}`, `${moneyText(balance)} ${order.currency}`];
      throw PaymentErrors.PAYMENT_OVER_BALANCE({
        field: 'amount',
        message: {
          ar: `المبلغ (${paying}) أكبر من الرصيد المتبقي (${left}). أكّد الدفعة الزائدة إن كانت مقصودة`,
          tr: `Tutar (${paying}) kalan bakiyeden (${left}) fazla. Bilerek yapıldıysa fazla ödemeyi onaylayın`,
          en: `The amount (${paying}) is more than the balance left (${left}). Confirm the overpayment if it is intended`,
        },
      });
    }
    const payment = await tx.payment.create({
      data: {
        orderId: order.id,
        amount,
        currency: input.currency,
        method: input.method,
        reference: orNull(input.reference),
        paidAt: input.paidAt ?? new Date(),
        ratePerTry: rate,
        orderAmount,
        amountTry,
        note: orNull(input.note),
        refundReason: refund ? refundReason : null,
        receiptFileId: input.receiptFileId ?? null,
        recordedById: caller.id,
        recordedByName: caller.fullName,
      },
    });
    // The sum of the rows, not the row read before: the lock makes them agree, the sum keeps them agreeing.
    const [sum, received] = await Promise.all([
      tx.payment.aggregate({ where: { orderId: order.id }, _sum: { orderAmount: true } }),
      tx.payment.count({ where: { orderId: order.id, orderAmount: { gt: 0 } } }),
    ]);
    const amountPaid = sum._sum.orderAmount ?? new Prisma.Decimal(0);
    const paymentStatus = paymentStatusOf({
      due: order.totalAmount,
      paid: amountPaid,
      waived: order.paymentWaivedAt !== null,
      anyMoneyReceived: received > 0,
    });
    await tx.order.update({ where: { id: order.id }, data: { amountPaid, paymentStatus } });
    if (paymentStatus === 'paid') await this.due.startClock(tx, order.id, payment.paidAt);
    await recordAudit(tx, {
      actor: caller,
      action: refund ? 'order.payment_refunded' : 'order.payment_recorded',
      entityType: 'order',
      entityId: order.id,
      details: {
        order_number: order.orderNumber,
        payment_id: payment.id,
        amount: moneyText(amount),
        currency: input.currency,
        order_amount: moneyText(orderAmount),
      },
    });
    if (paymentStatus === 'paid' && AWAITING_PAYMENT.includes(order.status))
      await this.markPaid(tx, caller, order, mail);
  }

  /** The balance reached zero on a waiting order: the workflow moves to `paid`, with its history row and e-mail. */
  private async markPaid(tx: Prisma.TransactionClient, caller: AuthUser, order: Order, mail: MailContext) {
    await tx.order.update({ where: { id: order.id }, data: { status: 'paid' } });
    const note = 'سُدّد المبلغ المستحق كاملاً';
    await tx.orderStatusHistory.create({
      data: {
        orderId: order.id,
        fromStatus: order.status,
        toStatus: 'paid',
        note,
        changedById: caller.id,
        changedByName: caller.fullName,
      },
    });
    if (mayMailStatusChange(mail.switches, 'paid')) {
      const language = await recipientLanguage(tx, { userId: order.userId, email: order.email });
      await enqueueMail(
        tx,
        await orderStatusChangedMail({
          to: orderMailAddress(order),
          language,
          fullName: order.fullName,
          orderNumber: order.orderNumber,
          statusName: ORDER_STATUS_NAMES[language].paid,
          note,
          trackingLink: `${this.config.publicUrl}/track-order?number=${encodeURIComponent(order.trackingNumber)}`,
          siteName: mail.siteName,
        }),
      );
    }
  }
}

/** The order's row, locked until the transaction ends: two payments cannot both read the same amount paid. */
async function lockOrder(tx: Prisma.TransactionClient, orderId: number): Promise<Order> {
  await tx.$queryRaw`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`;
  const order = await tx.order.findUnique({ where: { id: orderId } });
  if (!order) throw OrderErrors.ORDER_NOT_FOUND();
  return order;
}
