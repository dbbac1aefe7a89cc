import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAnswer, checkAnswers, type QuestionRules } from './intake-rules';

const TODAY = '2026-11-26';

describe('intake rules', () => {
  it('are the server’s rules, letter for letter', () => {
    const here = path.dirname(new URL(import.meta.url).pathname);
    const server = path.resolve(here, '../../../server/src/catalog/questions/intake-rules.ts');
    expect(readFileSync(path.join(here, 'intake-rules.ts'), 'utf8')).toBe(readFileSync(server, 'utf8'));
  });

  const text: QuestionRules = {
    key: 'name',
    type: 'text',
    required: true,
    minLength: 2,
    maxLength: 5,
    pattern: '[a-z]+',
  };
  const date: QuestionRules = { key: 'born', type: 'date', required: false, minDate: '1900-01-01', maxDate: 'today' };
  const number: QuestionRules = { key: 'pages', type: 'number', required: false, minNumber: 1, maxNumber: 10 };
  const choice: QuestionRules = { key: 'lang', type: 'choice', required: true, options: [{ value: 'ar' }] };
  it.each<[QuestionRules, unknown, unknown]>([
    [text, ' abc ', { value: 'abc' }],
    [text, 'a', { problem: { code: 'too_short', limit: 2 } }],
    [text, 'abcdef', { problem: { code: 'too_long', limit: 5 } }],
    [text, 'ab1', { problem: { code: 'pattern' } }],
    [text, '', { empty: true }],
    [date, '2000-02-29', { value: '2000-02-29' }],
    [date, '2001-02-29', { problem: { code: 'date_format' } }],
    [date, '2026-11-27', { problem: { code: 'date_after', limit: TODAY } }],
    [date, '1899-12-31', { problem: { code: 'date_before', limit: '1900-01-01' } }],
    [number, '3', { value: '3' }],
    [number, 11, { problem: { code: 'number_above', limit: 10 } }],
    [number, 'x', { problem: { code: 'number_format' } }],
    [choice, 'ar', { value: 'ar' }],
    [choice, 'tr', { problem: { code: 'choice' } }],
    [{ key: 'yes', type: 'yes_no', required: true }, 'false', { value: 'false' }],
    [{ key: 'c', type: 'country', required: true }, 'sy', { value: 'SY' }],
    [{ key: 'c', type: 'country', required: true }, 'XX', { problem: { code: 'country' } }],
    [{ key: 'p', type: 'phone', required: true }, '+90 532 123 45 67', { value: '+905321234567' }],
    [{ key: 'p', type: 'phone', required: true }, '0532', { problem: { code: 'phone' } }],
  ])('%o answered %o gives %o', (question, raw, expected) => {
    expect(checkAnswer(question, raw, TODAY)).toEqual(expected);
  });

  it('refuses unknown keys and missing required answers', () => {
    expect(checkAnswers([text, choice], { name: 'abc', other: 'x' }, TODAY).problems).toEqual([
      { key: 'other', problem: { code: 'unknown_question' } },
      { key: 'lang', problem: { code: 'required' } },
    ]);
  });
});
