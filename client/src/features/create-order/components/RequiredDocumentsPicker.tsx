import { FormattedMessage, useIntl } from 'react-intl';
import { Box, chakra, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { FileText, X } from 'lucide-react';
import { FilePicker } from '../../../components/FilePicker';
import { acceptAttribute } from '../../../lib/document-slots';
import { localized } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/language';
import type { WizardServiceFragment } from '../../../gql/graphql';

export type Requirement = WizardServiceFragment['requiredDocuments'][number];
/** A file chosen for a slot, sent once the order exists. */
export type SlotChoice = { key: string; requirementId: number; file: File; issuedOn?: string };

type Props = {
  requirements: readonly Requirement[];
  chosen: readonly SlotChoice[];
  dates: Record<number, string>;
  onDate: (requirementId: number, date: string) => void;
  onAdd: (requirement: Requirement, file: File) => void;
  onRemove: (key: string) => void;
};

/** Step 2's slots: one per document the service needs, each with its rules; any may still be missing when ordering. */
export function RequiredDocumentsPicker({ requirements, chosen, dates, onDate, onAdd, onRemove }: Props) {
  const intl = useIntl();
  const { language } = useLanguage();
  if (requirements.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby="required-documents-heading" data-testid="wizard-slots">
      <Text fontWeight="medium" id="required-documents-heading">
        <FormattedMessage id="createOrder.documents.title" />
      </Text>
      <Text fontSize="sm" color="gray.600">
        <FormattedMessage id="createOrder.documents.hint" />
      </Text>
      {requirements.map((requirement) => {
        const name = localized(language, { ar: requirement.nameAr, tr: requirement.nameTr, en: requirement.nameEn });
        const description = localized(language, {
          ar: requirement.descriptionAr,
          tr: requirement.descriptionTr,
          en: requirement.descriptionEn,
        });
        const files = chosen.filter((choice) => choice.requirementId === requirement.id);
        const dateId = `wizard-issued-${requirement.id}`;
        return (
          <Box
            key={requirement.id}
            borderWidth="1px"
            rounded="md"
            p="3"
            bg="white"
            data-testid={`wizard-slot-${requirement.id}`}
          >
            <Stack gap="2">
              <Text fontWeight="medium">
                {name}{' '}
                <Text as="span" fontWeight="normal" color="gray.600" fontSize="sm">
                  (
                  <FormattedMessage
                    id={requirement.isRequired ? 'createOrder.documents.required' : 'createOrder.documents.optional'}
                  />
                  )
                </Text>
              </Text>
              {description && (
                <Text fontSize="sm" color="gray.600">
                  {description}
                </Text>
              )}
              <Text fontSize="xs" color="gray.600">
                <FormattedMessage
                  id="createOrder.documents.rules"
                  values={{
                    types: requirement.acceptedTypes.map((type) => type.toUpperCase()).join(', '),
                    max: intl.formatNumber(requirement.maxFiles),
                  }}
                />
              </Text>
              {files.map(({ key, file }) => (
                <HStack key={key} gap="2" borderWidth="1px" rounded="md" p="2">
                  <FileText size={16} aria-hidden />
                  <Text dir="auto" flex="1" truncate>
                    {file.name}
                  </Text>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={intl.formatMessage({ id: 'createOrder.details.remove' }, { name: file.name })}
                    onClick={() => onRemove(key)}
                  >
                    <X aria-hidden />
                  </IconButton>
                </HStack>
              ))}
              {files.length < requirement.maxFiles && (
                <HStack gap="3" align="end" wrap="wrap">
                  {requirement.maxAgeDays ? (
                    <Box>
                      <chakra.label htmlFor={dateId} fontSize="sm" display="block">
                        <FormattedMessage
                          id="createOrder.documents.issuedOn"
                          values={{ days: intl.formatNumber(requirement.maxAgeDays) }}
                        />
                      </chakra.label>
                      <Input
                        id={dateId}
                        type="date"
                        size="sm"
                        value={dates[requirement.id] ?? ''}
                        onChange={(event) => onDate(requirement.id, event.target.value)}
                      />
                    </Box>
                  ) : null}
                  <FilePicker
                    label={<FormattedMessage id="createOrder.documents.choose" values={{ name }} />}
                    accept={acceptAttribute(requirement.acceptedTypes)}
                    variant="outline"
                    testId={`wizard-slot-input-${requirement.id}`}
                    onPick={([file]) => onAdd(requirement, file)}
                  />
                </HStack>
              )}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
