import { useIntl } from 'react-intl';
import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { QuestionType } from '../../../../gql/graphql';
import {
  emptyOption,
  emptyQuestion,
  QUESTION_TYPES,
  rulesOf,
  type DraftProblem,
  type OptionDraft,
  type QuestionDraft,
} from './question-drafts';

type Props = {
  questions: QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
  /** Why a question cannot be saved yet, by its draft id. */
  problems: Record<string, DraftProblem | undefined>;
  /** The server's refusals, as it words them. */
  serverErrors: string[];
};

/** The service's intake questions: added, removed, moved, each with its labels, type, rules and choices. */
export function QuestionsEditor({ questions, onChange, problems, serverErrors }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminServices.questions.${id}` as 'adminServices.title' }, values);
  const change = (index: number, patch: Partial<QuestionDraft>) =>
    onChange(questions.map((question, at) => (at === index ? { ...question, ...patch } : question)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...questions];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };
  const changeOption = (index: number, optionIndex: number, patch: Partial<OptionDraft>) =>
    change(index, {
      options: questions[index].options.map((option, at) => (at === optionIndex ? { ...option, ...patch } : option)),
    });

  return (
    <Stack gap="3" data-testid="questions-editor">
      <Text fontWeight="medium">{t('title')}</Text>
      <Text fontSize="sm" color="gray.600">
        {t('hint')}
      </Text>
      {questions.map((question, index) => {
        const rules = rulesOf(question.type);
        const number = index + 1;
        const field = (
          name: keyof QuestionDraft,
          label: string,
          props: { dir?: 'ltr' | 'auto'; placeholder?: string } = {},
        ) => (
          <Field.Root>
            <Field.Label>{label}</Field.Label>
            <Input
              dir={props.dir ?? 'auto'}
              placeholder={props.placeholder}
              aria-label={`${label} (${t('number', { number })})`}
              value={question[name] as string}
              onChange={(event) => change(index, { [name]: event.target.value })}
            />
          </Field.Root>
        );
        const problem = problems[question.id];
        return (
          <Box
            key={question.id}
            borderWidth="1px"
            rounded="md"
            p="3"
            role="group"
            aria-label={t('number', { number })}
            borderColor={problem ? 'red.500' : undefined}
          >
            <HStack justify="space-between" mb="2">
              <Text fontWeight="medium">{t('number', { number })}</Text>
              <HStack gap="1">
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('moveUp', { number })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('moveDown', { number })}
                  disabled={index === questions.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('remove', { number })}
                  onClick={() => onChange(questions.filter((_, at) => at !== index))}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              </HStack>
            </HStack>
            <Stack gap="3">
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                {field('key', t('key'), { dir: 'ltr', placeholder: 'father_name' })}
                <Field.Root>
                  <Field.Label>{t('type')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      aria-label={`${t('type')} (${t('number', { number })})`}
                      value={question.type}
                      onChange={(event) => change(index, { type: event.target.value as QuestionType })}
                    >
                      {QUESTION_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`type.${type}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Checkbox.Root
                  alignSelf="end"
                  checked={question.required}
                  onCheckedChange={(details) => change(index, { required: details.checked === true })}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('required')}</Checkbox.Label>
                </Checkbox.Root>
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                {field('labelAr', t('labelAr'))}
                {field('labelTr', t('labelTr'))}
                {field('labelEn', t('labelEn'))}
                {field('helpAr', t('helpAr'))}
                {field('helpTr', t('helpTr'))}
                {field('helpEn', t('helpEn'))}
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                {rules.length && field('minLength', t('minLength'), { dir: 'ltr' })}
                {rules.length && field('maxLength', t('maxLength'), { dir: 'ltr' })}
                {rules.pattern && field('pattern', t('pattern'), { dir: 'ltr', placeholder: '[0-9]+' })}
                {rules.dates && field('minDate', t('minDate'), { dir: 'ltr', placeholder: '1900-01-01' })}
                {rules.dates && field('maxDate', t('maxDate'), { dir: 'ltr', placeholder: 'today' })}
                {rules.numbers && field('minNumber', t('minNumber'), { dir: 'ltr' })}
                {rules.numbers && field('maxNumber', t('maxNumber'), { dir: 'ltr' })}
              </SimpleGrid>
              {rules.options && (
                <Stack gap="2">
                  <Text fontSize="sm" fontWeight="medium">
                    {t('options')}
                  </Text>
                  {question.options.map((option, optionIndex) => {
                    const which = `${t('option', { number: optionIndex + 1 })} (${t('number', { number })})`;
                    return (
                      <HStack key={optionIndex} gap="2" align="end" wrap="wrap">
                        {(['value', 'labelAr', 'labelTr', 'labelEn'] as const).map((name) => (
                          <Input
                            key={name}
                            flex="1"
                            minW="28"
                            size="sm"
                            dir={name === 'value' ? 'ltr' : 'auto'}
                            placeholder={t(`option.${name}`)}
                            aria-label={`${t(`option.${name}`)}: ${which}`}
                            value={option[name]}
                            onChange={(event) => changeOption(index, optionIndex, { [name]: event.target.value })}
                          />
                        ))}
                        <IconButton
                          size="sm"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={`${t('removeOption')}: ${which}`}
                          onClick={() =>
                            change(index, { options: question.options.filter((_, at) => at !== optionIndex) })
                          }
                        >
                          <Trash2 aria-hidden />
                        </IconButton>
                      </HStack>
                    );
                  })}
                  <Button
                    size="xs"
                    variant="outline"
                    alignSelf="start"
                    onClick={() => change(index, { options: [...question.options, emptyOption()] })}
                  >
                    <Plus aria-hidden /> {t('addOption')}
                  </Button>
                </Stack>
              )}
              {problem && (
                <Text color="red.600" fontSize="sm" role="alert">
                  {t(`problem.${problem}`)}
                </Text>
              )}
            </Stack>
          </Box>
        );
      })}
      {serverErrors.map((message) => (
        <Text key={message} color="red.600" fontSize="sm" role="alert">
          {message}
        </Text>
      ))}
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => onChange([...questions, emptyQuestion()])}>
        <Plus aria-hidden /> {t('add')}
      </Button>
    </Stack>
  );
}
