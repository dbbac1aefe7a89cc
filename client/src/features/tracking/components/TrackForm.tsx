import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { Search } from 'lucide-react';

type Props = { value: string; searching: boolean; onSearch: (trackingNumber: string) => void };

/**
 * The tracking-number field: trimmed, required, showing the number being looked up. One field needs no
 * form library: react-hook-form with zod would be 30 KB of this public page's JavaScript.
 */
export function TrackForm({ value, searching, onSearch }: Props) {
  const intl = useIntl();
  const [trackingNumber, setTrackingNumber] = useState(value);
  const [lookedUp, setLookedUp] = useState(value);
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // A new number looked up (a link, the back button) replaces what the field holds.
  if (value !== lookedUp) {
    setLookedUp(value);
    setTrackingNumber(value);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = trackingNumber.trim();
    setMissing(!trimmed);
    if (trimmed) onSearch(trimmed);
    else field.current?.focus();
  };

  return (
    <form onSubmit={submit} noValidate role="search">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'start' }}>
        <Field.Root invalid={missing} flex="1">
          <Field.Label srOnly>
            <FormattedMessage id="track.form.label" />
          </Field.Label>
          <Input
            ref={field}
            name="trackingNumber"
            value={trackingNumber}
            onChange={(event) => {
              setTrackingNumber(event.target.value);
              setMissing((wasMissing) => wasMissing && !event.target.value.trim());
            }}
            size="lg"
            bg="white"
            color="gray.800"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            placeholder={intl.formatMessage({ id: 'track.form.placeholder' })}
          />
          <Field.ErrorText color="red.100" fontWeight="semibold">
            {missing && intl.formatMessage({ id: 'track.form.required' })}
          </Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          size="lg"
          bg="white"
          color="brand.700"
          _hover={{ bg: 'brand.50' }}
          loading={searching}
          loadingText={intl.formatMessage({ id: 'track.form.searching' })}
        >
          <Search aria-hidden /> <FormattedMessage id="track.form.submit" />
        </Button>
      </Stack>
    </form>
  );
}
