import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty } from 'class-validator';
import { RestInput } from '../../../common/validation/rest-input.js';
import { IsRecordId, IsText } from '../../../common/validation/rules.js';

export const HOLD_TEXT_MAX = 2000;

const REQUEST = 'What the office needs from the client, in words; e-mailed to the client.';
const ANSWER = 'The client’s answer in words; it ends the hold.';

/** `POST /orders/{id}/hold` and `holdOrder` (staff and admins). */
@ArgsType()
export class PlaceHoldInput {
  @Field({ description: REQUEST })
  @ApiProperty({ maxLength: HOLD_TEXT_MAX, description: REQUEST, example: 'يرجى رفع نسخة أوضح من الصفحة الثانية' })
  @IsText(HOLD_TEXT_MAX, 'الطلب من العميل يجب أن يكون نصاً')
  @IsNotEmpty({ message: 'اكتب ما تحتاجه من العميل' })
  request: string;
}
export class PlaceHoldBody extends RestInput(PlaceHoldInput) {}

/** `POST /orders/{id}/hold/answer` and `answerOrderHold` (the order's owner). */
@ArgsType()
export class AnswerHoldInput {
  @Field({ description: ANSWER })
  @ApiProperty({ maxLength: HOLD_TEXT_MAX, description: ANSWER })
  @IsText(HOLD_TEXT_MAX, 'الرد يجب أن يكون نصاً')
  @IsNotEmpty({ message: 'اكتب ردك على طلب المكتب' })
  answer: string;
}
export class AnswerHoldBody extends RestInput(AnswerHoldInput) {}

/** GraphQL names the order among the arguments; REST in the path. */
@ArgsType()
export class HoldOrderArgs extends PlaceHoldInput {
  @Field(() => Int) @IsRecordId('رقم الطلب غير صحيح') orderId: number;
}

@ArgsType()
export class AnswerOrderHoldArgs extends AnswerHoldInput {
  @Field(() => Int) @IsRecordId('رقم الطلب غير صحيح') orderId: number;
}
