import { createElement as h, type ReactElement } from 'react';
import { Document, Page, renderToBuffer, Text, View, type DocumentProps } from '@react-pdf/renderer';
import type { Language } from '../generated/prisma/enums.js';
import { ltr, pdfParts, type DocumentVerification, type OfficeData } from './pdf-parts.js';

/** The invoice's words in each language (the reader's: the order owner's account language). */
const INVOICE_TEXTS = {
  ar: {
    title: 'فاتورة',
    number: 'رقم الفاتورة',
    issuedAt: 'تاريخ الفاتورة',
    orderNumber: 'رقم الطلب',
    trackingNumber: 'رقم التتبع',
    createdAt: 'تاريخ الطلب',
    service: 'الخدمة',
    paymentMethod: 'طريقة الدفع',
    status: 'حالة الطلب',
    total: 'المبلغ الإجمالي',
    customer: 'بيانات العميل',
    name: 'الاسم',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    applicant: 'لصالح',
    applicantRole: 'صفته',
    paymentInstructions: 'تعليمات الدفع',
  },
  tr: {
    title: 'Fatura',
    number: 'Fatura numarası',
    issuedAt: 'Fatura tarihi',
    orderNumber: 'Sipariş numarası',
    trackingNumber: 'Takip numarası',
    createdAt: 'Sipariş tarihi',
    service: 'Hizmet',
    paymentMethod: 'Ödeme yöntemi',
    status: 'Sipariş durumu',
    total: 'Toplam tutar',
    customer: 'Müşteri bilgileri',
    name: 'Ad soyad',
    phone: 'Telefon',
    email: 'E-posta',
    applicant: 'Kimin için',
    applicantRole: 'Sıfatı',
    paymentInstructions: 'Ödeme talimatları',
  },
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    issuedAt: 'Invoice date',
    orderNumber: 'Order number',
    trackingNumber: 'Tracking number',
    createdAt: 'Order date',
    service: 'Service',
    paymentMethod: 'Payment method',
    status: 'Order status',
    total: 'Total amount',
    customer: 'Customer',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    applicant: 'On behalf of',
    applicantRole: 'Role',
    paymentInstructions: 'How to pay',
  },
} satisfies Record<Language, Record<string, string>>;

export type InvoiceData = {
  /** The reader's language: the order owner's (Arabic when the order has no owner any more). */
  language: Language;
  office: OfficeData;
  /** The invoice's own number and code, issued with its first download. */
  verification: DocumentVerification;
  issuedAt: string;
  orderNumber: string;
  trackingNumber: string;
  createdAt: string;
  /** The service's name in the reader's language, then (in Arabic) its other names. */
  service: { name: string; others: string[] };
  amount: string;
  paymentMethod: string;
  status: string;
  customer: { fullName: string; phone: string; email: string } | null;
  /** Whom the papers are for, when not the customer themself (shown with the customer only). */
  applicant: { name: string; nameLatin: string; role: string } | null;
  paymentInstructions: string[];
};

/** The invoice of one order as a PDF file. */
export function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  return renderToBuffer(invoiceDocument(invoice));
}

/** The invoice of one order as a react-pdf document, in the reader's language and direction. */
function invoiceDocument(invoice: InvoiceData): ReactElement<DocumentProps> {
  const { office, language } = invoice;
  const t = INVOICE_TEXTS[language];
  const { styles, row, totalRow, line, officeHeader, verificationBlock, footer } = pdfParts(language);
  return h(
    Document,
    { title: `${t.title} ${invoice.verification.number}`, author: office.name, language },
    h(
      Page,
      { size: 'A4', style: styles.page },
      officeHeader(office),
      h(Text, { style: styles.title }, t.title),
      row(t.number, ltr(invoice.verification.number)),
      row(t.issuedAt, invoice.issuedAt),
      row(t.orderNumber, ltr(invoice.orderNumber)),
      row(t.trackingNumber, ltr(invoice.trackingNumber)),
      row(t.createdAt, invoice.createdAt),
      row(t.service, invoice.service.name),
      ...invoice.service.others.map((name, index) => row('', ltr(name), `service-${index}`)),
      row(t.paymentMethod, invoice.paymentMethod),
      row(t.status, invoice.status),
      totalRow(t.total, invoice.amount),
      invoice.customer
        ? h(
            View,
            { style: styles.section },
            h(Text, { style: styles.sectionTitle }, t.customer),
            row(t.name, invoice.customer.fullName),
            row(t.phone, ltr(invoice.customer.phone)),
            row(t.email, ltr(invoice.customer.email)),
            ...(invoice.applicant
              ? [
                  row(t.applicant, invoice.applicant.name),
                  row('', ltr(invoice.applicant.nameLatin), 'applicant-latin'),
                  row(t.applicantRole, invoice.applicant.role),
                ]
              : []),
          )
        : null,
      invoice.paymentInstructions.length
        ? h(
            View,
            { style: styles.section },
            h(Text, { style: styles.sectionTitle }, t.paymentInstructions),
            ...invoice.paymentInstructions.map((text, index) =>
              h(Text, { style: styles.instruction, key: index }, line(text)),
            ),
          )
        : null,
      verificationBlock(invoice.verification),
      footer(office),
    ),
  );
}
