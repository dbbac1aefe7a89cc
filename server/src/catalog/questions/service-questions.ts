import type { Prisma } from '../../generated/prisma/client.js';
import type { ServiceQuestionInput } from './question.input.js';

/** A service read with its questions in the office's order: what every service answer shows. */
export const WITH_QUESTIONS = {
  questions: { orderBy: { position: 'asc' } },
} as const satisfies Prisma.ServiceInclude;
export type ServiceWithQuestions = Prisma.ServiceGetPayload<{ include: typeof WITH_QUESTIONS }>;

const orNull = <T>(value: T | null | undefined) => value ?? null;

/** A checked question as its row, at its place in the list. */
const toRow = (serviceId: number, input: ServiceQuestionInput, position: number) => ({
  serviceId,
  position,
  key: input.key,
  labelAr: input.labelAr,
  labelTr: orNull(input.labelTr),
  labelEn: orNull(input.labelEn),
  helpAr: orNull(input.helpAr),
  helpTr: orNull(input.helpTr),
  helpEn: orNull(input.helpEn),
  type: input.type,
  required: input.required ?? false,
  minLength: orNull(input.minLength),
  maxLength: orNull(input.maxLength),
  pattern: orNull(input.pattern),
  minDate: orNull(input.minDate),
  maxDate: orNull(input.maxDate),
  minNumber: orNull(input.minNumber),
  maxNumber: orNull(input.maxNumber),
  options:
    input.type === 'choice' && input.options
      ? input.options.map((option) => ({
          value: option.value,
          labelAr: option.labelAr,
          labelTr: orNull(option.labelTr),
          labelEn: orNull(option.labelEn),
        }))
      : undefined,
});

/** Replaces a service's questions with the list (in its order); old orders keep their own copy of what was asked. */
export async function replaceQuestions(
  tx: Prisma.TransactionClient,
  serviceId: number,
  questions: ServiceQuestionInput[],
) {
  await tx.serviceQuestion.deleteMany({ where: { serviceId } });
  if (questions.length)
    await tx.serviceQuestion.createMany({
      data: questions.map((question, index) => toRow(serviceId, question, index)),
    });
}
