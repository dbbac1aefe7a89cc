import { useFieldArray, useFormContext, type FieldPath, type FieldError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Box,
  Button,
  Card,
  Flex,
  Heading,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { MAX_CARDS, type CmsForm } from '../cms-form';
import { FormField } from '../../../../components/FormField';
import { useCmsLanguage } from '../content-language';
import { TranslationHint } from './TranslationHint';

type ListName = 'home.stats' | 'home.whyUs' | 'home.steps' | 'home.testimonials';
/** `shared`: one value in every language (a figure, a rating), edited in Arabic only. */
type ItemField = {
  key: string;
  label: string;
  multiline?: boolean;
  required?: boolean;
  rating?: boolean;
  shared?: boolean;
};

const NEW_ITEM: Record<ListName, object> = {
  'home.stats': { value: '', label: '' },
  'home.whyUs': { title: '', text: '' },
  'home.steps': { title: '', text: '' },
  'home.testimonials': { name: '', place: '', text: '', rating: 5 },
};

/**
 * A list of home-page cards: each card's fields, moved up or down, removed, and new ones added (up to 12);
 * the figures are a fixed set of four, so they are only edited and reordered. A translation has the Arabic's
 * cards in the Arabic's order: only their texts are edited.
 */
export function CardListEditor({
  name,
  legend,
  itemLabel,
  fields: itemFields,
  fixed,
}: {
  name: ListName;
  legend: string;
  itemLabel: string;
  fields: ItemField[];
  fixed?: boolean;
}) {
  const intl = useIntl();
  const { translating } = useCmsLanguage();
  const { control, register, formState } = useFormContext<CmsForm>();
  const { fields, append, remove, move } = useFieldArray({ control, name: name as 'home.whyUs' });
  const [section, list] = name.split('.') as ['home', 'stats' | 'whyUs' | 'steps' | 'testimonials'];
  const listErrors = formState.errors[section]?.[list] as
    ((Record<string, FieldError | undefined> | undefined)[] & { message?: string }) | undefined;

  return (
    <Stack as="fieldset" gap="3" minW="0">
      <Heading as="legend" size="md" mb="2">
        {legend}
      </Heading>
      {listErrors?.message && (
        <Text color="fg.error" role="alert">
          {listErrors.message}
        </Text>
      )}
      {fields.map((field, index) => {
        const label = intl.formatMessage({ id: 'cms.list.item' }, { item: itemLabel, number: index + 1 });
        return (
          <Card.Root key={field.id} variant="outline" role="group" aria-label={label}>
            <Card.Body gap="3" p={{ base: '3', md: '4' }}>
              <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                <Text fontWeight="semibold">{label}</Text>
                <Flex gap="1" hidden={translating}>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={intl.formatMessage({ id: 'cms.list.up' }, { item: label })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp />
                  </IconButton>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={intl.formatMessage({ id: 'cms.list.down' }, { item: label })}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown />
                  </IconButton>
                  {!fixed && (
                    <IconButton
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={intl.formatMessage({ id: 'cms.list.remove' }, { item: label })}
                      disabled={fields.length <= 1}
                      onClick={() => remove(index)}
                    >
                      <Trash2 />
                    </IconButton>
                  )}
                </Flex>
              </Flex>
              <SimpleGrid columns={{ base: 1, md: itemFields.some((f) => f.multiline) ? 1 : 2 }} gap="3">
                {itemFields
                  .filter((item) => !(item.shared && translating))
                  .map((item) => {
                    const path = `${name}.${index}.${item.key}` as FieldPath<CmsForm>;
                    const error = listErrors?.[index]?.[item.key]?.message;
                    const fieldLabel = `${item.label} (${index + 1})`;
                    return (
                      <FormField
                        key={item.key}
                        label={fieldLabel}
                        required={item.required && !translating}
                        error={error}
                        hint={translating && <TranslationHint path={path} />}
                      >
                        {item.rating ? (
                          <NativeSelect.Root>
                            <NativeSelect.Field {...register(path, { valueAsNumber: true })}>
                              {[5, 4, 3, 2, 1].map((stars) => (
                                <option key={stars} value={stars}>
                                  {intl.formatMessage({ id: 'cms.testimonials.stars' }, { stars })}
                                </option>
                              ))}
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                        ) : item.multiline ? (
                          <Textarea dir="auto" rows={3} {...register(path)} />
                        ) : (
                          <Input dir="auto" {...register(path)} />
                        )}
                      </FormField>
                    );
                  })}
              </SimpleGrid>
            </Card.Body>
          </Card.Root>
        );
      })}
      {!fixed && !translating && (
        <Box>
          <Button
            variant="outline"
            size="sm"
            disabled={fields.length >= MAX_CARDS}
            onClick={() => append(NEW_ITEM[name] as never, { shouldFocus: true })}
          >
            <Plus aria-hidden />
            <FormattedMessage id="cms.list.add" values={{ item: itemLabel }} />
          </Button>
        </Box>
      )}
    </Stack>
  );
}
