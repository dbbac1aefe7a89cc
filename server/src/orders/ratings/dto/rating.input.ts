import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsInt, IsOptional, Max, Min } from 'class-validator';
import { IdParamPipe } from '../../../common/validation/id-param.pipe.js';
import { RestInput } from '../../../common/validation/rest-input.js';
import { IsRecordId, IsText } from '../../../common/validation/rules.js';

const RATING_COMMENT_MAX = 1000;
const STARS_MIN = 1;
const STARS_MAX = 5;

const STARS_MESSAGE = `التقييم يجب أن يكون عدداً صحيحاً من ${STARS_MIN} إلى ${STARS_MAX} نجوم`;

/** `PUT /orders/{id}/rating` and `rateOrder` (the order's client, once it is completed; again to change it). */
@ArgsType()
export class RateOrderInput {
  @Field(() => Int, { description: 'From 1 (poor) to 5 (excellent).' })
  @ApiProperty({ minimum: STARS_MIN, maximum: STARS_MAX, example: 5 })
  @IsDefined({ message: STARS_MESSAGE })
  @IsInt({ message: STARS_MESSAGE })
  @Min(STARS_MIN, { message: STARS_MESSAGE })
  @Max(STARS_MAX, { message: STARS_MESSAGE })
  stars: number;

  @Field(() => String, { nullable: true, description: 'What the client says, as plain text; empty: none.' })
  @ApiPropertyOptional({ nullable: true, maxLength: RATING_COMMENT_MAX, example: 'خدمة سريعة وواضحة، شكراً لكم' })
  @IsOptional()
  @IsText(RATING_COMMENT_MAX, 'التعليق يجب أن يكون نصاً')
  comment?: string | null;

  @Field({ nullable: true, defaultValue: false, description: 'The client agrees that the site may quote it.' })
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'يجب أن تكون القيمة صحيحاً أو خطأ' })
  publishConsent?: boolean;
}
export class RateOrderBody extends RestInput(RateOrderInput) {}

/** GraphQL names the order among the arguments; REST in the path. */
@ArgsType()
export class RateOrderArgs extends RateOrderInput {
  @Field(() => Int) @IsRecordId('رقم الطلب غير صحيح') orderId: number;
}

export const RatingIdPipe = new IdParamPipe('رقم التقييم غير صحيح');
