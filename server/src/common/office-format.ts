import type { Currency, Language } from '../generated/prisma/enums.js';
import { OFFICE_TIME_ZONE } from './office-time.js';

export const CURRENCY_SYMBOLS: Record<Currency, string> = { TRY: '₺', USD: '$', SYP: 'ل.س' };

/** Money as the office writes it to clients in Arabic: Arabic-Syria digits, 0 to 2 decimals, symbol after. */
export const formatMoney = (amount: { toFixed(places: number): string }, currency: Currency) =>
  formatMoneyIn('ar', amount, currency);

/** The Intl locale of each language, as the client formats (Arabic-Syria digits for Arabic). */
export const LANGUAGE_LOCALES: Record<Language, string> = { ar: 'ar-SY', tr: 'tr-TR', en: 'en-GB' };

/** Which way each language reads (e-mails, PDFs), as the client's `LANGUAGE_INFO` says. */
export const LANGUAGE_DIRECTIONS: Record<Language, 'rtl' | 'ltr'> = { ar: 'rtl', tr: 'ltr', en: 'ltr' };

const amounts = Object.fromEntries(
  Object.entries(LANGUAGE_LOCALES).map(([language, locale]) => [
    language,
    new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
  ]),
) as Record<Language, Intl.NumberFormat>;

/** Money in a reader's language: its digits and separators, 0 to 2 decimals, symbol after ("1.500 ₺" in Turkish). */
export function formatMoneyIn(language: Language, amount: { toFixed(places: number): string }, currency: Currency) {
  return `${amounts[language].format(Number(amount.toFixed(2)))} ${CURRENCY_SYMBOLS[currency]}`;
}

/** How each language names the office's clock after a moment (the client's `common.istanbulTime` says the same). */
export const ISTANBUL_TIME: Record<Language, string> = {
  ar: 'توقيت إسطنبول',
  tr: 'İstanbul saati',
  en: 'Istanbul time',
};

const dateTimes = Object.fromEntries(
  Object.entries(LANGUAGE_LOCALES).map(([language, locale]) => [
    language,
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: OFFICE_TIME_ZONE }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

/**
 * A moment at the office as every surface writes it (the interface, the e-mails, the PDFs): the long date and the
 * hour in Istanbul, in the reader's language, the zone named: "26 November 2026 at 00:27 (Istanbul time)".
 */
export const officeDateTime = (language: Language, moment: Date) =>
  `${dateTimes[language].format(moment)} (${ISTANBUL_TIME[language]})`;
