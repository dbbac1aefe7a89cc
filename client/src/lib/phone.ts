import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY, emptyPhone, nationalDigits, type PhoneValue } from './phone-value';

export type { CountryCode };
export { emptyPhone, type PhoneValue };

/** Where most of the office's clients live: listed first in the country selector. */
export const PREFERRED_COUNTRIES: CountryCode[] = ['TR', 'DE', 'BE', 'NL', 'SA'];

/** A stored international number (`+905551234567`) back into the field's value; empty when there is none. */
export function phoneFromInternational(
  text: string | null | undefined,
  fallback: CountryCode = DEFAULT_COUNTRY,
): PhoneValue {
  const parsed = text ? parsePhoneNumberFromString(text) : undefined;
  return parsed?.country ? { country: parsed.country, national: parsed.nationalNumber } : emptyPhone(fallback);
}

/** Text typed or pasted with its own `+` or `00` prefix, read as a full international number. */
export function phoneFromTyped(text: string, current: PhoneValue): PhoneValue {
  const international = text.trim().replace(/^00/, '+');
  if (international.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(international);
    if (parsed?.country) return { country: parsed.country, national: parsed.nationalNumber };
  }
  return { country: current.country, national: nationalDigits(text) };
}

/** The number in E.164 form (`+905551234567`) when libphonenumber finds it valid for its country, else undefined. */
export function internationalPhone({ country, national }: PhoneValue): string | undefined {
  if (!national) return undefined;
  const parsed = parsePhoneNumberFromString(national, country);
  return parsed?.isValid() ? parsed.number : undefined;
}

export const callingCode = (country: CountryCode) => `+${getCountryCallingCode(country)}`;

/** The national number grouped the way the country writes it (`555 123 45 67`). */
export const formatNational = ({ country, national }: PhoneValue) =>
  national ? new AsYouType(country).input(national) : '';

export type CountryOption = { code: CountryCode; name: string; callingCode: string; searchText: string };

const fold = (text: string, locale: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);

const optionsByLocale = new Map<string, CountryOption[]>();

/** Every country with its name in the interface language: the preferred ones first, then the rest by name. */
export function countryOptions(locale: string): CountryOption[] {
  const cached = optionsByLocale.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const toOption = (code: CountryCode): CountryOption => {
    const name = names.of(code) ?? code;
    return { code, name, callingCode: callingCode(code), searchText: fold(name, locale) };
  };
  const collator = new Intl.Collator(locale);
  const others = getCountries()
    .filter((code) => !PREFERRED_COUNTRIES.includes(code))
    .map(toOption)
    .sort((a, b) => collator.compare(a.name, b.name));
  const options = [...PREFERRED_COUNTRIES.map(toOption), ...others];
  optionsByLocale.set(locale, options);
  return options;
}

/** The countries whose name (in the interface language) contains the query, or whose calling code starts with its digits. */
export function filterCountries(options: CountryOption[], query: string, locale: string): CountryOption[] {
  const text = fold(query.trim(), locale);
  if (!text) return options;
  const digits = text.replace(/^\+/, '');
  const byCode = /^\d+$/.test(digits);
  return options.filter((option) =>
    byCode ? option.callingCode.slice(1).startsWith(digits) : option.searchText.includes(text),
  );
}

/** A stored number as it is read across borders (`+90 555 123 45 67`); text that is no number stays as it is. */
export const formatInternational = (text: string) => parsePhoneNumberFromString(text)?.formatInternational() ?? text;
