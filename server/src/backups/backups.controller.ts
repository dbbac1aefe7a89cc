import { rm } from 'node:fs/promises';
import {
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { ApiData, ApiFile } from '../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../common/output/rest-output.js';
import {
  BackupCreatedMetaModel,
  BackupModel,
  BackupRestoreResultModel,
  DeletedBackupModel,
} from './models/backup.model.js';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { AppError } from '../common/errors/app-error.js';
import { fromMulterFile } from '../storage/file-upload.input.js';
import { contentDisposition } from '../common/http/content-disposition.js';
import { BackupsService } from './backups.service.js';
import { toBackupModel, toRestoreModel } from './backup.mapper.js';
import { BackupIdPipe, BackupUploadBody, BackupUploadInterceptor, type UploadedArchive } from './dto/backup-upload.js';

@ApiTags('admin')
@Controller('admin/backups')
@Auth('admin')
export class BackupsController {
  constructor(private readonly backups: BackupsService) {}

  @Get()
  @ApiData([RestOutput(BackupModel)], { description: 'Newest first.' })
  async list() {
    return { data: toRest(BackupModel, (await this.backups.list()).map(toBackupModel)) };
  }

  @Post()
  @ApiData(RestOutput(BackupModel), {
    status: 201,
    meta: RestOutput(BackupCreatedMetaModel),
    description: 'The finished backup, and the older ones pruned to keep backup.keep_backups.',
  })
  async create(@CurrentUser() caller: AuthUser) {
    const { backup, prunedIds } = await this.backups.createNow(caller);
    return { data: toRest(BackupModel, toBackupModel(backup)), meta: toRest(BackupCreatedMetaModel, { prunedIds }) };
  }

  @Get(':id/download')
  @ApiFile(['application/gzip'], 'The archive: every table and every uploaded file, with checksums.')
  @Header('Cache-Control', 'private, no-store')
  async download(@Param('id', BackupIdPipe) id: number) {
    const { backup, stream, size } = await this.backups.open(id);
    return new StreamableFile(stream, {
      type: 'application/gzip',
      length: size,
      disposition: contentDisposition(backup.fileName),
    });
  }

  @Delete(':id')
  @ApiData(RestOutput(DeletedBackupModel))
  async remove(@CurrentUser() caller: AuthUser, @Param('id', BackupIdPipe) id: number) {
    await this.backups.remove(caller, id);
    return { data: toRest(DeletedBackupModel, { id }) };
  }

  @Post(':id/restore')
  @ApiData(RestOutput(BackupRestoreResultModel), {
    description: 'Everything is as it was in the backup; the restore is in the audit log.',
  })
  @HttpCode(200)
  async restore(@CurrentUser() caller: AuthUser, @Param('id', BackupIdPipe) id: number) {
    return { data: toRest(BackupRestoreResultModel, toRestoreModel(await this.backups.restoreFromList(caller, id))) };
  }

  @Post('restore')
  @ApiData(RestOutput(BackupRestoreResultModel), {
    description: 'An uploaded archive, checked, then restored in one transaction.',
  })
  @HttpCode(200)
  @UseInterceptors(BackupUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: BackupUploadBody })
  async restoreUpload(@CurrentUser() caller: AuthUser, @UploadedFile() file?: UploadedArchive) {
    if (!file)
      throw AppError.validation([{ loc: ['body', 'file'], msg: 'ملف النسخة الاحتياطية مطلوب', type: 'missing' }]);
    try {
      const originalName = fromMulterFile({ originalname: file.originalname, buffer: Buffer.alloc(0) }).originalName;
      return {
        data: toRest(
          BackupRestoreResultModel,
          toRestoreModel(await this.backups.restoreFromUpload(caller, { path: file.path, originalName })),
        ),
      };
    } finally {
      await rm(file.path, { force: true });
    }
  }
}
