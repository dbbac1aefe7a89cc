import { Controller, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Flex, Input } from '@chakra-ui/react';
import type { CmsForm } from '../cms-form';
import { FormField } from '../../../../components/FormField';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour as a native picker beside its #rrggbb text; both edit the same value. */
export function ColorField({
  name,
  label,
}: {
  name: 'settings.primaryColor' | 'settings.secondaryColor';
  label: string;
}) {
  const intl = useIntl();
  const { control, getFieldState, formState } = useFormContext<CmsForm>();
  const { error } = getFieldState(name, formState);
  return (
    <FormField label={label} required error={error?.message}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Flex gap="2" align="center">
            <Input
              type="color"
              id={`${name}-picker`}
              aria-label={intl.formatMessage({ id: 'cms.site.picker' }, { colour: label })}
              w="14"
              h="10"
              p="1"
              flexShrink={0}
              value={HEX.test(field.value) ? field.value.toLowerCase() : '#000000'}
              onChange={(event) => field.onChange(event.currentTarget.value)}
            />
            <Input
              dir="ltr"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxLength={7}
              spellCheck={false}
              fontFamily="mono"
            />
          </Flex>
        )}
      />
    </FormField>
  );
}
