import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { SettingsForm } from '../settings-form';
import { SettingsTextField } from './SettingsTextField';
import { AddRowButton, RemoveRowButton } from './EditableList';

const MAX_REASONS = 30;

/** The reasons staff choose from when rejecting a document, each in Arabic (required), Turkish and English. */
export function RejectionReasonsEditor() {
  const intl = useIntl();
  const { control } = useFormContext<SettingsForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'documents.rejectionReasons' });
  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} data-testid="rejection-reasons">
      <Stack gap="1">
        <Heading as="h2" size="md">
          <FormattedMessage id="settings.documents.title" />
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="settings.documents.hint" />
        </Text>
      </Stack>
      {fields.length === 0 && (
        <Text color="fg.muted">
          <FormattedMessage id="settings.documents.empty" />
        </Text>
      )}
      {fields.map((field, index) => (
        <HStack key={field.id} align="end" gap="2" borderWidth="1px" rounded="md" p="3" data-testid="rejection-reason">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" flex="1">
            <SettingsTextField
              name={`documents.rejectionReasons.${index}.ar`}
              label={intl.formatMessage({ id: 'settings.documents.ar' }, { n: index + 1 })}
              required
            />
            <SettingsTextField
              name={`documents.rejectionReasons.${index}.tr`}
              label={intl.formatMessage({ id: 'settings.documents.tr' }, { n: index + 1 })}
            />
            <SettingsTextField
              name={`documents.rejectionReasons.${index}.en`}
              label={intl.formatMessage({ id: 'settings.documents.en' }, { n: index + 1 })}
            />
          </SimpleGrid>
          <RemoveRowButton
            label={intl.formatMessage({ id: 'settings.documents.remove' }, { n: index + 1 })}
            onClick={() => remove(index)}
          />
        </HStack>
      ))}
      <AddRowButton disabled={fields.length >= MAX_REASONS} onClick={() => append({ ar: '', tr: '', en: '' })}>
        <FormattedMessage id="settings.documents.add" />
      </AddRowButton>
    </Stack>
  );
}
