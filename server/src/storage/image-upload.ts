import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { AppError } from '../common/errors/app-error.js';
import { fromMulterFile } from './file-upload.input.js';
import type { IncomingFile } from './upload-check.js';

/**
 * A REST route taking one image as multipart field `field`. Multer stops reading at twice the
 * allowed size; anything below that reaches the content check, which answers with the exact limit.
 */
export const ImageUpload = (field: string, maxBytes: number, description: string) =>
  applyDecorators(
    UseInterceptors(FileInterceptor(field, { limits: { fileSize: maxBytes * 2, files: 1 } })),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: [field],
        properties: { [field]: { type: 'string', format: 'binary', description } },
      },
    }),
  );

/** What multer's memory storage hands the route (the fields the upload check reads). */
export type MultipartFile = Parameters<typeof fromMulterFile>[0];

export function requireImage(file: MultipartFile | undefined, field: string): IncomingFile {
  if (!file) throw AppError.validation([{ loc: ['body', field], msg: 'الصورة مطلوبة', type: 'missing' }]);
  return fromMulterFile(file);
}
