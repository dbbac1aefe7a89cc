import { Field, InputType } from '@nestjs/graphql';
import { IsBase64, IsString, MaxLength, MinLength } from 'class-validator';
import type { IncomingFile } from './upload-check.js';

/**
 * A file sent over GraphQL: its name and its bytes in base64 (one file per mutation keeps the
 * request under the 15 MB body limit). REST takes the same files as multipart.
 */
@InputType('FileUpload')
export class FileUploadInput {
  @Field({ description: 'The original file name, e.g. "passport.pdf".' })
  @IsString({ message: 'اسم الملف مطلوب' })
  @MinLength(1, { message: 'اسم الملف مطلوب' })
  @MaxLength(255, { message: 'اسم الملف طويل جداً' })
  fileName: string;

  @Field({ description: 'The file content, base64-encoded.' })
  @IsBase64({}, { message: 'محتوى الملف يجب أن يكون بترميز base64' })
  contentBase64: string;
}

export const fromGraphQLUpload = (file: FileUploadInput): IncomingFile => ({
  originalName: file.fileName,
  bytes: Buffer.from(file.contentBase64, 'base64'),
});

/** A multer file (REST multipart) as the upload check expects it; multer reads names as latin1. */
export const fromMulterFile = (file: { originalname: string; buffer: Buffer }): IncomingFile => ({
  originalName: Buffer.from(file.originalname, 'latin1').toString('utf8'),
  bytes: file.buffer,
});
