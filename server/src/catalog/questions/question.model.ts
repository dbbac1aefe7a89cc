import { Float, Int, ObjectType } from '@nestjs/graphql';
import { QuestionType } from '../../generated/prisma/enums.js';
import { OutputField } from '../../common/output/output-field.js';

@ObjectType('QuestionOption', { description: 'A choice of a `choice` question.' })
export class QuestionOptionModel {
  @OutputField({ description: 'Stored as the answer.' }) value: string;
  @OutputField() labelAr: string;
  @OutputField(() => String, { nullable: true }) labelTr: string | null;
  @OutputField(() => String, { nullable: true }) labelEn: string | null;
}

@ObjectType('ServiceQuestion', { description: 'A question the client answers when ordering the service.' })
export class ServiceQuestionModel {
  @OutputField({ description: "The answer's name in `answers`." }) key: string;
  @OutputField() labelAr: string;
  @OutputField(() => String, { nullable: true }) labelTr: string | null;
  @OutputField(() => String, { nullable: true }) labelEn: string | null;
  @OutputField(() => String, { nullable: true }) helpAr: string | null;
  @OutputField(() => String, { nullable: true }) helpTr: string | null;
  @OutputField(() => String, { nullable: true }) helpEn: string | null;
  @OutputField(() => QuestionType) type: QuestionType;
  @OutputField() required: boolean;
  @OutputField(() => Int, { nullable: true }) minLength: number | null;
  @OutputField(() => Int, { nullable: true }) maxLength: number | null;
  @OutputField(() => String, { nullable: true, description: 'A regular expression the whole answer must match.' })
  pattern: string | null;
  @OutputField(() => String, { nullable: true, description: 'YYYY-MM-DD or `today`.' }) minDate: string | null;
  @OutputField(() => String, { nullable: true, description: 'YYYY-MM-DD or `today`.' }) maxDate: string | null;
  @OutputField(() => Float, { nullable: true }) minNumber: number | null;
  @OutputField(() => Float, { nullable: true }) maxNumber: number | null;
  @OutputField(() => [QuestionOptionModel], { description: 'The choices of a `choice` question; empty otherwise.' })
  options: QuestionOptionModel[];
}
