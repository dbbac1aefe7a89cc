import { FormattedMessage, useIntl } from 'react-intl';
import {
  Box,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import type { DocumentFileType, RequiredDocumentInput } from '../../../../gql/graphql';

export const FILE_TYPES: DocumentFileType[] = ['pdf', 'jpg', 'png'];

/** One requirement as the form edits it (numbers as typed). */
export type RequirementDraft = {
  id?: number;
  nameAr: string;
  nameTr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionTr: string;
  descriptionEn: string;
  isRequired: boolean;
  acceptedTypes: DocumentFileType[];
  maxFiles: string;
  maxAgeDays: string;
  originalByPost: boolean;
  onlyForSomeoneElse: boolean;
};

type Stored = Omit<RequiredDocumentInput, 'id'> & { id: number };

export const toDrafts = (stored: readonly Stored[]): RequirementDraft[] =>
  stored.map((requirement) => ({
    id: requirement.id,
    nameAr: requirement.nameAr,
    nameTr: requirement.nameTr ?? '',
    nameEn: requirement.nameEn ?? '',
    descriptionAr: requirement.descriptionAr ?? '',
    descriptionTr: requirement.descriptionTr ?? '',
    descriptionEn: requirement.descriptionEn ?? '',
    isRequired: requirement.isRequired ?? true,
    acceptedTypes: [...(requirement.acceptedTypes ?? FILE_TYPES)],
    maxFiles: String(requirement.maxFiles ?? 1),
    maxAgeDays: requirement.maxAgeDays ? String(requirement.maxAgeDays) : '',
    originalByPost: requirement.originalByPost ?? false,
    onlyForSomeoneElse: requirement.onlyForSomeoneElse ?? false,
  }));

const blank = (): RequirementDraft => ({
  nameAr: '',
  nameTr: '',
  nameEn: '',
  descriptionAr: '',
  descriptionTr: '',
  descriptionEn: '',
  isRequired: true,
  acceptedTypes: [...FILE_TYPES],
  maxFiles: '1',
  maxAgeDays: '',
  originalByPost: false,
  onlyForSomeoneElse: false,
});

/** Why a requirement cannot be saved (a catalogue message id), or null; the server's rules, checked first. */
export function draftProblem(draft: RequirementDraft): string | null {
  if (!draft.nameAr.trim()) return 'adminServices.documents.error.name';
  if (draft.acceptedTypes.length === 0) return 'adminServices.documents.error.types';
  const files = Number(draft.maxFiles);
  if (!Number.isInteger(files) || files < 1 || files > 10) return 'adminServices.documents.error.files';
  const age = Number(draft.maxAgeDays);
  if (draft.maxAgeDays.trim() && (!Number.isInteger(age) || age < 1 || age > 3650))
    return 'adminServices.documents.error.age';
  return null;
}

const text = (value: string) => value.trim() || null;

export const toRequiredDocumentInputs = (drafts: RequirementDraft[]): RequiredDocumentInput[] =>
  drafts.map((draft) => ({
    ...(draft.id ? { id: draft.id } : {}),
    nameAr: draft.nameAr.trim(),
    nameTr: text(draft.nameTr),
    nameEn: text(draft.nameEn),
    descriptionAr: text(draft.descriptionAr),
    descriptionTr: text(draft.descriptionTr),
    descriptionEn: text(draft.descriptionEn),
    isRequired: draft.isRequired,
    acceptedTypes: FILE_TYPES.filter((type) => draft.acceptedTypes.includes(type)),
    maxFiles: Number(draft.maxFiles),
    maxAgeDays: draft.maxAgeDays.trim() ? Number(draft.maxAgeDays) : null,
    originalByPost: draft.originalByPost,
    onlyForSomeoneElse: draft.onlyForSomeoneElse,
  }));

/** The papers the office needs for the service: names and descriptions in three languages and their rules. */
export function RequiredDocumentsEditor({
  value,
  onChange,
}: {
  value: RequirementDraft[];
  onChange: (next: RequirementDraft[]) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `adminServices.documents.${id}` as 'adminServices.title' }, values);
  const set = (index: number, change: Partial<RequirementDraft>) =>
    onChange(value.map((draft, at) => (at === index ? { ...draft, ...change } : draft)));

  return (
    <Stack as="fieldset" gap="3" data-testid="required-documents">
      <Heading as="legend" size="sm">
        {t('title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('hint')}
      </Text>
      {value.map((draft, index) => {
        const n = index + 1;
        const problem = draftProblem(draft);
        const check = (key: 'isRequired' | 'originalByPost' | 'onlyForSomeoneElse') => (
          <Checkbox.Root
            checked={draft[key]}
            onCheckedChange={({ checked }) => set(index, { [key]: checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(key, { n })}</Checkbox.Label>
          </Checkbox.Root>
        );
        return (
          <Box key={draft.id ?? `new-${index}`} borderWidth="1px" rounded="md" p="3" data-testid="required-document">
            <Stack gap="3">
              <HStack justify="space-between">
                <Text fontWeight="medium">{t('number', { n })}</Text>
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('remove', { n })}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              </HStack>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                {(['nameAr', 'nameTr', 'nameEn', 'descriptionAr', 'descriptionTr', 'descriptionEn'] as const).map(
                  (key) => (
                    <Field.Root key={key} required={key === 'nameAr'}>
                      <Field.Label>{t(key, { n })}</Field.Label>
                      <Input
                        dir="auto"
                        value={draft[key]}
                        onChange={(event) => set(index, { [key]: event.target.value })}
                      />
                    </Field.Root>
                  ),
                )}
              </SimpleGrid>
              <Box>
                <Text fontSize="sm" mb="1" id={`types-${index}`}>
                  {t('types', { n })}
                </Text>
                <Wrap gap="3" role="group" aria-labelledby={`types-${index}`}>
                  {FILE_TYPES.map((type) => (
                    <Checkbox.Root
                      key={type}
                      checked={draft.acceptedTypes.includes(type)}
                      onCheckedChange={({ checked }) =>
                        set(index, {
                          acceptedTypes: checked
                            ? [...draft.acceptedTypes, type]
                            : draft.acceptedTypes.filter((one) => one !== type),
                        })
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{type.toUpperCase()}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Wrap>
              </Box>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <Field.Root>
                  <Field.Label>{t('maxFiles', { n })}</Field.Label>
                  <Input
                    type="number"
                    min={1}
                    max={10}
                    dir="ltr"
                    value={draft.maxFiles}
                    onChange={(event) => set(index, { maxFiles: event.target.value })}
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('maxAgeDays', { n })}</Field.Label>
                  <Input
                    type="number"
                    min={1}
                    dir="ltr"
                    value={draft.maxAgeDays}
                    onChange={(event) => set(index, { maxAgeDays: event.target.value })}
                  />
                  <Field.HelperText>{t('maxAgeHint')}</Field.HelperText>
                </Field.Root>
              </SimpleGrid>
              <Wrap gap="4">
                {check('isRequired')}
                {check('originalByPost')}
                {check('onlyForSomeoneElse')}
              </Wrap>
              {problem && (
                <Text color="red.600" fontSize="sm">
                  <FormattedMessage id={problem as 'adminServices.title'} />
                </Text>
              )}
            </Stack>
          </Box>
        );
      })}
      <Button variant="outline" size="sm" alignSelf="start" onClick={() => onChange([...value, blank()])}>
        <Plus aria-hidden /> {t('add')}
      </Button>
    </Stack>
  );
}
