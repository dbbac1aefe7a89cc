import type { Prisma, ServiceQuestion } from '../../generated/prisma/client.js';
import { AppError } from '../../common/errors/app-error.js';
import { checkAnswers } from '../../catalog/questions/intake-rules.js';
import { storedOptions } from '../../catalog/questions/question.mapper.js';
import { answerProblemMessage } from './answer-messages.js';

const officeDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' });
/** The office's date, `YYYY-MM-DD`: what `today` means in a date rule. */
export const officeToday = (now = new Date()) => officeDate.format(now);

export type AnswerRow = Omit<Prisma.OrderAnswerCreateManyInput, 'orderId'>;

/**
 * The order's answers checked against the service's questions (the rules the browser runs too), each with
 * the question as it is asked today; or a refusal listing every wrong answer at `answers.<key>`.
 */
export function answerRows(questions: ServiceQuestion[], answers: Record<string, unknown> | undefined): AnswerRow[] {
  const { values, problems } = checkAnswers(
    questions.map((question) => ({
      ...question,
      minNumber: question.minNumber?.toNumber() ?? null,
      maxNumber: question.maxNumber?.toNumber() ?? null,
      options: storedOptions(question),
    })),
    answers ?? {},
    officeToday(),
  );
  if (problems.length)
    throw AppError.validation(
      problems.map(({ key, problem }) => ({
        loc: ['body', 'answers', key],
        msg: answerProblemMessage(problem),
        type: `answer_${problem.code}`,
      })),
    );
  const byKey = new Map(questions.map((question) => [question.key, question]));
  return values.map(({ key, value }) => {
    const question = byKey.get(key)!;
    const chosen = question.type === 'choice' ? storedOptions(question).find((o) => o.value === value) : undefined;
    return {
      position: question.position,
      key,
      type: question.type,
      labelAr: question.labelAr,
      labelTr: question.labelTr,
      labelEn: question.labelEn,
      value,
      valueLabelAr: chosen?.labelAr ?? null,
      valueLabelTr: chosen?.labelTr ?? null,
      valueLabelEn: chosen?.labelEn ?? null,
    };
  });
}
