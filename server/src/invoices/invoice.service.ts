import { Injectable } from '@nestjs/common';
import type { Order } from '../generated/prisma/client.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { AppError } from '../common/errors/app-error.js';
import { formatDateTime, formatMoney } from '../common/office-format.js';
import { CmsService } from '../cms/cms.service.js';
import { ORDER_STATUS_LABELS } from '../orders/order-status.js';
import { OrdersService } from '../orders/orders.service.js';
import { paymentInstructions } from '../orders/payment-instructions.js';
import { SettingsService } from '../settings/settings.service.js';
import type { InvoiceData } from './invoice-document.js';
import { OrderApplicantService } from '../orders/applicant/order-applicant.service.js';
import { applicantRoleLabel } from '../orders/applicant/applicant-labels.js';

const PAYMENT_METHOD_LABELS: Record<Order['paymentMethod'], string> = {
  bank_transfer: 'تحويل بنكي',
  syriatel_cash: 'سيرياتيل كاش',
  mtn_cash: 'MTN كاش',
};
const UNPAID: readonly Order['status'][] = ['pending', 'pending_payment'];
const LOGO_FORMATS: Record<string, 'png' | 'jpg'> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

export type RenderedInvoice = { fileName: string; pdf: Buffer };

/** The invoice PDF of an order, in Arabic: for its owner and the office, or publicly by tracking number. */
@Injectable()
export class InvoiceService {
  constructor(
    private readonly orders: OrdersService,
    private readonly cms: CmsService,
    private readonly settings: SettingsService,
    private readonly applicants: OrderApplicantService,
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
    const [content, payment, logo, applicant] = await Promise.all([
      this.cms.getAll(),
      this.settings.get('payment'),
      this.logo(),
      withCustomer ? this.applicants.forOrder(order.id) : null,
    ]);
    const invoice: InvoiceData = {
      office: {
        name: content.settings.site_name,
        phone: content.contact.phone,
        email: content.contact.email,
        address: content.contact.address,
        logo,
      },
      issuedAt: formatDateTime(new Date()),
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

  /** The CMS logo when one is uploaded as PNG or JPEG (the formats a PDF embeds); otherwise the invoice has none. */
  private async logo(): Promise<InvoiceData['office']['logo']> {
    try {
      const opened = await this.cms.openBrandFile('logo');
      const format = LOGO_FORMATS[opened.mimeType];
      if (!format) {
        opened.stream.destroy();
        return null;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
      return { data: Buffer.concat(chunks), format };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }
}
