import { Injectable } from '@nestjs/common';
import type { Order } from '../generated/prisma/client.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { formatDateTime, formatMoney } from '../common/office-format.js';
import { ORDER_STATUS_LABELS } from '../orders/order-status.js';
import { OrdersService } from '../orders/orders.service.js';
import { paymentInstructions } from '../orders/payment-instructions.js';
import { SettingsService } from '../settings/settings.service.js';
import { IssuedDocumentsService } from '../verification/issued-documents.service.js';
import type { InvoiceData } from './invoice-document.js';
import { OrderApplicantService } from '../orders/applicant/order-applicant.service.js';
import { applicantRoleLabel } from '../orders/applicant/applicant-labels.js';
import { OfficeLetterhead, PAYMENT_METHOD_LABELS } from './office-letterhead.js';

const UNPAID: readonly Order['status'][] = ['pending', 'pending_payment'];

export type RenderedInvoice = { fileName: string; pdf: Buffer };

/** The invoice PDF of an order, in Arabic: for its owner and the office, or publicly by tracking number. */
@Injectable()
export class InvoiceService {
  constructor(
    private readonly orders: OrdersService,
    private readonly letterhead: OfficeLetterhead,
    private readonly settings: SettingsService,
    private readonly applicants: OrderApplicantService,
    private readonly issued: IssuedDocumentsService,
  ) {}

  /** The full invoice, customer included: the order's owner, staff and admins. */
  async forOrder(caller: AuthUser, id: number): Promise<RenderedInvoice> {
    return this.render(await this.orders.findVisible(caller, id), { withCustomer: true });
  }

  /** The public invoice from the tracking page: no name, phone, e-mail or national id. */
  async forTrackingNumber(trackingNumber: string): Promise<RenderedInvoice> {
    return this.render(await this.orders.findByTrackingNumber(trackingNumber), { withCustomer: false });
  }

  private async render(order: Order, { withCustomer }: { withCustomer: boolean }): Promise<RenderedInvoice> {
    const [office, payment, applicant, issued] = await Promise.all([
      this.letterhead.read(),
      this.settings.get('payment'),
      withCustomer ? this.applicants.forOrder(order.id) : null,
      // Both doors show the same invoice: numbered and coded the first time either is downloaded.
      this.issued.invoiceOf(order.id),
    ]);
    const invoice: InvoiceData = {
      office,
      verification: { number: issued.number, code: issued.code, link: issued.link },
      issuedAt: formatDateTime(issued.issuedAt),
      orderNumber: order.orderNumber,
      trackingNumber: order.trackingNumber,
      createdAt: formatDateTime(order.createdAt),
      service: {
        ar: order.serviceNameAr,
        others: [order.serviceNameTr, order.serviceNameEn].filter((name): name is string => Boolean(name?.trim())),
      },
      amount: formatMoney(order.totalAmount, order.currency),
      paymentMethod: PAYMENT_METHOD_LABELS[order.paymentMethod],
      status: ORDER_STATUS_LABELS[order.status],
      customer: withCustomer ? { fullName: order.fullName, phone: order.phone, email: order.email } : null,
      applicant: applicant && {
        name: applicant.fullNameAr,
        nameLatin: applicant.fullNameLatin,
        role: applicantRoleLabel(applicant.kind, applicant.relation),
      },
      paymentInstructions: UNPAID.includes(order.status) ? paymentInstructions(payment, order) : [],
    };
    // react-pdf and its fonts load with the first invoice: half a second of every start otherwise.
    const { renderInvoicePdf } = await import('./invoice-document.js');
    return { fileName: `invoice-${order.orderNumber}.pdf`, pdf: await renderInvoicePdf(invoice) };
  }
}
