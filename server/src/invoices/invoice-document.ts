import { createElement as h, type ReactElement } from 'react';
import { Document, Page, renderToBuffer, Text, View, type DocumentProps } from '@react-pdf/renderer';
import {
  footer,
  isolateLatinRuns,
  ltr,
  officeHeader,
  row,
  styles,
  totalRow,
  verificationBlock,
  type DocumentVerification,
  type OfficeData,
} from './pdf-parts.js';

export type InvoiceData = {
  office: OfficeData;
  /** The invoice's own number and code, issued with its first download. */
  verification: DocumentVerification;
  issuedAt: string;
  orderNumber: string;
  trackingNumber: string;
  createdAt: string;
  service: { ar: string; others: string[] };
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

/** The invoice of one order as a react-pdf document: Arabic, right to left. */
function invoiceDocument(invoice: InvoiceData): ReactElement<DocumentProps> {
  const { office } = invoice;
  return h(
    Document,
    { title: `فاتورة ${invoice.verification.number}`, author: office.name, language: 'ar' },
    h(
      Page,
      { size: 'A4', style: styles.page },
      officeHeader(office),
      h(Text, { style: styles.title }, 'فاتورة'),
      row('رقم الفاتورة', ltr(invoice.verification.number)),
      row('تاريخ الفاتورة', invoice.issuedAt),
      row('رقم الطلب', ltr(invoice.orderNumber)),
      row('رقم التتبع', ltr(invoice.trackingNumber)),
      row('تاريخ الطلب', invoice.createdAt),
      row('الخدمة', invoice.service.ar),
      ...invoice.service.others.map((name, index) => row('', ltr(name), `service-${index}`)),
      row('طريقة الدفع', invoice.paymentMethod),
      row('حالة الطلب', invoice.status),
      totalRow('المبلغ الإجمالي', invoice.amount),
      invoice.customer
        ? h(
            View,
            { style: styles.section },
            h(Text, { style: styles.sectionTitle }, 'بيانات العميل'),
            row('الاسم', invoice.customer.fullName),
            row('الهاتف', ltr(invoice.customer.phone)),
            row('البريد الإلكتروني', ltr(invoice.customer.email)),
            ...(invoice.applicant
              ? [
                  row('لصالح', invoice.applicant.name),
                  row('', ltr(invoice.applicant.nameLatin), 'applicant-latin'),
                  row('صفته', invoice.applicant.role),
                ]
              : []),
          )
        : null,
      invoice.paymentInstructions.length
        ? h(
            View,
            { style: styles.section },
            h(Text, { style: styles.sectionTitle }, 'تعليمات الدفع'),
            ...invoice.paymentInstructions.map((line, index) =>
              h(Text, { style: styles.instruction, key: index }, isolateLatinRuns(line)),
            ),
          )
        : null,
      verificationBlock(invoice.verification),
      footer(office),
    ),
  );
}
