import { FormattedMessage, useIntl } from 'react-intl';
import { Field, Input, NativeSelect, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import type { QuestionType } from '../../../gql/graphql';
import { useLanguage } from '../../../lib/language';
import { localized } from '../../../lib/i18n';
import { COUNTRY_CODES, type AnswerProblem } from '../../../lib/intake-rules';
import { officeToday } from '../answers';

export type WizardQuestion = {
  key: string;
  type: QuestionType;
  required: boolean;
  labelAr: string;
  labelTr?: string | null;
  labelEn?: string | null;
  helpAr?: string | null;
  helpTr?: string | null;
  helpEn?: string | null;
  minDate?: string | null;
  maxDate?: string | null;
  minNumber?: number | null;
  maxNumber?: number | null;
  maxLength?: number | null;
  options: readonly { value: string; labelAr: string; labelTr?: string | null; labelEn?: string | null }[];
};

/** A refused answer in the reader's language. */
export function useAnswerProblemText() {
  const intl = useIntl();
  return (problem: AnswerProblem) =>
    intl.formatMessage(
      { id: `createOrder.answer.error.${problem.code}` },
      { limit: 'limit' in problem ? String(problem.limit) : '' },
    );
}

type Props = {
  questions: readonly WizardQuestion[];
  answers: Record<string, string>;
  errors: Record<string, string | undefined>;
  onChange: (key: string, value: string) => void;
};

/** Step 2's questions of the chosen service, each with the input its type asks for. */
export function IntakeQuestions({ questions, answers, errors, onChange }: Props) {
  const intl = useIntl();
  const { language } = useLanguage();
  const text = (ar: string | null | undefined, tr?: string | null, en?: string | null) =>
    ar ? localized(language, { ar, tr, en }) : null;
  const countries = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const countryList = COUNTRY_CODES.map((code) => ({ code, name: countries.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, intl.locale),
  );
  if (questions.length === 0) return null;
  return (
    <Stack gap="4" mb="6" data-testid="intake-questions">
      <Text fontWeight="medium">
        <FormattedMessage id="createOrder.details.questions" />
      </Text>
      {questions.map((question) => {
        const id = `answer-${question.key}`;
        const value = answers[question.key] ?? '';
        const set = (next: string) => onChange(question.key, next);
        const help = text(question.helpAr, question.helpTr, question.helpEn);
        const today = officeToday();
        const dateLimit = (limit?: string | null) => (limit === 'today' ? today : (limit ?? undefined));
        let input;
        switch (question.type) {
          case 'long_text':
            input = <Textarea id={id} dir="auto" rows={4} value={value} onChange={(e) => set(e.target.value)} />;
            break;
          case 'date':
            input = (
              <Input
                id={id}
                type="date"
                value={value}
                min={dateLimit(question.minDate)}
                max={dateLimit(question.maxDate)}
                onChange={(e) => set(e.target.value)}
              />
            );
            break;
          case 'number':
            input = (
              <Input
                id={id}
                type="number"
                inputMode="decimal"
                dir="ltr"
                value={value}
                min={question.minNumber ?? undefined}
                max={question.maxNumber ?? undefined}
                onChange={(e) => set(e.target.value)}
              />
            );
            break;
          case 'phone':
            input = (
              <Input
                id={id}
                type="tel"
                dir="ltr"
                placeholder="+90 5xx xxx xx xx"
                value={value}
                onChange={(e) => set(e.target.value)}
              />
            );
            break;
          case 'choice':
          case 'country':
            input = (
              <NativeSelect.Root>
                <NativeSelect.Field id={id} value={value} onChange={(e) => set(e.target.value)}>
                  <option value="">{intl.formatMessage({ id: 'createOrder.answer.choose' })}</option>
                  {question.type === 'choice'
                    ? question.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {text(option.labelAr, option.labelTr, option.labelEn)}
                        </option>
                      ))
                    : countryList.map((country) => (
                        <option key={country.code} value={country.code}>
                          {country.name}
                        </option>
                      ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            );
            break;
          case 'yes_no':
            input = (
              <RadioGroup.Root value={value || null} onValueChange={(details) => set(details.value ?? '')}>
                <Stack direction="row" gap="6">
                  {(['true', 'false'] as const).map((choice) => (
                    <RadioGroup.Item key={choice} value={choice}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        <FormattedMessage id={choice === 'true' ? 'common.answers.yes' : 'common.answers.no'} />
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
            );
            break;
          default:
            input = (
              <Input
                id={id}
                dir="auto"
                value={value}
                maxLength={question.maxLength ?? undefined}
                onChange={(e) => set(e.target.value)}
              />
            );
        }
        return (
          <Field.Root key={question.key} required={question.required} invalid={Boolean(errors[question.key])}>
            <Field.Label htmlFor={id}>
              {text(question.labelAr, question.labelTr, question.labelEn)}
              {question.required && <Field.RequiredIndicator />}
            </Field.Label>
            {input}
            {help && <Field.HelperText>{help}</Field.HelperText>}
            <Field.ErrorText>{errors[question.key]}</Field.ErrorText>
          </Field.Root>
        );
      })}
    </Stack>
  );
}
