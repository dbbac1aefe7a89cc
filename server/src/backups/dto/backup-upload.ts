import { tmpdir } from 'node:os';
import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiProperty } from '@nestjs/swagger';
import { AppError } from '../../common/errors/app-error.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';

export const BackupIdPipe = new IdParamPipe('رقم النسخة الاحتياطية غير صحيح');

/** Archives hold every uploaded file, so they may be large: written to a temporary file, never kept in memory. */
export const MAX_ARCHIVE_BYTES = 4 * 1024 * 1024 * 1024;

export class BackupUploadBody {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'A `.tar.gz` made by "create now" or by the schedule.',
  })
  file: unknown;
}

export type UploadedArchive = { originalname: string; path: string };

const Multer = FileInterceptor('file', { dest: tmpdir(), limits: { fileSize: MAX_ARCHIVE_BYTES, files: 1 } });

/** multer on disk for the restore upload, its refusals as Arabic answers naming the field. */
@Injectable()
export class BackupUploadInterceptor implements NestInterceptor {
  private readonly multer = new Multer();

  async intercept(context: ExecutionContext, next: CallHandler) {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (!(error instanceof HttpException)) throw error;
      const fail = (msg: string, type: string) => AppError.validation([{ loc: ['body', 'file'], msg, type }]);
      if (error.getStatus() === 415) throw fail('أرسل الملف بصيغة multipart/form-data', 'content_type');
      throw fail('أرسل ملف النسخة الاحتياطية في الحقل file', 'unexpected_field');
    }
  }
}
