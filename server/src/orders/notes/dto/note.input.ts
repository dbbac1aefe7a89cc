import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty } from 'class-validator';
import { RestInput } from '../../../common/validation/rest-input.js';
import { IsRecordId, IsText } from '../../../common/validation/rules.js';

export const NOTE_MAX = 5000;

const BODY = 'The note as plain text (shown as text, never as HTML); staff and admins only, never the client.';

/** `POST /orders/{id}/notes` and `addOrderNote` (staff and admins). */
@ArgsType()
export class AddNoteInput {
  @Field({ description: BODY })
  @ApiProperty({ minLength: 1, maxLength: NOTE_MAX, description: BODY, example: 'اتصلت بالعميل، سيرسل الصورة غداً' })
  @IsText(NOTE_MAX, 'الملاحظة يجب أن تكون نصاً')
  @IsNotEmpty({ message: 'اكتب نص الملاحظة' })
  body: string;
}
export class AddNoteBody extends RestInput(AddNoteInput) {}

/** GraphQL names the order among the arguments; REST in the path. */
@ArgsType()
export class AddOrderNoteArgs extends AddNoteInput {
  @Field(() => Int) @IsRecordId('رقم الطلب غير صحيح') orderId: number;
}
