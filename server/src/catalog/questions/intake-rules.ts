/**
 * How an answer to a service's intake question is checked and written down. The same text is
 * `client/src/lib/intake-rules.ts` (and `server/src/catalog/questions/`), so the browser refuses exactly what
 * the server refuses (`intake-rules.test.ts` checks the two are one text). No imports, no messages: a
 * problem is a code with its limit, which the server says in Arabic and the browser in the user's
 * language.
 */

export const QUESTION_TYPES = ['text', 'long_text', 'date', 'number', 'choice', 'yes_no', 'country', 'phone'] as const;
export type QuestionKind = (typeof QUESTION_TYPES)[number];

/** What a question's rules need; the labels and help are the caller's. */
export type QuestionRules = {
  key: string;
  type: QuestionKind;
  required: boolean;
  minLength?: number | null;
  maxLength?: number | null;
  pattern?: string | null;
  /** `YYYY-MM-DD`, or `today` (the office's date). */
  minDate?: string | null;
  maxDate?: string | null;
  minNumber?: number | null;
  maxNumber?: number | null;
  options?: readonly { value: string }[] | null;
};

export type AnswerProblem =
  | { code: 'required' }
  | { code: 'unknown_question' }
  | { code: 'not_text' }
  | { code: 'too_short'; limit: number }
  | { code: 'too_long'; limit: number }
  | { code: 'pattern' }
  | { code: 'date_format' }
  | { code: 'date_before'; limit: string }
  | { code: 'date_after'; limit: string }
  | { code: 'number_format' }
  | { code: 'number_below'; limit: number }
  | { code: 'number_above'; limit: number }
  | { code: 'choice' }
  | { code: 'yes_no' }
  | { code: 'country' }
  | { code: 'phone' };

/** A key names an answer in `answers`: lower-case Latin letters, digits and `_`, starting with a letter. */
export const QUESTION_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;
/** The longest text answer any question accepts (a question may ask for less). */
export const ANSWER_MAX_LENGTH = 2000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;
const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

/** ISO 3166-1 alpha-2 codes: what a country answer is. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
const COUNTRIES = new Set(COUNTRY_CODES);

/** A real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date limit as a date: `today` is the office's date the caller passes. */
export const dateLimit = (limit: string, today: string) => (limit === 'today' ? today : limit);

/** The whole answer must match the office's pattern; a pattern that cannot compile matches nothing. */
export function matchesPattern(text: string, pattern: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(text);
  } catch {
    return false;
  }
}

export type CheckedAnswer = { value: string } | { problem: AnswerProblem } | { empty: true };

/**
 * One answer in its normal form (trimmed text, `YYYY-MM-DD`, a decimal number, the option's value,
 * `true`/`false`, an upper-case country code, `+` and digits), or why it is refused, or empty (no
 * answer: refused by the caller when the question is required). Texts, and for the other types a
 * number or a boolean where it fits, are accepted as sent.
 */
export function checkAnswer(question: QuestionRules, raw: unknown, today: string): CheckedAnswer {
  if (raw === undefined || raw === null) return { empty: true };
  if (question.type === 'yes_no') {
    if (raw === true || raw === 'true') return { value: 'true' };
    if (raw === false || raw === 'false') return { value: 'false' };
    return raw === '' ? { empty: true } : { problem: { code: 'yes_no' } };
  }
  if (question.type === 'number' && typeof raw === 'number') {
    if (!Number.isFinite(raw)) return { problem: { code: 'number_format' } };
    raw = String(raw);
  }
  if (typeof raw !== 'string') return { problem: { code: 'not_text' } };
  const text = raw.trim();
  if (text === '') return { empty: true };
  switch (question.type) {
    case 'text':
    case 'long_text': {
      const length = [...text].length;
      const min = question.minLength ?? 0;
      const max = Math.min(question.maxLength ?? ANSWER_MAX_LENGTH, ANSWER_MAX_LENGTH);
      if (length < min) return { problem: { code: 'too_short', limit: min } };
      if (length > max) return { problem: { code: 'too_long', limit: max } };
      if (question.pattern && !matchesPattern(text, question.pattern)) return { problem: { code: 'pattern' } };
      return { value: text };
    }
    case 'date': {
      if (!isCalendarDate(text)) return { problem: { code: 'date_format' } };
      const min = question.minDate ? dateLimit(question.minDate, today) : undefined;
      const max = question.maxDate ? dateLimit(question.maxDate, today) : undefined;
      if (min && text < min) return { problem: { code: 'date_before', limit: min } };
      if (max && text > max) return { problem: { code: 'date_after', limit: max } };
      return { value: text };
    }
    case 'number': {
      if (!NUMBER_PATTERN.test(text)) return { problem: { code: 'number_format' } };
      const value = Number(text);
      if (question.minNumber != null && value < question.minNumber)
        return { problem: { code: 'number_below', limit: question.minNumber } };
      if (question.maxNumber != null && value > question.maxNumber)
        return { problem: { code: 'number_above', limit: question.maxNumber } };
      return { value: String(value) };
    }
    case 'choice':
      return (question.options ?? []).some((option) => option.value === text)
        ? { value: text }
        : { problem: { code: 'choice' } };
    case 'country': {
      const code = text.toUpperCase();
      return COUNTRIES.has(code) ? { value: code } : { problem: { code: 'country' } };
    }
    case 'phone': {
      const phone = text.replace(/[\s()-]/g, '');
      if (!PHONE_PATTERN.test(phone)) return { problem: { code: 'phone' } };
      if (question.pattern && !matchesPattern(phone, question.pattern)) return { problem: { code: 'pattern' } };
      return { value: phone };
    }
  }
}

export type CheckedAnswers = {
  /** The answers to keep, in the questions' order. */
  values: { key: string; value: string }[];
  /** Each refused answer by its key (an unknown key too). */
  problems: { key: string; problem: AnswerProblem }[];
};

/** Every answer of an order against the service's questions: unknown keys, missing required answers, invalid ones. */
export function checkAnswers(
  questions: readonly QuestionRules[],
  answers: Readonly<Record<string, unknown>>,
  today: string,
): CheckedAnswers {
  const asked = new Set(questions.map((question) => question.key));
  const problems: CheckedAnswers['problems'] = Object.keys(answers)
    .filter((key) => !asked.has(key))
    .map((key) => ({ key, problem: { code: 'unknown_question' } }));
  const values: CheckedAnswers['values'] = [];
  for (const question of questions) {
    const given = Object.prototype.hasOwnProperty.call(answers, question.key) ? answers[question.key] : undefined;
    const checked = checkAnswer(question, given, today);
    if ('value' in checked) values.push({ key: question.key, value: checked.value });
    else if ('problem' in checked) problems.push({ key: question.key, problem: checked.problem });
    else if (question.required) problems.push({ key: question.key, problem: { code: 'required' } });
  }
  return { values, problems };
}
