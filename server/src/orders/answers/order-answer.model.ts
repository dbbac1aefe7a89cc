import { ObjectType } from '@nestjs/graphql';
import { QuestionType } from '../../generated/prisma/enums.js';
import { OutputField } from '../../common/output/output-field.js';

@ObjectType('OrderAnswer', {
  description: "The client's answer to an intake question, with the question as it was asked when ordering.",
})
export class OrderAnswerModel {
  @OutputField() key: string;
  @OutputField(() => QuestionType) type: QuestionType;
  @OutputField() labelAr: string;
  @OutputField(() => String, { nullable: true }) labelTr: string | null;
  @OutputField(() => String, { nullable: true }) labelEn: string | null;
  @OutputField({
    description: "Text, YYYY-MM-DD, a number, `true`/`false`, a country code, a phone number or a choice's value.",
  })
  value: string;
  @OutputField(() => String, { nullable: true, description: "A choice's label when ordered." }) valueLabelAr:
    string | null;
  @OutputField(() => String, { nullable: true }) valueLabelTr: string | null;
  @OutputField(() => String, { nullable: true }) valueLabelEn: string | null;
}

export type OrderAnswerRow = OrderAnswerModel;

export const toOrderAnswerModel = (row: OrderAnswerRow): OrderAnswerModel => ({
  key: row.key,
  type: row.type,
  labelAr: row.labelAr,
  labelTr: row.labelTr,
  labelEn: row.labelEn,
  value: row.value,
  valueLabelAr: row.valueLabelAr,
  valueLabelTr: row.valueLabelTr,
  valueLabelEn: row.valueLabelEn,
});
