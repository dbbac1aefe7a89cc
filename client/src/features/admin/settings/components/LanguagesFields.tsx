import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { chakra, Checkbox, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { LANGUAGES, type SettingsForm } from '../settings-form';
import { FormField } from '../../../../components/FormField';

/** The languages tab: which languages visitors may choose, and the default one. */
export function LanguagesFields() {
  const intl = useIntl();
  const { control, register, formState } = useFormContext<SettingsForm>();
  const { field } = useController({ control, name: 'languages.enabledLanguages' });
  const enabled = useWatch({ control, name: 'languages.enabledLanguages' });
  const enabledError = formState.errors.languages?.enabledLanguages?.message;
  return (
    <Stack gap="4">
      <chakra.fieldset minW="0">
        <chakra.legend fontWeight="medium" mb="2">
          <FormattedMessage id="settings.languages.enabled" />
        </chakra.legend>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          {LANGUAGES.map((code) => (
            <Checkbox.Root
              key={code}
              checked={field.value.includes(code)}
              onCheckedChange={(details) =>
                field.onChange(details.checked ? [...field.value, code] : field.value.filter((c) => c !== code))
              }
              colorPalette="brand"
            >
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label lang={code}>{intl.formatMessage({ id: `common.language.${code}` })}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
        {enabledError && (
          <Text color="fg.error" fontSize="sm" mt="2" role="alert">
            {enabledError}
          </Text>
        )}
      </chakra.fieldset>
      <FormField
        label={intl.formatMessage({ id: 'settings.languages.default' })}
        error={formState.errors.languages?.defaultLanguage?.message}
      >
        <NativeSelect.Root>
          <NativeSelect.Field {...register('languages.defaultLanguage')}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code} disabled={!enabled.includes(code)}>
                {intl.formatMessage({ id: `common.language.${code}` })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Stack>
  );
}
