import { ArgsType, Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { RestInput } from '../../../common/validation/rest-input.js';
import { IsRecordId, IsText } from '../../../common/validation/rules.js';
import { FileUploadInput } from '../../../storage/file-upload.input.js';

export const RESULT_NOTE_MAX = 2000;
export const COURIER_TEXT_MAX = 100;

const NOTE = 'What the office delivers, for the client (e.g. "the extract and its Turkish translation").';
const CARRIER = 'The courier carrying the original (e.g. DHL, Aras Kargo); with courier_tracking_number.';
const COURIER_NUMBER = 'The courier’s tracking number of the original; with carrier.';

/** A delivered result: `POST /orders/{id}/results` (multipart, with `files`) and `addOrderResult` (staff and admins). */
@InputType()
export class AddResultInput {
  @Field(() => String, { nullable: true, description: NOTE })
  @ApiPropertyOptional({ maxLength: RESULT_NOTE_MAX, description: NOTE })
  @IsOptional()
  @IsText(RESULT_NOTE_MAX, 'الملاحظة يجب أن تكون نصاً')
  note?: string;

  @Field(() => String, { nullable: true, description: CARRIER })
  @ApiPropertyOptional({ maxLength: COURIER_TEXT_MAX, description: CARRIER, example: 'DHL' })
  @IsOptional()
  @IsText(COURIER_TEXT_MAX, 'اسم شركة الشحن يجب أن يكون نصاً')
  carrier?: string;

  @Field(() => String, { nullable: true, description: COURIER_NUMBER })
  @ApiPropertyOptional({ maxLength: COURIER_TEXT_MAX, description: COURIER_NUMBER, example: '1234567890' })
  @IsOptional()
  @IsText(COURIER_TEXT_MAX, 'رقم تتبع الشحنة يجب أن يكون نصاً')
  courierTrackingNumber?: string;
}

/** REST's multipart fields beside `files` (OpenAPI documents the files in ResultUploadBody). */
export class AddResultBody extends RestInput(AddResultInput) {}

/** GraphQL: the order, the fields, and at most one file (one file per mutation, as for attachments). */
@ArgsType()
export class AddOrderResultArgs {
  @Field(() => Int) @IsRecordId('رقم الطلب غير صحيح') orderId: number;

  @Field(() => AddResultInput) @ValidateNested() @Type(() => AddResultInput) input: AddResultInput;

  @Field(() => FileUploadInput, { nullable: true, description: 'A result file (PDF, JPG or PNG, at most 10 MB).' })
  @IsOptional()
  @ValidateNested()
  @Type(() => FileUploadInput)
  file?: FileUploadInput;
}

/** OpenAPI's description of the multipart body (multer reads it; AddResultBody validates the text fields). */
export class ResultUploadBody {
  @ApiProperty({
    type: 'array',
    required: false,
    items: { type: 'string', format: 'binary' },
    description: 'The result files: PDF, JPG or PNG, at most 10 MB each, at most 10 at once.',
  })
  files?: unknown[];
  @ApiPropertyOptional({ description: NOTE }) note?: string;
  @ApiPropertyOptional({ description: CARRIER }) carrier?: string;
  @ApiPropertyOptional({ description: COURIER_NUMBER }) courierTrackingNumber?: string;
}
