import type { Currency, Language } from '../generated/prisma/enums.js';

export const CURRENCY_SYMBOLS: Record<Currency, string> = { TRY: '₺', USD: '$', SYP: 'ل.س' };

const amounts = new Intl.NumberFormat('ar-SY', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const dateTimes = new Intl.DateTimeFormat('ar-SY', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Istanbul',
});

/** Money as the office writes it to clients: Arabic-Syria digits, 0 to 2 decimals, symbol after. */
export const formatMoney = (amount: { toFixed(places: number): string }, currency: Currency) =>
  `${amounts.format(Number(amount.toFixed(2)))} ${CURRENCY_SYMBOLS[currency]}`;

/** A moment in the office's time (Istanbul), in the long Arabic-Syria form with hour and minute. */
export const formatDateTime = (moment: Date) => dateTimes.format(moment);

/** The Intl locale of each language, as the client formats (Arabic-Syria digits for Arabic). */
export const LANGUAGE_LOCALES: Record<Language, string> = { ar: 'ar-SY', tr: 'tr-TR', en: 'en-GB' };

/** Money in a reader's language: its digits and separators, 0 to 2 decimals, symbol after ("1.500 ₺" in Turkish). */
export function formatMoneyIn(language: Language, amount: { toFixed(places: number): string }, currency: Currency) {
  const number = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  return `${number.format(Number(amount.toFixed(2)))} ${CURRENCY_SYMBOLS[currency]}`;
}
