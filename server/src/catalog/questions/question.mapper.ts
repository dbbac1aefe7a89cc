import type { ServiceQuestion } from '../../generated/prisma/client.js';
import type { QuestionOptionModel, ServiceQuestionModel } from './question.model.js';

/** The stored options of a choice question (written from the checked input only). */
export const storedOptions = (question: Pick<ServiceQuestion, 'options'>): QuestionOptionModel[] =>
  Array.isArray(question.options) ? (question.options as unknown as QuestionOptionModel[]) : [];

export const toServiceQuestionModel = (question: ServiceQuestion): ServiceQuestionModel => ({
  key: question.key,
  labelAr: question.labelAr,
  labelTr: question.labelTr,
  labelEn: question.labelEn,
  helpAr: question.helpAr,
  helpTr: question.helpTr,
  helpEn: question.helpEn,
  type: question.type,
  required: question.required,
  minLength: question.minLength,
  maxLength: question.maxLength,
  pattern: question.pattern,
  minDate: question.minDate,
  maxDate: question.maxDate,
  minNumber: question.minNumber === null ? null : question.minNumber.toNumber(),
  maxNumber: question.maxNumber === null ? null : question.maxNumber.toNumber(),
  options: storedOptions(question),
});
