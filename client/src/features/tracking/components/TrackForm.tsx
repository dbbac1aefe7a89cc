import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { z } from 'zod/mini';

type Props = { value: string; searching: boolean; onSearch: (trackingNumber: string) => void };

/** The tracking-number field: trimmed, required, showing the number being looked up. */
export function TrackForm({ value, searching, onSearch }: Props) {
  const intl = useIntl();
  const schema = useMemo(() => z.object({ trackingNumber: z.string().check(z.trim(), z.minLength(1, intl.formatMessage({ id: 'track.form.required' }))) }), [intl]);
  const { register, handleSubmit, formState, setValue } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { trackingNumber: value },
  });

  useEffect(() => setValue('trackingNumber', value), [setValue, value]);

  return (
    <form onSubmit={handleSubmit(({ trackingNumber }) => onSearch(trackingNumber))} noValidate role="search">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'start' }}>
        <Field.Root invalid={Boolean(formState.errors.trackingNumber)} flex="1">
          <Field.Label srOnly>
            <FormattedMessage id="track.form.label" />
          </Field.Label>
          <Input
            size="lg"
            bg="white"
            color="gray.800"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            placeholder={intl.formatMessage({ id: 'track.form.placeholder' })}
            {...register('trackingNumber')}
          />
          <Field.ErrorText color="red.100" fontWeight="semibold">
            {formState.errors.trackingNumber?.message}
          </Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="lg" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }} loading={searching} loadingText={intl.formatMessage({ id: 'track.form.searching' })}>
          <Search aria-hidden /> <FormattedMessage id="track.form.submit" />
        </Button>
      </Stack>
    </form>
  );
}
