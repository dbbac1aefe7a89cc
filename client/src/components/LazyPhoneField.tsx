import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useLanguage } from '../lib/language';
import { LANGUAGE_INFO } from '../lib/i18n';
import { setRef } from '../lib/refs';
import { DEFAULT_CALLING_CODE, DEFAULT_COUNTRY, nationalDigits } from '../lib/phone-value';
import type { PhoneFieldProps } from './PhoneField';
import { CountryButton, NumberInput, PhoneFieldFrame } from './PhoneFieldFrame';

/** The field, and the reading of a number typed with its own country code, which needs the library. */
const loadPhoneField = () =>
  Promise.all([import('./PhoneField'), import('../lib/phone')]).then(([field, phone]) => ({
    PhoneField: field.PhoneField,
    phoneFromTyped: phone.phoneFromTyped,
  }));

/** Text typed with its own country code (`+49…`, `0049…`), read once the library is there. */
const INTERNATIONAL = /^\s*(\+|00)/;

/**
 * The phone field of a page that must stay light (registration): the number library (35 KB gzipped) loads when
 * the visitor first reaches the field (points at it, touches or focuses it), not with the page. Until then a
 * stand-in drawn by the same frame takes the default country's number as typed; the field replaces it where it
 * stands, with the focus if the stand-in had it.
 */
export function LazyPhoneField(props: PhoneFieldProps) {
  const { language } = useLanguage();
  const [LoadedField, setLoadedField] = useState<ComponentType<PhoneFieldProps> | null>(null);
  const loading = useRef(false);
  const focused = useRef(false);
  const [countriesWanted, setCountriesWanted] = useState(false);
  const numberInput = useRef<HTMLInputElement | null>(null);
  const { value, onChange, onBlur, name, error, required, ref } = props;

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void loadPhoneField().then(({ PhoneField, phoneFromTyped }) => {
      // The stand-in's own text is what was typed so far.
      const typed = numberInput.current?.value ?? '';
      if (INTERNATIONAL.test(typed)) onChange(phoneFromTyped(typed, value));
      setLoadedField(() => PhoneField);
    });
  };

  // Only the default country's calling code is known without the library: another country's number loads it at once.
  // (Checked after every render; loading starts once.)
  useEffect(() => {
    if (value.country !== DEFAULT_COUNTRY) load();
  });

  // In the same commit as the swap, so no keystroke falls between the stand-in and the field.
  useLayoutEffect(() => {
    if (LoadedField && focused.current) numberInput.current?.focus();
  }, [LoadedField]);

  const keepInput = (element: HTMLInputElement | null) => {
    numberInput.current = element;
    setRef(ref, element);
  };

  if (LoadedField) return <LoadedField {...props} ref={keepInput} countriesOpen={countriesWanted} />;
  const countryName =
    new Intl.DisplayNames([LANGUAGE_INFO[language].locale], { type: 'region' }).of(DEFAULT_COUNTRY) ?? DEFAULT_COUNTRY;
  return (
    <PhoneFieldFrame error={error} required={required}>
      <CountryButton
        country={DEFAULT_COUNTRY}
        countryName={countryName}
        callingCode={DEFAULT_CALLING_CODE}
        aria-expanded={false}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          setCountriesWanted(true);
          load();
        }}
      />
      <NumberInput
        country={DEFAULT_COUNTRY}
        ref={keepInput}
        name={name}
        value={value.national}
        onPointerEnter={load}
        onFocus={() => {
          focused.current = true;
          load();
        }}
        onBlur={() => {
          focused.current = false;
          onBlur?.();
        }}
        onChange={({ target: { value: text } }) =>
          onChange({ country: value.country, national: INTERNATIONAL.test(text) ? text.trim() : nationalDigits(text) })
        }
      />
    </PhoneFieldFrame>
  );
}
