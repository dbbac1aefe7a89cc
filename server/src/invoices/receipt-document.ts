import { createElement as h, type ReactElement } from 'react';
import { Document, Page, renderToBuffer, Text, View, type DocumentProps } from '@react-pdf/renderer';
import {
  footer,
  ltr,
  officeHeader,
  row,
  styles,
  totalRow,
  verificationBlock,
  type DocumentVerification,
  type OfficeData,
} from './pdf-parts.js';

export type ReceiptData = {
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

/** The receipt of one payment as a react-pdf document: Arabic, right to left, built of the invoice's parts. */
function receiptDocument(receipt: ReceiptData): ReactElement<DocumentProps> {
  const { office, refund } = receipt;
  const title = refund ? 'إيصال استرداد' : 'إيصال دفع';
  return h(
    Document,
    { title: `${title} ${receipt.verification.number}`, author: office.name, language: 'ar' },
    h(
      Page,
      { size: 'A4', style: styles.page },
      officeHeader(office),
      h(Text, { style: styles.title }, title),
      row('رقم الإيصال', ltr(receipt.verification.number)),
      row('تاريخ الإصدار', receipt.issuedAt),
      row(refund ? 'تاريخ الاسترداد' : 'تاريخ الدفع', receipt.paidAt),
      row('طريقة الدفع', receipt.method),
      ...(receipt.reference ? [row('المرجع', ltr(receipt.reference))] : []),
      ...(refund?.reason ? [row('سبب الاسترداد', refund.reason)] : []),
      totalRow(refund ? 'المبلغ المسترد' : 'المبلغ المستلم', receipt.amount),
      h(
        View,
        { style: styles.section },
        h(Text, { style: styles.sectionTitle }, 'الطلب'),
        row('رقم الطلب', ltr(receipt.orderNumber)),
        row('رقم التتبع', ltr(receipt.trackingNumber)),
        row('الخدمة', receipt.service),
        row('العميل', receipt.customerName),
        row('المبلغ المستحق', ltr(receipt.orderTotal)),
        row('المدفوع حتى الآن', ltr(receipt.orderPaid)),
      ),
      verificationBlock(receipt.verification),
      footer(office),
    ),
  );
}
