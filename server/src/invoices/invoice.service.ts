import { Injectable } from '@nestjs/common';
import type { Order } from '../generated/prisma/client.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { nameIn, serviceNames } from '../common/i18n/names.js';
import { formatMoneyIn, officeDateTime } from '../common/office-format.js';
import { PrismaService } from '../database/prisma.service.js';
import { recipientLanguage } from '../mail/recipient-language.js';
import { ORDER_STATUS_NAMES } from '../orders/order-status.js';
import { PAYMENT_METHOD_NAMES } from '../orders/payment-method-names.js';
import { OrdersService } from '../orders/orders.service.js';
import { paymentInstructions } from '../orders/payment-instructions.js';
import { SettingsService } from '../settings/settings.service.js';
import { IssuedDocumentsService } from '../verification/issued-documents.service.js';
import type { InvoiceData } from './invoice-document.js';
import { OrderApplicantService } from '../orders/applicant/order-applicant.service.js';
import { applicantRoleLabel } from '../orders/applicant/applicant-labels.js';
import { OfficeLetterhead } from './office-letterhead.js';

const UNPAID: readonly Order['status'][] = ['pending', 'pending_payment'];

export type RenderedInvoice = { fileName: string; pdf: Buffer };

/**
 * The invoice PDF of an order, in its owner's language (Arabic when it has none): for its owner and the office, or
 * publicly by tracking number; every door gives the same document.
 */
@Injectable()
export class InvoiceService {
  constructor(
    private readonly prisma: PrismaService,
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
    // In the client's language whoever downloads it: the order owner's account language.
    const language = await recipientLanguage(this.prisma, { userId: order.userId });
    const [office, payment, applicant, issued] = await Promise.all([
      this.letterhead.read(language),
      this.settings.get('payment'),
      withCustomer ? this.applicants.forOrder(order.id) : null,
      // Both doors show the same invoice: numbered and coded the first time either is downloaded.
      this.issued.invoiceOf(order.id),
    ]);
    const names = serviceNames(order);
    const invoice: InvoiceData = {
      language,
      office,
      verification: { number: issued.number, code: issued.code, link: issued.link },
      issuedAt: officeDateTime(language, issued.issuedAt),
      orderNumber: order.orderNumber,
      trackingNumber: order.trackingNumber,
      createdAt: officeDateTime(language, order.createdAt),
      service: {
        name: nameIn(names, language),
        // The Arabic invoice names the service in the office's other languages too, for Turkish offices.
        others: language === 'ar' ? [names.tr, names.en].filter((name): name is string => Boolean(name?.trim())) : [],
      },
      amount: formatMoneyIn(language, order.totalAmount, order.currency),
      paymentMethod: PAYMENT_METHOD_NAMES[language][order.paymentMethod],
      status: ORDER_STATUS_NAMES[language][order.status],
      customer: withCustomer ? { fullName: order.fullName, phone: order.phone, email: order.email } : null,
      applicant: applicant && {
        name: applicant.fullNameAr,
        nameLatin: applicant.fullNameLatin,
        role: applicantRoleLabel(applicant.kind, applicant.relation, language),
      },
      paymentInstructions: UNPAID.includes(order.status) ? paymentInstructions(payment, order, language) : [],
    };
    // react-pdf and its fonts load with the first invoice: half a second of every start otherwise.
    const { renderInvoicePdf } = await import('./invoice-document.js');
    return { fileName: `invoice-${order.orderNumber}.pdf`, pdf: await renderInvoicePdf(invoice) };
  }
}
