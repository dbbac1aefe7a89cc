import { type CallHandler, type ExecutionContext, HttpException, Injectable, mixin, type NestInterceptor, type Type } from '@nestjs/common';
import { FileInterceptor, FilesInterceptor } from '@nestjs/platform-express';
import { AppError } from '../common/errors/app-error.js';
import { UPLOAD_RULES } from '../storage/upload-check.js';
import { MAX_FILES_PER_ORDER } from './order-files.service.js';

const LIMITS = { fileSize: UPLOAD_RULES.document.maxBytes, files: MAX_FILES_PER_ORDER };

/** multer's refusals (size, count, field) as Arabic answers naming the field, not English 400s or 500s. */
function uploadError(error: unknown, field: string): unknown {
  if (!(error instanceof HttpException)) return error;
  const cause = (error as { cause?: { code?: string; field?: string } }).cause;
  const fail = (msg: string, type: string) => AppError.validation([{ loc: ['body', cause?.field ?? field], msg, type }]);
  switch (cause?.code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError('PAYLOAD_TOO_LARGE', UPLOAD_RULES.document.sizeMessage, [
        { loc: ['body', cause.field ?? field], msg: UPLOAD_RULES.document.sizeMessage, type: 'file_too_large' },
      ]);
    case 'LIMIT_FILE_COUNT':
      return fail(`لا يمكن رفع أكثر من ${MAX_FILES_PER_ORDER} ملفات في الطلب`, 'too_many_files');
    case 'LIMIT_UNEXPECTED_FILE':
      return fail(`أرسل الملف في الحقل ${field}`, 'unexpected_field');
  }
  if (error.getStatus() === 415) return fail('أرسل الملفات بصيغة multipart/form-data', 'content_type');
  return error;
}

/**
 * multer for the order upload routes: memory storage, decisions section 7's limits, and its
 * errors translated. `single` takes one file in `field`, `many` up to 10 in a repeated `field`.
 */
export function OrderUploadInterceptor(mode: 'single' | 'many', field: string): Type<NestInterceptor> {
  const Multer = mode === 'single' ? FileInterceptor(field, { limits: LIMITS }) : FilesInterceptor(field, MAX_FILES_PER_ORDER, { limits: LIMITS });

  @Injectable()
  class TranslatedUploadInterceptor implements NestInterceptor {
    private readonly multer = new Multer();

    async intercept(context: ExecutionContext, next: CallHandler) {
      try {
        return await this.multer.intercept(context, next);
      } catch (error) {
        throw uploadError(error, field);
      }
    }
  }
  return mixin(TranslatedUploadInterceptor);
}
