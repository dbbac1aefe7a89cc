import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, ValidateNested } from 'class-validator';
import { PageArgs, PageQuery } from '../../../common/pagination.js';
import { RestInput } from '../../../common/validation/rest-input.js';
import { IsRecordId } from '../../../common/validation/rules.js';
import { FileUploadInput } from '../../../storage/file-upload.input.js';
import { MAX_FILES_PER_ORDER } from '../../order-errors.js';
import { MESSAGE_BODY_MAX } from '../message-errors.js';

const BODY = `The message as plain text (trimmed, at most ${MESSAGE_BODY_MAX} characters); may be empty when files are sent.`;

/**
 * The text of a message: trimmed; its length and emptiness are the service's to judge (with the files in view),
 * so both APIs refuse them with the same codes (MESSAGE_EMPTY, MESSAGE_TOO_LONG).
 */
@ArgsType()
export class SendMessageInput {
  @Field(() => String, { nullable: true, description: BODY })
  @ApiPropertyOptional({ maxLength: MESSAGE_BODY_MAX, description: BODY, example: 'هل وصلت الوثائق؟' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'الرسالة يجب أن تكون نصاً' })
  body?: string;
}
/** `POST /orders/{id}/messages`: JSON `{ body }`, or multipart `body` beside `files`. */
export class SendMessageBody extends RestInput(SendMessageInput) {}

/** GraphQL names the order among the arguments and carries files as base64. */
@ArgsType()
export class SendOrderMessageArgs extends SendMessageInput {
  @Field(() => Int) @IsRecordId('رقم الطلب غير صحيح') orderId: number;

  @Field(() => [FileUploadInput], {
    nullable: true,
    description: `Files sent with the message (PDF, JPG or PNG, at most 10 MB each, at most ${MAX_FILES_PER_ORDER}).`,
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_FILES_PER_ORDER, { message: `لا يمكن إرسال أكثر من ${MAX_FILES_PER_ORDER} ملفات في رسالة` })
  @ValidateNested({ each: true })
  @Type(() => FileUploadInput)
  files?: FileUploadInput[];
}

/** `GET /orders/{id}/messages?page=&page_size=`. */
export class MessageListQuery extends RestInput(PageQuery) {}

/** `orderMessages(orderId, page)`. */
@ArgsType()
export class OrderMessagesArgs extends PageArgs {
  @Field(() => Int) @IsRecordId('رقم الطلب غير صحيح') orderId: number;
}

/** OpenAPI's description of the multipart body (multer reads the files; SendMessageBody validates the text). */
export class MessageUploadBody {
  @ApiPropertyOptional({ description: BODY }) body?: string;
  @ApiProperty({
    type: 'array',
    required: false,
    items: { type: 'string', format: 'binary' },
    description: `Files sent with the message: PDF, JPG or PNG, at most 10 MB each, at most ${MAX_FILES_PER_ORDER}.`,
  })
  files?: unknown[];
}
