/** Number, money and date formats of spec section 9: Arabic (Syria) on the public screens. */
export type CurrencyCode = 'TRY' | 'USD' | 'SYP';

export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = { USD: '$', SYP: 'ل.س', TRY: '₺' };

const numberFormat = new Intl.NumberFormat('ar-SY', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** "1٬500 ₺": 0 to 2 decimals, Arabic-Syria digits, the currency symbol after the number. */
export function formatMoney(amount: string | number, currency: CurrencyCode): string {
  return `${numberFormat.format(Number(amount))} ${CURRENCY_SYMBOLS[currency]}`;
}

/** "7 يوم", as the spec's cards show delivery time. */
export function formatDays(days: number): string {
  return `${numberFormat.format(days)} يوم`;
}

const dateTimeFormat = new Intl.DateTimeFormat('ar-SY', { dateStyle: 'long', timeStyle: 'short' });
const adminDateFormat = new Intl.DateTimeFormat('ar-SA', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** The back office shows dates in the Arabic-Saudi format. */
export const formatAdminDate = (iso: string) => adminDateFormat.format(new Date(iso));
