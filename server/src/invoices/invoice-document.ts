import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement as h, type ReactElement } from 'react';
import {
  Document,
  Font,
  Image,
  Page,
  renderToBuffer,
  StyleSheet,
  Text,
  View,
  type DocumentProps,
} from '@react-pdf/renderer';

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('vazirmatn/package.json')), 'fonts/ttf');

// Vazirmatn covers Arabic, Latin, ₺ and —, and ships with the app (no font download at run time).
Font.register({
  family: 'Vazirmatn',
  fonts: [
    { src: path.join(FONT_DIR, 'Vazirmatn-Regular.ttf') },
    { src: path.join(FONT_DIR, 'Vazirmatn-Bold.ttf'), fontWeight: 'bold' },
  ],
});
// Arabic words are never hyphenated.
Font.registerHyphenationCallback((word) => [word]);

/**
 * A left-to-right run inside an Arabic line (tracking numbers, IBANs, amounts), so the bidi algorithm
 * keeps its characters in order. Embedding marks, because Vazirmatn has no glyphs for the isolates.
 */
export const ltr = (text: string) => `\u202A${text}\u202C`;

export type InvoiceData = {
  office: {
    name: string;
    phone: string;
    email: string;
    address: string;
    logo: { data: Buffer; format: 'png' | 'jpg' } | null;
  };
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

const BRAND = '#243b53';
const styles = StyleSheet.create({
  // Each text sets its own direction: react-pdf lays out a paragraph left to right unless told otherwise.
  page: { fontFamily: 'Vazirmatn', fontSize: 10.5, padding: 40, color: '#1f2933' },
  header: {
    flexDirection: 'row-reverse',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    borderBottom: `2px solid ${BRAND}`,
    paddingBottom: 14,
  },
  office: { alignItems: 'flex-end', gap: 2 },
  officeName: { direction: 'rtl', fontSize: 17, fontWeight: 'bold', color: BRAND, textAlign: 'right' },
  muted: { direction: 'rtl', color: '#52606d', textAlign: 'right' },
  logo: { width: 90, height: 48, objectFit: 'contain' },
  title: {
    direction: 'rtl',
    fontSize: 15,
    fontWeight: 'bold',
    marginTop: 18,
    marginBottom: 8,
    textAlign: 'right',
    color: BRAND,
  },
  section: { marginTop: 12 },
  sectionTitle: {
    direction: 'rtl',
    fontSize: 11.5,
    fontWeight: 'bold',
    textAlign: 'right',
    marginBottom: 4,
    color: BRAND,
  },
  row: {
    flexDirection: 'row-reverse',
    justifyContent: 'space-between',
    borderBottom: '1px solid #d9e2ec',
    paddingVertical: 5,
  },
  label: { direction: 'rtl', color: '#52606d', textAlign: 'right' },
  value: { direction: 'rtl', textAlign: 'left', maxWidth: '65%' },
  total: {
    flexDirection: 'row-reverse',
    justifyContent: 'space-between',
    marginTop: 10,
    padding: 8,
    backgroundColor: '#f0f4f8',
  },
  totalText: { fontSize: 13, fontWeight: 'bold', color: '#1f2933' },
  instruction: { direction: 'rtl', textAlign: 'right', marginBottom: 3 },
  footer: {
    direction: 'rtl',
    position: 'absolute',
    bottom: 28,
    left: 40,
    right: 40,
    textAlign: 'center',
    color: '#7b8794',
    fontSize: 8.5,
  },
});

const row = (label: string, value: string, key = label) =>
  h(View, { style: styles.row, key }, h(Text, { style: styles.label }, label), h(Text, { style: styles.value }, value));

/** The invoice of one order as a PDF file. */
export function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  return renderToBuffer(invoiceDocument(invoice));
}

/** The invoice of one order as a react-pdf document: Arabic, right to left. */
function invoiceDocument(invoice: InvoiceData): ReactElement<DocumentProps> {
  const { office } = invoice;
  return h(
    Document,
    { title: `فاتورة ${invoice.orderNumber}`, author: office.name, language: 'ar' },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(
        View,
        { style: styles.header },
        h(
          View,
          { style: styles.office },
          h(Text, { style: styles.officeName }, office.name),
          h(Text, { style: styles.muted }, office.address),
          h(Text, { style: styles.muted }, `${ltr(office.phone)}  •  ${ltr(office.email)}`),
        ),
        office.logo ? h(Image, { style: styles.logo, src: office.logo }) : null,
      ),
      h(Text, { style: styles.title }, 'فاتورة'),
      row('تاريخ الفاتورة', invoice.issuedAt),
      row('رقم الطلب', ltr(invoice.orderNumber)),
      row('رقم التتبع', ltr(invoice.trackingNumber)),
      row('تاريخ الطلب', invoice.createdAt),
      row('الخدمة', invoice.service.ar),
      ...invoice.service.others.map((name, index) => row('', ltr(name), `service-${index}`)),
      row('طريقة الدفع', invoice.paymentMethod),
      row('حالة الطلب', invoice.status),
      h(
        View,
        { style: styles.total },
        h(Text, { style: [styles.label, styles.totalText] }, 'المبلغ الإجمالي'),
        h(Text, { style: [styles.value, styles.totalText] }, ltr(invoice.amount)),
      ),
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
      h(Text, { style: styles.footer, fixed: true }, `${office.name} — ${ltr(office.email)}`),
    ),
  );
}

/** Wraps each run of Latin letters and digits (IBANs, order numbers, SWIFT) in a line of Arabic as a left-to-right run. */
export const isolateLatinRuns = (line: string) =>
  line.replace(/[A-Za-z0-9][A-Za-z0-9 .:+/@_-]*[A-Za-z0-9]|[A-Za-z0-9]/g, (run) => ltr(run));
