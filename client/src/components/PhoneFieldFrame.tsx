import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Field, Group, Input, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { DEFAULT_COUNTRY, type PhoneValue } from '../lib/phone-value';

/**
 * What the phone field looks like, without the number library: its label, the country button beside the number,
 * the hint and the error. The field itself (PhoneField) and its stand-in before the library loads
 * (LazyPhoneField) both draw it, so the swap does not move a pixel.
 */
export function PhoneFieldFrame({
  error,
  required,
  children,
}: {
  error?: string;
  required?: boolean;
  /** The country button and the number input. */
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {intl.formatMessage({ id: 'auth.phone.label' })}
        <Field.RequiredIndicator />
      </Field.Label>
      <Group attached dir="ltr" width="full">
        {children}
      </Group>
      <Field.HelperText>{intl.formatMessage({ id: 'auth.phone.hint' })}</Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The country button: the country's code and its calling code, named for screen readers with the country's name. */
export function CountryButton({
  country,
  countryName,
  callingCode,
  ...props
}: { country: string; countryName: string; callingCode: string } & ComponentProps<typeof Button>) {
  const intl = useIntl();
  return (
    <Button
      variant="outline"
      flexShrink={0}
      px="3"
      role="combobox"
      dir="ltr"
      aria-label={intl.formatMessage({ id: 'auth.phone.country' }, { country: countryName, code: callingCode })}
      {...props}
    >
      <Text as="span" aria-hidden fontSize="xs" color="gray.600">
        {country}
      </Text>
      {callingCode}
      <ChevronDown aria-hidden />
    </Button>
  );
}

/** The national number's input: digits typed left to right, the placeholder for the default country only. */
export function NumberInput({ country, ...props }: { country: PhoneValue['country'] } & ComponentProps<typeof Input>) {
  const intl = useIntl();
  return (
    <Input
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      dir="ltr"
      flex="1"
      placeholder={country === DEFAULT_COUNTRY ? intl.formatMessage({ id: 'auth.phone.placeholder' }) : undefined}
      {...props}
    />
  );
}
