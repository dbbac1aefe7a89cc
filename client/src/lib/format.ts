import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { currentIntl, currentLanguage, LANGUAGE_INFO, OFFICE_TIME_ZONE, type Language } from './i18n';

/** Text of the other direction (a file name, an e-mail address) kept whole inside a sentence: a first-strong isolate. */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** Number, money and date formats, in the chosen interface language. */
export type CurrencyCode = 'TRY' | 'USD' | 'SYP';

const AMOUNT = { minimumFractionDigits: 0, maximumFractionDigits: 2 } as const;

export { OFFICE_TIME_ZONE };

export function formatsFor(intl: IntlShape, language: Language) {
  const adminDates = new Intl.DateTimeFormat(LANGUAGE_INFO[language].adminLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: OFFICE_TIME_ZONE,
  });
  return {
    /** "١٬٥٠٠ ₺": 0 to 2 decimals, the language's digits, the currency symbol after the number. */
    money: (amount: string | number, currency: CurrencyCode) =>
      `${intl.formatNumber(Number(amount), AMOUNT)} ${intl.formatMessage({ id: `common.currency.${currency}` })}`,
    number: (value: number) => intl.formatNumber(value),
    /** Delivery time with the language's plural forms. */
    days: (count: number) => intl.formatMessage({ id: 'common.days' }, { count }),
    dateTime: (iso: string) => intl.formatDate(iso, { dateStyle: 'long', timeStyle: 'short' }),
    date: (iso: string) => intl.formatDate(iso, { dateStyle: 'long' }),
    /** A moment at the office (a request, a delivery, a download), in Istanbul time. */
    officeDateTime: (iso: string) =>
      intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: OFFICE_TIME_ZONE }),
    /**
     * A moment a client abroad could read in their own clock (the order's dates, the tracking steps): the office's
     * time with its zone named, "٢٥ نوفمبر ٢٠٢٦، ٩:٢٧ م (توقيت إسطنبول)".
     */
    istanbulDateTime: (iso: string) =>
      intl.formatMessage(
        { id: 'common.istanbulTime' },
        { time: intl.formatDate(iso, { dateStyle: 'long', timeStyle: 'short', timeZone: OFFICE_TIME_ZONE }) },
      ),
    /** Text the office wrote with figures in it (+5000, 98%) in the digits of the interface language. */
    digits: (text: string) => text.replace(/\d/g, (digit) => intl.formatNumber(Number(digit))),
    /** The back office shows dates in the Arabic-Saudi format (or the chosen language's). */
    adminDate: (iso: string) => adminDates.format(new Date(iso)),
  };
}

export type Formats = ReturnType<typeof formatsFor>;

export function useFormat(): Formats {
  const intl = useIntl();
  const language =
    (Object.keys(LANGUAGE_INFO) as Language[]).find((code) => LANGUAGE_INFO[code].locale === intl.locale) ?? 'ar';
  return useMemo(() => formatsFor(intl, language), [intl, language]);
}

/** The same formats outside components. */
export const currentFormats = () => formatsFor(currentIntl(), currentLanguage());
