import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement as h } from 'react';
import { Font, Image, Link, Path, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { QR_QUIET_ZONE, qrCodePath } from './qr-code.js';

/** The building blocks every PDF the office issues shares (invoice, payment receipt): font, header, rows, verification. */

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

/** Wraps each run of Latin letters and digits (IBANs, order numbers, SWIFT) in a line of Arabic as a left-to-right run. */
export const isolateLatinRuns = (line: string) =>
  line.replace(/[A-Za-z0-9][A-Za-z0-9 .:+/@_-]*[A-Za-z0-9]|[A-Za-z0-9]/g, (run) => ltr(run));

export type OfficeData = {
  name: string;
  phone: string;
  email: string;
  address: string;
  logo: { data: Buffer; format: 'png' | 'jpg' } | null;
};

/** What lets anyone check a document: its own number, its code and the page its QR code opens. */
export type DocumentVerification = { number: string; code: string; link: string };

const BRAND = '#243b53';
export const styles = StyleSheet.create({
  // Each text sets its own direction: react-pdf lays out a paragraph left to right unless told otherwise.
  page: { fontFamily: 'Vazirmatn', fontSize: 10.5, padding: 40, paddingBottom: 56, color: '#1f2933' },
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
  verification: {
    flexDirection: 'row-reverse',
    alignItems: 'center',
    gap: 14,
    marginTop: 18,
    padding: 10,
    border: '1px solid #d9e2ec',
    borderRadius: 4,
  },
  verificationText: { flex: 1, alignItems: 'flex-end', gap: 3 },
  link: { direction: 'rtl', color: '#52606d', textAlign: 'right', fontSize: 8.5, textDecoration: 'none' },
  code: { fontSize: 13, fontWeight: 'bold', letterSpacing: 1, color: BRAND },
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

/** A label and its value on one line, the label on the right. */
export const row = (label: string, value: string, key = label) =>
  h(View, { style: styles.row, key }, h(Text, { style: styles.label }, label), h(Text, { style: styles.value }, value));

/** The emphasised line of the amount. */
export const totalRow = (label: string, amount: string) =>
  h(
    View,
    { style: styles.total },
    h(Text, { style: [styles.label, styles.totalText] }, label),
    h(Text, { style: [styles.value, styles.totalText] }, ltr(amount)),
  );

/** The office's name, address and contact on the right, its logo on the left. */
export const officeHeader = (office: OfficeData) =>
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
  );

/** The QR code of the verification link, drawn as vector shapes on a white square with its quiet zone. */
const qrCode = (link: string, width: number) => {
  const { size, d } = qrCodePath(link);
  const side = size + 2 * QR_QUIET_ZONE;
  return h(
    Svg,
    { width, height: width, viewBox: `${-QR_QUIET_ZONE} ${-QR_QUIET_ZONE} ${side} ${side}` },
    h(Rect, { x: -QR_QUIET_ZONE, y: -QR_QUIET_ZONE, width: side, height: side, fill: '#ffffff' }),
    h(Path, { d, fill: '#000000' }),
  );
};

/** How to check the document: its code, the address to enter it and the QR code that opens it. */
export const verificationBlock = (verification: DocumentVerification) =>
  h(
    View,
    { style: styles.verification, wrap: false },
    h(
      View,
      { style: styles.verificationText },
      h(Text, { style: styles.sectionTitle }, 'التحقق من صحة الوثيقة'),
      h(Text, { style: styles.muted }, 'امسح رمز QR أو افتح الرابط للتأكد من أن المكتب أصدر هذه الوثيقة.'),
      h(Text, { style: styles.code }, ltr(verification.code)),
      h(Link, { src: verification.link, style: styles.link }, ltr(verification.link)),
    ),
    h(Link, { src: verification.link }, qrCode(verification.link, 92)),
  );

/** The office's name and e-mail at the foot of every page. */
export const footer = (office: OfficeData) =>
  h(Text, { style: styles.footer, fixed: true }, `${office.name} — ${ltr(office.email)}`);
