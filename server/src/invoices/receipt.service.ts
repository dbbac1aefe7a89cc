import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/auth/auth-user.js';
import { AppError } from '../common/errors/app-error.js';
import { formatDateTime, formatMoney } from '../common/office-format.js';
import { PrismaService } from '../database/prisma.service.js';
import { OrdersService } from '../orders/orders.service.js';
import { IssuedDocumentsService } from '../verification/issued-documents.service.js';
import type { RenderedInvoice } from './invoice.service.js';
import { OfficeLetterhead, PAYMENT_METHOD_LABELS } from './office-letterhead.js';
import type { ReceiptData } from './receipt-document.js';

/** The receipt PDF of one payment (or refund) of an order, in Arabic: for the order's owner, staff and admins. */
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
    const [office, issued] = await Promise.all([this.letterhead.read(), this.issued.receiptOf(order.id, payment.id)]);
    const refund = payment.amount.isNegative();
    const receipt: ReceiptData = {
      office,
      verification: { number: issued.number, code: issued.code, link: issued.link },
      issuedAt: formatDateTime(issued.issuedAt),
      refund: refund ? { reason: payment.refundReason } : null,
      paidAt: formatDateTime(payment.paidAt),
      amount: formatMoney(payment.amount.abs(), payment.currency),
      method: PAYMENT_METHOD_LABELS[payment.method],
      reference: payment.reference,
      orderNumber: order.orderNumber,
      trackingNumber: order.trackingNumber,
      service: order.serviceNameAr,
      customerName: order.fullName,
      orderTotal: formatMoney(order.totalAmount, order.currency),
      orderPaid: formatMoney(order.amountPaid, order.currency),
    };
    const { renderReceiptPdf } = await import('./receipt-document.js');
    return { fileName: `receipt-${issued.number}.pdf`, pdf: await renderReceiptPdf(receipt) };
  }
}
