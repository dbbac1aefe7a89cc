import type { CountryCode } from 'libphonenumber-js/min';

/**
 * A phone number as the phone field holds it, without the number library (lib/phone.ts, 35 KB gzipped), so a
 * page can hold one before the library loads with the field's first use.
 */
export type PhoneValue = { country: CountryCode; national: string };

export const DEFAULT_COUNTRY: CountryCode = 'TR';

/** The default country's calling code, shown before the library that knows every country's has loaded. */
export const DEFAULT_CALLING_CODE = '+90';

export const emptyPhone = (country: CountryCode = DEFAULT_COUNTRY): PhoneValue => ({ country, national: '' });

/** The digits of a national number as typed, without the trunk zero (numbers are asked for without their leading zero). */
export const nationalDigits = (text: string) => text.replace(/\D/g, '').replace(/^0+/, '');
