import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement as h } from 'react';
import { Font, Image, Link, Path, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import type { Language } from '../generated/prisma/enums.js';
import { LANGUAGE_DIRECTIONS } from '../common/office-format.js';
import { QR_QUIET_ZONE, qrCodePath } from './qr-code.js';

/**
 * The building blocks every PDF the office issues shares (invoice, payment receipt): font, header, rows,
 * verification; laid out in the reader's direction (Arabic right to left, Turkish and English left to right).
 * The office's name stays Arabic, right to left, in every language; its address is in the reader's language
 * where the CMS has it translated, and sets its own direction.
 */

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

/** What the shared parts say, in each language. */
const PARTS_TEXTS = {
  ar: {
    verificationTitle: 'التحقق من صحة الوثيقة',
    verificationHint: 'امسح رمز QR أو افتح الرابط للتأكد من أن المكتب أصدر هذه الوثيقة.',
  },
  tr: {
    verificationTitle: 'Belgenin doğrulanması',
    verificationHint: 'Bu belgeyi ofisin düzenlediğini doğrulamak için QR kodunu okutun veya bağlantıyı açın.',
  },
  en: {
    verificationTitle: 'Verify this document',
    verificationHint: 'Scan the QR code or open the link to check that the office issued this document.',
  },
} satisfies Record<Language, Record<string, string>>;

const BRAND = '#243b53';

/** The styles of one direction: `start` is the side a line begins on (right in Arabic, left in Turkish and English). */
function directionStyles(dir: 'rtl' | 'ltr') {
  const start = dir === 'rtl' ? 'right' : 'left';
  const end = dir === 'rtl' ? 'left' : 'right';
  const flow = dir === 'rtl' ? 'row-reverse' : 'row';
  const startEdge = dir === 'rtl' ? 'flex-end' : 'flex-start';
  return StyleSheet.create({
    // Each text sets its own direction: react-pdf lays out a paragraph left to right unless told otherwise.
    page: { fontFamily: 'Vazirmatn', fontSize: 10.5, padding: 40, paddingBottom: 56, color: '#1f2933' },
    header: {
      flexDirection: flow,
      justifyContent: 'space-between',
      alignItems: 'flex-start',
      borderBottom: `2px solid ${BRAND}`,
      paddingBottom: 14,
    },
    office: { alignItems: startEdge, gap: 2 },
    // The office's name (Arabic on every document) reads right to left in every language.
    officeName: { direction: 'rtl', fontSize: 17, fontWeight: 'bold', color: BRAND, textAlign: start },
    officeLine: { direction: dir, color: '#52606d', textAlign: start },
    muted: { direction: dir, color: '#52606d', textAlign: start },
    logo: { width: 90, height: 48, objectFit: 'contain' },
    title: {
      direction: dir,
      fontSize: 15,
      fontWeight: 'bold',
      marginTop: 18,
      marginBottom: 8,
      textAlign: start,
      color: BRAND,
    },
    section: { marginTop: 12 },
    sectionTitle: {
      direction: dir,
      fontSize: 11.5,
      fontWeight: 'bold',
      textAlign: start,
      marginBottom: 4,
      color: BRAND,
    },
    row: {
      flexDirection: flow,
      justifyContent: 'space-between',
      borderBottom: '1px solid #d9e2ec',
      paddingVertical: 5,
    },
    label: { direction: dir, color: '#52606d', textAlign: start },
    value: { direction: dir, textAlign: end, maxWidth: '65%' },
    total: {
      flexDirection: flow,
      justifyContent: 'space-between',
      marginTop: 10,
      padding: 8,
      backgroundColor: '#f0f4f8',
    },
    totalText: { fontSize: 13, fontWeight: 'bold', color: '#1f2933' },
    instruction: { direction: dir, textAlign: start, marginBottom: 3 },
    verification: {
      flexDirection: flow,
      alignItems: 'center',
      gap: 14,
      marginTop: 18,
      padding: 10,
      border: '1px solid #d9e2ec',
      borderRadius: 4,
    },
    verificationText: { flex: 1, alignItems: startEdge, gap: 3 },
    link: { direction: dir, color: '#52606d', textAlign: start, fontSize: 8.5, textDecoration: 'none' },
    code: { fontSize: 13, fontWeight: 'bold', letterSpacing: 1, color: BRAND },
    footer: {
      direction: dir,
      position: 'absolute',
      bottom: 28,
      left: 40,
      right: 40,
      textAlign: 'center',
      color: '#7b8794',
      fontSize: 8.5,
    },
  });
}

const STYLES = { rtl: directionStyles('rtl'), ltr: directionStyles('ltr') };

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

/** The parts of a PDF in the reader's language: its direction's styles and the shared blocks' words. */
export function pdfParts(language: Language) {
  const dir = LANGUAGE_DIRECTIONS[language];
  const styles = STYLES[dir];
  const t = PARTS_TEXTS[language];
  return {
    styles,

    /** A line of running text (payment instructions): Latin runs kept whole inside Arabic. */
    line: (text: string) => (dir === 'rtl' ? isolateLatinRuns(text) : text),

    /** A label and its value on one line, the label at the start (right in Arabic, left otherwise). */
    row: (label: string, value: string, key = label) =>
      h(
        View,
        { style: styles.row, key },
        h(Text, { style: styles.label }, label),
        h(Text, { style: styles.value }, value),
      ),

    /** The emphasised line of the amount. */
    totalRow: (label: string, amount: string) =>
      h(
        View,
        { style: styles.total },
        h(Text, { style: [styles.label, styles.totalText] }, label),
        h(Text, { style: [styles.value, styles.totalText] }, ltr(amount)),
      ),

    /** The office's name, address and contact at the start side, its logo at the end side. */
    officeHeader: (office: OfficeData) =>
      h(
        View,
        { style: styles.header },
        h(
          View,
          { style: styles.office },
          h(Text, { style: styles.officeName }, office.name),
          h(Text, { style: styles.officeLine }, office.address),
          h(Text, { style: styles.muted }, `${ltr(office.phone)}  •  ${ltr(office.email)}`),
        ),
        office.logo ? h(Image, { style: styles.logo, src: office.logo }) : null,
      ),

    /** How to check the document: its code, the address to enter it and the QR code that opens it. */
    verificationBlock: (verification: DocumentVerification) =>
      h(
        View,
        { style: styles.verification, wrap: false },
        h(
          View,
          { style: styles.verificationText },
          h(Text, { style: styles.sectionTitle }, t.verificationTitle),
          h(Text, { style: styles.muted }, t.verificationHint),
          h(Text, { style: styles.code }, ltr(verification.code)),
          h(Link, { src: verification.link, style: styles.link }, ltr(verification.link)),
        ),
        h(Link, { src: verification.link }, qrCode(verification.link, 92)),
      ),

    /** The office's name and e-mail at the foot of every page. */
    footer: (office: OfficeData) =>
      h(Text, { style: styles.footer, fixed: true }, `${office.name} — ${ltr(office.email)}`),
  };
}
