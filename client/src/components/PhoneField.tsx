import { useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Box, chakra, Popover, Portal, Text } from '@chakra-ui/react';
import { useLanguage } from '../lib/language';
import { LANGUAGE_INFO } from '../lib/i18n';
import {
  callingCode,
  countryOptions,
  filterCountries,
  formatNational,
  phoneFromTyped,
  type PhoneValue,
} from '../lib/phone';
import { setRef } from '../lib/refs';
import { CountryButton, NumberInput, PhoneFieldFrame } from './PhoneFieldFrame';

export type PhoneFieldProps = {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  onBlur?: () => void;
  name?: string;
  /** The message to show under the field; marks it invalid. */
  error?: string;
  required?: boolean;
  /** Receives the number input, so a form can focus it on an error. */
  ref?: Ref<HTMLInputElement>;
  /** The country list open from the start: its button was pressed on the stand-in before the field arrived (LazyPhoneField). */
  countriesOpen?: boolean;
};

/**
 * A phone number with its country: a searchable country selector (preferred countries first) and the national
 * number typed without its leading zero. Controlled; `internationalPhone(value)` gives the E.164 form to send.
 */
export function PhoneField({ value, onChange, onBlur, name, error, required, ref, countriesOpen }: PhoneFieldProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const locale = LANGUAGE_INFO[language].locale;
  const listId = useId();
  const [open, setOpen] = useState(countriesOpen ?? false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [focused, setFocused] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const numberRef = useRef<HTMLInputElement | null>(null);

  const options = useMemo(() => countryOptions(locale), [locale]);
  const shown = useMemo(() => filterCountries(options, query, locale), [options, query, locale]);
  const current = options.find((option) => option.code === value.country);
  const optionId = (index: number) => `${listId}-${index}`;

  const openChange = (next: boolean) => {
    setOpen(next);
    setQuery('');
    setActive(
      Math.max(
        0,
        options.findIndex((option) => option.code === value.country),
      ),
    );
  };

  const choose = (index: number) => {
    const option = shown[index];
    if (!option) return;
    onChange({ country: option.code, national: value.national });
    setOpen(false);
  };

  const moveTo = (index: number) => {
    const next = Math.min(Math.max(index, 0), shown.length - 1);
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: shown.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(active);
    }
  };

  return (
    <PhoneFieldFrame error={error} required={required}>
      <Popover.Root
        lazyMount
        unmountOnExit
        open={open}
        onOpenChange={(event) => openChange(event.open)}
        initialFocusEl={() => searchRef.current}
        finalFocusEl={() => numberRef.current}
        positioning={{ placement: 'bottom-start' }}
      >
        <Popover.Trigger asChild>
          <CountryButton
            country={value.country}
            countryName={current?.name ?? value.country}
            callingCode={callingCode(value.country)}
          />
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content
              aria-label={intl.formatMessage({ id: 'auth.phone.search' })}
              width="xs"
              maxW="calc(100vw - 2rem)"
            >
              <Popover.Body p="2">
                {/* A plain input: Chakra's Input would take the phone field's id, label and validity. */}
                <chakra.input
                  ref={searchRef}
                  type="text"
                  width="full"
                  height="9"
                  px="3"
                  mb="2"
                  borderWidth="1px"
                  borderColor="border"
                  rounded="md"
                  fontSize="sm"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '0' }}
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    setActive(0);
                  }}
                  onKeyDown={onSearchKey}
                  aria-label={intl.formatMessage({ id: 'auth.phone.search' })}
                  placeholder={intl.formatMessage({ id: 'auth.phone.searchPlaceholder' })}
                  aria-controls={listId}
                  aria-autocomplete="list"
                  aria-activedescendant={shown.length ? optionId(active) : undefined}
                />
                {shown.length ? (
                  <Box
                    as="ul"
                    role="listbox"
                    id={listId}
                    aria-label={intl.formatMessage({ id: 'auth.phone.countries' })}
                    maxH="64"
                    overflowY="auto"
                    listStyleType="none"
                  >
                    {shown.map((option, index) => (
                      <Box
                        as="li"
                        key={option.code}
                        id={optionId(index)}
                        role="option"
                        aria-selected={option.code === value.country}
                        onClick={() => choose(index)}
                        onMouseMove={() => setActive(index)}
                        display="flex"
                        gap="2"
                        alignItems="center"
                        px="2"
                        py="1.5"
                        rounded="md"
                        cursor="pointer"
                        bg={index === active ? 'brand.50' : undefined}
                        fontWeight={option.code === value.country ? 'semibold' : undefined}
                      >
                        <Text as="span" aria-hidden fontSize="xs" color="gray.600" minW="6">
                          {option.code}
                        </Text>
                        <Text as="span" flex="1">
                          {option.name}
                        </Text>
                        <Text as="span" color="gray.600" dir="ltr">
                          {option.callingCode}
                        </Text>
                      </Box>
                    ))}
                  </Box>
                ) : (
                  <Text color="gray.600" fontSize="sm" px="2" py="3" role="status">
                    {intl.formatMessage({ id: 'auth.phone.noMatch' })}
                  </Text>
                )}
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      <NumberInput
        country={value.country}
        ref={(element) => {
          numberRef.current = element;
          setRef(ref, element);
        }}
        name={name}
        value={focused ? value.national : formatNational(value)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          onBlur?.();
        }}
        onChange={(event) => onChange(phoneFromTyped(event.target.value, value))}
      />
    </PhoneFieldFrame>
  );
}

/** The phone field bound to a react-hook-form field; `onEdit` runs on every change (to clear related errors). */
export function FormPhoneField<T extends FieldValues, Transformed>({
  control,
  name,
  error,
  required,
  onEdit,
}: {
  control: Control<T, unknown, Transformed>;
  name: Path<T>;
  error?: string;
  required?: boolean;
  onEdit: () => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PhoneField
          ref={field.ref}
          name={field.name}
          value={field.value as PhoneValue}
          onBlur={field.onBlur}
          onChange={(value) => {
            field.onChange(value);
            onEdit();
          }}
          error={error}
          required={required}
        />
      )}
    />
  );
}
