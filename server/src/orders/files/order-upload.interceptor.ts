import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  mixin,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FileInterceptor, FilesInterceptor } from '@nestjs/platform-express';
import { AppError } from '../../common/errors/app-error.js';
import type { ServerText } from '../../common/i18n/server-text.js';
import { UPLOAD_RULES } from '../../storage/upload-check.js';
import { MAX_FILES_PER_ORDER } from '../order-errors.js';

type Mode = 'single' | 'many';

const limitsFor = (mode: Mode) => ({
  fileSize: UPLOAD_RULES.document.maxBytes,
  files: mode === 'single' ? 1 : MAX_FILES_PER_ORDER,
});

/** multer's refusals (size, count, field) as answers naming the field in the request's language, not 400s or 500s. */
function uploadError(error: unknown, mode: Mode, field: string): unknown {
  if (!(error instanceof HttpException)) return error;
  const cause = (error as { cause?: { code?: string; field?: string } }).cause;
  const fail = (msg: ServerText, type: string) =>
    AppError.validation([{ loc: ['body', cause?.field ?? field], msg, type }]);
  switch (cause?.code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError('PAYLOAD_TOO_LARGE', UPLOAD_RULES.document.sizeMessage, [
        { loc: ['body', cause.field ?? field], msg: UPLOAD_RULES.document.sizeMessage, type: 'file_too_large' },
      ]);
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      if (cause.field && cause.field !== field)
        return fail(
          mode === 'single'
            ? {
                ar: `أرسل الملف في الحقل ${field}`,
                tr: `Dosyayı ${field} alanında gönderin`,
                en: `Send the file in the ${field} field`,
              }
            : {
                ar: `أرسل الملفات في الحقل ${field}`,
                tr: `Dosyaları ${field} alanında gönderin`,
                en: `Send the files in the ${field} field`,
              },
          'unexpected_field',
        );
      return fail(
        mode === 'single' ? 'أرسل ملفاً واحداً فقط' : `لا يمكن رفع أكثر من ${MAX_FILES_PER_ORDER} ملفات في الطلب`,
        'too_many_files',
      );
  }
  if (error.getStatus() === 415) return fail('أرسل الملفات بصيغة multipart/form-data', 'content_type');
  return error;
}

/**
 * multer for the order upload routes: memory storage, the document size limit, and its
 * errors translated. `single` takes one file in `field`, `many` up to 10 in a repeated `field`.
 */
export function OrderUploadInterceptor(mode: Mode, field: string): Type<NestInterceptor> {
  const Multer =
    mode === 'single'
      ? FileInterceptor(field, { limits: limitsFor(mode) })
      : FilesInterceptor(field, MAX_FILES_PER_ORDER, { limits: limitsFor(mode) });

  @Injectable()
  class TranslatedUploadInterceptor implements NestInterceptor {
    private readonly multer = new Multer();

    async intercept(context: ExecutionContext, next: CallHandler) {
      try {
        return await this.multer.intercept(context, next);
      } catch (error) {
        throw uploadError(error, mode, field);
      }
    }
  }
  return mixin(TranslatedUploadInterceptor);
}
