import { createElement as h, type ReactElement } from 'react';
import { Document, Page, renderToBuffer, Text, View, type DocumentProps } from '@react-pdf/renderer';
import type { Language } from '../generated/prisma/enums.js';
import { ltr, pdfParts, type DocumentVerification, type OfficeData } from './pdf-parts.js';

/** The receipt's words in each language (the reader's: the order owner's account language). */
const RECEIPT_TEXTS = {
  ar: {
    title: 'إيصال دفع',
    refundTitle: 'إيصال استرداد',
    number: 'رقم الإيصال',
    issuedAt: 'تاريخ الإصدار',
    paidAt: 'تاريخ الدفع',
    refundedAt: 'تاريخ الاسترداد',
    method: 'طريقة الدفع',
    reference: 'المرجع',
    refundReason: 'سبب الاسترداد',
    received: 'المبلغ المستلم',
    refunded: 'المبلغ المسترد',
    order: 'الطلب',
    orderNumber: 'رقم الطلب',
    trackingNumber: 'رقم التتبع',
    service: 'الخدمة',
    customer: 'العميل',
    orderTotal: 'المبلغ المستحق',
    orderPaid: 'المدفوع حتى الآن',
  },
  tr: {
    title: 'Ödeme makbuzu',
    refundTitle: 'İade makbuzu',
    number: 'Makbuz numarası',
    issuedAt: 'Düzenlenme tarihi',
    paidAt: 'Ödeme tarihi',
    refundedAt: 'İade tarihi',
    method: 'Ödeme yöntemi',
    reference: 'Referans',
    refundReason: 'İade nedeni',
    received: 'Alınan tutar',
    refunded: 'İade edilen tutar',
    order: 'Sipariş',
    orderNumber: 'Sipariş numarası',
    trackingNumber: 'Takip numarası',
    service: 'Hizmet',
    customer: 'Müşteri',
    orderTotal: 'Sipariş tutarı',
    orderPaid: 'Şimdiye kadar ödenen',
  },
  en: {
    title: 'Payment receipt',
    refundTitle: 'Refund receipt',
    number: 'Receipt number',
    issuedAt: 'Issued on',
    paidAt: 'Paid on',
    refundedAt: 'Refunded on',
    method: 'Payment method',
    reference: 'Reference',
    refundReason: 'Reason for the refund',
    received: 'Amount received',
    refunded: 'Amount refunded',
    order: 'Order',
    orderNumber: 'Order number',
    trackingNumber: 'Tracking number',
    service: 'Service',
    customer: 'Customer',
    orderTotal: 'Amount due',
    orderPaid: 'Paid so far',
  },
} satisfies Record<Language, Record<string, string>>;

export type ReceiptData = {
  /** The reader's language: the order owner's (Arabic when the order has no owner any more). */
  language: Language;
  office: OfficeData;
  verification: DocumentVerification;
  issuedAt: string;
  /** A refund is money given back: the title, the amount's label and the reason say so. */
  refund: { reason: string | null } | null;
  paidAt: string;
  amount: string;
  method: string;
  reference: string | null;
  orderNumber: string;
  trackingNumber: string;
  service: string;
  customerName: string;
  /** The order's balance after its payments so far, in its currency. */
  orderTotal: string;
  orderPaid: string;
};

/** The receipt of one payment (or refund) as a PDF file. */
export function renderReceiptPdf(receipt: ReceiptData): Promise<Buffer> {
  return renderToBuffer(receiptDocument(receipt));
}

/** The receipt of one payment as a react-pdf document, in the reader's language and direction, of the invoice's parts. */
function receiptDocument(receipt: ReceiptData): ReactElement<DocumentProps> {
  const { office, refund, language } = receipt;
  const t = RECEIPT_TEXTS[language];
  const { styles, row, totalRow, officeHeader, verificationBlock, footer } = pdfParts(language);
  const title = refund ? t.refundTitle : t.title;
  return h(
    Document,
    { title: `${title} ${receipt.verification.number}`, author: office.name, language },
    h(
      Page,
      { size: 'A4', style: styles.page },
      officeHeader(office),
      h(Text, { style: styles.title }, title),
      row(t.number, ltr(receipt.verification.number)),
      row(t.issuedAt, receipt.issuedAt),
      row(refund ? t.refundedAt : t.paidAt, receipt.paidAt),
      row(t.method, receipt.method),
      ...(receipt.reference ? [row(t.reference, ltr(receipt.reference))] : []),
      ...(refund?.reason ? [row(t.refundReason, refund.reason)] : []),
      totalRow(refund ? t.refunded : t.received, receipt.amount),
      h(
        View,
        { style: styles.section },
        h(Text, { style: styles.sectionTitle }, t.order),
        row(t.orderNumber, ltr(receipt.orderNumber)),
        row(t.trackingNumber, ltr(receipt.trackingNumber)),
        row(t.service, receipt.service),
        row(t.customer, receipt.customerName),
        row(t.orderTotal, ltr(receipt.orderTotal)),
        row(t.orderPaid, ltr(receipt.orderPaid)),
      ),
      verificationBlock(receipt.verification),
      footer(office),
    ),
  );
}
