import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import type { Currency } from '../generated/prisma/enums.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { AppError } from '../common/errors/app-error.js';
import { nameIn, serviceNames } from '../common/i18n/names.js';
import { formatMoneyIn, officeDateTime } from '../common/office-format.js';
import { PrismaService } from '../database/prisma.service.js';
import { recipientLanguage } from '../mail/recipient-language.js';
import { OrdersService } from '../orders/orders.service.js';
import { PAYMENT_METHOD_NAMES } from '../orders/payment-method-names.js';
import { IssuedDocumentsService } from '../verification/issued-documents.service.js';
import type { RenderedInvoice } from './invoice.service.js';
import { OfficeLetterhead } from './office-letterhead.js';
import type { ReceiptData } from './receipt-document.js';

/** The receipt PDF of one payment (or refund) of an order, in its owner's language: for the owner, staff and admins. */
@Injectable()
export class ReceiptService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly orders: OrdersService,
    private readonly letterhead: OfficeLetterhead,
    private readonly issued: IssuedDocumentsService,
  ) {}

  async forPayment(caller: AuthUser, orderId: number, paymentId: number): Promise<RenderedInvoice> {
    const order = await this.orders.findVisible(caller, orderId);
    const payment = await this.prisma.payment.findFirst({ where: { id: paymentId, orderId: order.id } });
    if (!payment) throw AppError.notFound('الدفعة غير موجودة في هذا الطلب');
    const language = await recipientLanguage(this.prisma, { userId: order.userId });
    const [office, issued] = await Promise.all([
      this.letterhead.read(language),
      this.issued.receiptOf(order.id, payment.id),
    ]);
    const refund = payment.amount.isNegative();
    const money = (amount: Prisma.Decimal, currency: Currency) => formatMoneyIn(language, amount, currency);
    const receipt: ReceiptData = {
      language,
      office,
      verification: { number: issued.number, code: issued.code, link: issued.link },
      issuedAt: officeDateTime(language, issued.issuedAt),
      refund: refund ? { reason: payment.refundReason } : null,
      paidAt: officeDateTime(language, payment.paidAt),
      amount: money(payment.amount.abs(), payment.currency),
      method: PAYMENT_METHOD_NAMES[language][payment.method],
      reference: payment.reference,
      orderNumber: order.orderNumber,
      trackingNumber: order.trackingNumber,
      service: nameIn(serviceNames(order), language),
      customerName: order.fullName,
      orderTotal: money(order.totalAmount, order.currency),
      orderPaid: money(order.amountPaid, order.currency),
    };
    const { renderReceiptPdf } = await import('./receipt-document.js');
    return { fileName: `receipt-${issued.number}.pdf`, pdf: await renderReceiptPdf(receipt) };
  }
}
