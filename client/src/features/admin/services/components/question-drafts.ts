import { CombinedGraphQLErrors } from '@apollo/client';
import type { QuestionType, ServiceQuestionInput } from '../../../../gql/graphql';
import { QUESTION_KEY_PATTERN } from '../../../../lib/intake-rules';

export const QUESTION_TYPES: QuestionType[] = [
  'text',
  'long_text',
  'date',
  'number',
  'choice',
  'yes_no',
  'country',
  'phone',
];

export type OptionDraft = { value: string; labelAr: string; labelTr: string; labelEn: string };

/** A question as the editor holds it: every field as typed (numbers and dates too). */
export type QuestionDraft = {
  /** Stable across reordering, for React's keys. */
  id: string;
  key: string;
  type: QuestionType;
  required: boolean;
  labelAr: string;
  labelTr: string;
  labelEn: string;
  helpAr: string;
  helpTr: string;
  helpEn: string;
  minLength: string;
  maxLength: string;
  pattern: string;
  minDate: string;
  maxDate: string;
  minNumber: string;
  maxNumber: string;
  options: OptionDraft[];
};

/** A stored question as the service answer gives it. */
export type StoredQuestion = {
  key: string;
  type: QuestionType;
  required: boolean;
  labelAr: string;
  labelTr?: string | null;
  labelEn?: string | null;
  helpAr?: string | null;
  helpTr?: string | null;
  helpEn?: string | null;
  minLength?: number | null;
  maxLength?: number | null;
  pattern?: string | null;
  minDate?: string | null;
  maxDate?: string | null;
  minNumber?: number | null;
  maxNumber?: number | null;
  options: readonly { value: string; labelAr: string; labelTr?: string | null; labelEn?: string | null }[];
};

let counter = 0;
const nextId = () => `question-${(counter += 1)}`;
const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

export const emptyQuestion = (): QuestionDraft => ({
  id: nextId(),
  key: '',
  type: 'text',
  required: true,
  labelAr: '',
  labelTr: '',
  labelEn: '',
  helpAr: '',
  helpTr: '',
  helpEn: '',
  minLength: '',
  maxLength: '',
  pattern: '',
  minDate: '',
  maxDate: '',
  minNumber: '',
  maxNumber: '',
  options: [],
});

export const emptyOption = (): OptionDraft => ({ value: '', labelAr: '', labelTr: '', labelEn: '' });

export const toDraft = (question: StoredQuestion): QuestionDraft => ({
  id: nextId(),
  key: question.key,
  type: question.type,
  required: question.required,
  labelAr: question.labelAr,
  labelTr: text(question.labelTr),
  labelEn: text(question.labelEn),
  helpAr: text(question.helpAr),
  helpTr: text(question.helpTr),
  helpEn: text(question.helpEn),
  minLength: text(question.minLength),
  maxLength: text(question.maxLength),
  pattern: text(question.pattern),
  minDate: text(question.minDate),
  maxDate: text(question.maxDate),
  minNumber: text(question.minNumber),
  maxNumber: text(question.maxNumber),
  options: question.options.map((option) => ({
    value: option.value,
    labelAr: option.labelAr,
    labelTr: text(option.labelTr),
    labelEn: text(option.labelEn),
  })),
});

/** Which rules a type has: the others are not sent (the server refuses a rule that does not fit). */
export const rulesOf = (type: QuestionType) => ({
  length: type === 'text' || type === 'long_text',
  pattern: type === 'text' || type === 'long_text' || type === 'phone',
  dates: type === 'date',
  numbers: type === 'number',
  options: type === 'choice',
});

const orNull = (value: string) => value.trim() || null;
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

export function toQuestionInput(draft: QuestionDraft): ServiceQuestionInput {
  const rules = rulesOf(draft.type);
  return {
    key: draft.key.trim(),
    type: draft.type,
    required: draft.required,
    labelAr: draft.labelAr.trim(),
    labelTr: orNull(draft.labelTr),
    labelEn: orNull(draft.labelEn),
    helpAr: orNull(draft.helpAr),
    helpTr: orNull(draft.helpTr),
    helpEn: orNull(draft.helpEn),
    minLength: rules.length ? numberOrNull(draft.minLength) : null,
    maxLength: rules.length ? numberOrNull(draft.maxLength) : null,
    pattern: rules.pattern ? orNull(draft.pattern) : null,
    minDate: rules.dates ? orNull(draft.minDate) : null,
    maxDate: rules.dates ? orNull(draft.maxDate) : null,
    minNumber: rules.numbers ? numberOrNull(draft.minNumber) : null,
    maxNumber: rules.numbers ? numberOrNull(draft.maxNumber) : null,
    options: rules.options
      ? draft.options.map((option) => ({
          value: option.value.trim(),
          labelAr: option.labelAr.trim(),
          labelTr: orNull(option.labelTr),
          labelEn: orNull(option.labelEn),
        }))
      : null,
  };
}

export type DraftProblem = 'key' | 'keyTaken' | 'labelAr' | 'options' | 'optionValue' | 'optionLabel' | 'number';

/** What the browser can tell before saving (the server checks the rest and says where). */
export function draftProblems(drafts: QuestionDraft[]): Record<string, DraftProblem> {
  const problems: Record<string, DraftProblem> = {};
  const keys = drafts.map((draft) => draft.key.trim());
  drafts.forEach((draft, index) => {
    const key = keys[index];
    const rules = rulesOf(draft.type);
    const numbers = [draft.minLength, draft.maxLength, draft.minNumber, draft.maxNumber];
    if (!QUESTION_KEY_PATTERN.test(key)) problems[draft.id] = 'key';
    else if (keys.indexOf(key) !== index) problems[draft.id] = 'keyTaken';
    else if (!draft.labelAr.trim()) problems[draft.id] = 'labelAr';
    else if (numbers.some((value) => value.trim() !== '' && !Number.isFinite(Number(value))))
      problems[draft.id] = 'number';
    else if (rules.options && draft.options.length === 0) problems[draft.id] = 'options';
    else if (rules.options && draft.options.some((option) => !QUESTION_KEY_PATTERN.test(option.value.trim())))
      problems[draft.id] = 'optionValue';
    else if (rules.options && draft.options.some((option) => !option.labelAr.trim()))
      problems[draft.id] = 'optionLabel';
  });
  return problems;
}

/** The server's refusals of the questions (`['body', 'intakeQuestions', index, …]`), each named by its question. */
export function questionFieldErrors(error: unknown, questionName: (number: number) => string): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((graphqlError) =>
    ((graphqlError.extensions?.fieldErrors ?? []) as { loc: (string | number)[]; msg: string }[])
      .filter((field) => field.loc[1] === 'intakeQuestions')
      .map((field) =>
        field.loc[2] === undefined ? field.msg : `${questionName(Number(field.loc[2]) + 1)}: ${field.msg}`,
      ),
  );
}
