import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, Matches, ValidateNested } from 'class-validator';
import { RestInput } from '../../../common/validation/rest-input.js';
import { IsRecordId, IsText } from '../../../common/validation/rules.js';
import { FileUploadInput } from '../../../storage/file-upload.input.js';

export const REVIEW_REASON_MAX = 500;
const ISSUED_ON = 'The document’s issue date (YYYY-MM-DD), required when the requirement has a largest age.';
export const DocumentDecision = { accepted: 'accepted', rejected: 'rejected' } as const;
export type DocumentDecision = (typeof DocumentDecision)[keyof typeof DocumentDecision];

/** The form fields beside the file of `POST /orders/{id}/documents/{requirementId}`. */
@ArgsType()
export class FillSlotFields {
  @Field(() => String, { nullable: true, description: ISSUED_ON })
  @ApiPropertyOptional({ format: 'date', description: ISSUED_ON })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'تاريخ الإصدار يجب أن يكون بالشكل YYYY-MM-DD' })
  issuedOn?: string;
}
export class FillSlotBody extends RestInput(FillSlotFields) {}

/** `uploadOrderDocument`: GraphQL names the order and the slot among the arguments (the file in base64). */
@ArgsType()
export class UploadOrderDocumentArgs extends FillSlotFields {
  @Field(() => Int) @IsRecordId('رقم الطلب غير صحيح') orderId: number;
  @Field(() => Int) @IsRecordId('رقم المستند المطلوب غير صحيح') requirementId: number;
  @Field(() => FileUploadInput)
  @IsDefined({ message: 'الملف مطلوب' })
  @ValidateNested()
  @Type(() => FileUploadInput)
  file: FileUploadInput;
}

/** A review: `PUT /orders/{id}/documents/{documentId}/review` and `reviewOrderDocument`. */
@ArgsType()
export class DocumentReview {
  @Field(() => String, { description: 'accepted or rejected.' })
  @ApiProperty({ enum: Object.values(DocumentDecision) })
  @IsIn(Object.values(DocumentDecision), { message: 'القرار يجب أن يكون accepted أو rejected' })
  decision: DocumentDecision;

  @Field(() => String, {
    nullable: true,
    description: 'Required to reject: one of the office’s reasons (in the client’s language) or free text.',
  })
  @ApiPropertyOptional({ maxLength: REVIEW_REASON_MAX })
  @IsOptional()
  @IsText(REVIEW_REASON_MAX, 'السبب يجب أن يكون نصاً')
  reason?: string;
}
export class DocumentReviewBody extends RestInput(DocumentReview) {}

@ArgsType()
export class ReviewOrderDocumentArgs extends DocumentReview {
  @Field(() => Int) @IsRecordId('رقم الطلب غير صحيح') orderId: number;
  @Field(() => Int) @IsRecordId('رقم الملف غير صحيح') documentId: number;
}
