import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';

export const MAX_ANSWERS = 100;

/** One answer of `createOrder`: GraphQL lists the answers, REST sends them as an object keyed by question key. */
@InputType({ description: 'The answer to one intake question, by its key.' })
export class OrderAnswerInput {
  @Field({ description: "The question's key, e.g. `father_name`." }) key: string;
  @Field({
    description:
      "The answer as text: YYYY-MM-DD for a date, `true`/`false` for yes/no, the option's value for a choice.",
  })
  value: string;
}

/**
 * GraphQL's list as REST's object; an object (REST) is kept as sent, anything else (a list naming a key twice
 * too) is left for the rule to refuse.
 */
function asAnswerObject(value: unknown) {
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'object' && entry !== null && 'key' in entry))
    return value;
  const entries = (value as OrderAnswerInput[]).map((entry) => [entry.key, entry.value] as const);
  return new Set(entries.map(([key]) => key)).size === entries.length ? Object.fromEntries(entries) : value;
}

const isAnswerObject = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length <= MAX_ANSWERS &&
  Object.values(value).every((answer) => ['string', 'number', 'boolean'].includes(typeof answer) || answer === null);

/** The `answers` field of `createOrder` / `POST /orders`: checked against the service's questions by the service. */
export const OrderAnswersField = () =>
  applyDecorators(
    Field(() => [OrderAnswerInput], {
      nullable: true,
      description: "Answers to the service's intake questions (see `Service.intakeQuestions`).",
    }),
    ApiPropertyOptional({
      type: 'object',
      additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
      example: { father_name: 'أحمد', birth_date: '1990-05-01' },
      description:
        "Answers to the service's intake questions, keyed by question key (see `intake_questions`): text, " +
        'YYYY-MM-DD for a date, a number, true/false for yes/no, the option value for a choice. Unknown keys, ' +
        'missing required answers and invalid ones are refused (422) at `answers.<key>`.',
    }),
    Transform(({ value }) => asAnswerObject(value)),
    IsOptional(),
    ValidateBy({
      name: 'isAnswerObject',
      validator: {
        validate: isAnswerObject,
        defaultMessage: () =>
          `الإجابات كائن مفاتيحه مفاتيح الأسئلة وقيمه نصوص أو أرقام، لكل سؤال إجابة واحدة (${MAX_ANSWERS} على الأكثر)`,
      },
    }),
  );
