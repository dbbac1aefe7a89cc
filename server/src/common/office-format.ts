import type { Currency, Language } from '../generated/prisma/enums.js';

export const CURRENCY_SYMBOLS: Record<Currency, string> = { TRY: '₺', USD: '$', SYP: 'ل.س' };

const dateTimes = new Intl.DateTimeFormat('ar-SY', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Istanbul',
});

/** Money as the office writes it to clients in Arabic: Arabic-Syria digits, 0 to 2 decimals, symbol after. */
export const formatMoney = (amount: { toFixed(places: number): string }, currency: Currency) =>
  formatMoneyIn('ar', amount, currency);

/** A moment in the office's time (Istanbul), in the long Arabic-Syria form with hour and minute. */
export const formatDateTime = (moment: Date) => dateTimes.format(moment);

/** The Intl locale of each language, as the client formats (Arabic-Syria digits for Arabic). */
export const LANGUAGE_LOCALES: Record<Language, string> = { ar: 'ar-SY', tr: 'tr-TR', en: 'en-GB' };

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
