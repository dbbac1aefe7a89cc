import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { RestInput } from '../../../common/validation/rest-input.js';
import { IsRecordId } from '../../../common/validation/rules.js';

const USER_ID =
  'The staff member or admin who takes the order; null (or omitted) releases it. Staff may only take an unassigned order for themselves, or release their own.';

/** `PUT /admin/orders/{id}/assignee` and `assignOrder`. */
@ArgsType()
export class AssignInput {
  @Field(() => Int, { nullable: true, description: USER_ID })
  @ApiProperty({ type: 'integer', nullable: true, description: USER_ID, example: 7 })
  @ValidateIf((input: AssignInput) => input.userId !== null && input.userId !== undefined)
  @IsRecordId('رقم المستخدم غير صحيح')
  userId?: number | null;
}
export class AssignBody extends RestInput(AssignInput) {}

/** GraphQL names the order among the arguments; REST in the path. */
@ArgsType()
export class AssignOrderArgs extends AssignInput {
  @Field(() => Int) @IsRecordId('رقم الطلب غير صحيح') orderId: number;
}
