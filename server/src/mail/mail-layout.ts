import { createElement as h, Fragment } from 'react';
import { Body, Button, Container, Head, Heading, Html, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { Language } from '../generated/prisma/enums.js';
import { LANGUAGE_DIRECTIONS, LANGUAGE_LOCALES } from '../common/office-format.js';
import type { OutgoingMail } from './mail-outbox.js';

/**
 * The one layout of every e-mail (react-email): the office's name, the paragraphs and an optional button, in
 * the recipient's language and direction. Each template keeps its texts in ar, tr and en beside it and hands
 * the layout plain strings (names, notes and messages people typed stay as typed).
 */

/** What several templates say alike. */
export const COMMON_TEXTS = {
  ar: {
    greeting: (name: string) => `مرحباً ${name}،`,
    note: (note: string) => `ملاحظة: ${note}`,
    openOrder: 'فتح الطلب',
    trackOrder: 'تتبع الطلب',
  },
  tr: {
    greeting: (name: string) => `Merhaba ${name},`,
    note: (note: string) => `Not: ${note}`,
    openOrder: 'Siparişi aç',
    trackOrder: 'Siparişi takip et',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    note: (note: string) => `Note: ${note}`,
    openOrder: 'Open the order',
    trackOrder: 'Track the order',
  },
} satisfies Record<Language, Record<string, unknown>>;

/** A plain number in the recipient's digits. */
export const mailNumber = (language: Language, value: number) =>
  new Intl.NumberFormat(LANGUAGE_LOCALES[language]).format(value);

export type MailLayoutProps = {
  language: Language;
  siteName: string;
  /** One paragraph each; a line break inside one stays a line break. */
  paragraphs: string[];
  action?: { href: string; label: string };
};

const lines = (paragraph: string) =>
  paragraph.split('\n').map((line, index) => h(Fragment, { key: index }, index > 0 ? h('br') : null, line));

export function MailLayout({ language, siteName, paragraphs, action }: MailLayoutProps) {
  const dir = LANGUAGE_DIRECTIONS[language];
  const align = dir === 'rtl' ? 'right' : 'left';
  return h(
    Html,
    { lang: language, dir },
    h(Head),
    h(
      Body,
      { style: { fontFamily: 'Tahoma, Arial, sans-serif', color: '#1f2933', direction: dir, textAlign: align } },
      h(
        Container,
        { style: { direction: dir, textAlign: align } },
        h(Heading, { as: 'h2', style: { color: '#486581' } }, siteName),
        ...paragraphs.map((paragraph, index) =>
          h(Text, { key: index, style: { margin: '0 0 12px', fontSize: '15px' } }, ...lines(paragraph)),
        ),
        action
          ? h(
              Section,
              { style: { marginTop: '16px' } },
              h(
                Button,
                {
                  href: action.href,
                  style: {
                    padding: '10px 18px',
                    background: '#486581',
                    color: '#ffffff',
                    borderRadius: '6px',
                    textDecoration: 'none',
                  },
                },
                action.label,
              ),
            )
          : null,
      ),
    ),
  );
}

/** The HTML and its plain-text twin (for clients that show no HTML), with the outbox's envelope. */
export async function renderMail(
  envelope: Omit<OutgoingMail, 'html' | 'text'>,
  content: MailLayoutProps,
): Promise<OutgoingMail> {
  const element = h(MailLayout, content);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { ...envelope, html, text };
}
