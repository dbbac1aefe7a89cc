import { Body, Controller, Delete, Get, Post, Put, UploadedFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { ImageUpload, type MultipartFile, requireImage } from '../storage/image-upload.js';
import { CmsService } from './cms.service.js';
import { CmsBody } from './dto/cms.body.js';
import { UPLOAD_RULES } from '../storage/upload-check.js';
import { ApiData } from '../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../common/output/rest-output.js';
import { CmsContentModel } from './models/cms.model.js';
import { toCmsContentModel } from './cms.mapper.js';

/** The back office's content editor (admin only). */
@ApiTags('admin')
@Controller('admin/cms')
export class CmsController {
  constructor(private readonly cms: CmsService) {}

  @Get()
  @ApiData(RestOutput(CmsContentModel))
  @Auth('admin')
  async get() {
    return { data: toRest(CmsContentModel, toCmsContentModel(await this.cms.getAll())) };
  }

  @Put()
  @ApiData(RestOutput(CmsContentModel), { description: 'Every section after the change.' })
  @Auth('admin')
  async update(@CurrentUser() caller: AuthUser, @Body() body: CmsBody) {
    return { data: toRest(CmsContentModel, toCmsContentModel(await this.cms.update(caller, { ...body }))) };
  }

  @Post('logo')
  @ApiData(RestOutput(CmsContentModel), {
    status: 201,
    description: 'Every section; settings.logo_url points to the new logo.',
  })
  @Auth('admin')
  @ImageUpload('file', UPLOAD_RULES.logo.maxBytes, 'PNG or JPG, at most 2 MB')
  async uploadLogo(@CurrentUser() caller: AuthUser, @UploadedFile() file?: MultipartFile) {
    return {
      data: toRest(
        CmsContentModel,
        toCmsContentModel(await this.cms.uploadBrandFile(caller, 'logo', requireImage(file, 'file'), 'file')),
      ),
    };
  }

  @Delete('logo')
  @ApiData(RestOutput(CmsContentModel))
  @Auth('admin')
  async removeLogo(@CurrentUser() caller: AuthUser) {
    return { data: toRest(CmsContentModel, toCmsContentModel(await this.cms.removeBrandFile(caller, 'logo'))) };
  }

  @Post('favicon')
  @ApiData(RestOutput(CmsContentModel), {
    status: 201,
    description: 'Every section; settings.favicon_url points to the new favicon.',
  })
  @Auth('admin')
  @ImageUpload('file', UPLOAD_RULES.favicon.maxBytes, 'PNG or ICO (32x32), at most 512 KB')
  async uploadFavicon(@CurrentUser() caller: AuthUser, @UploadedFile() file?: MultipartFile) {
    return {
      data: toRest(
        CmsContentModel,
        toCmsContentModel(await this.cms.uploadBrandFile(caller, 'favicon', requireImage(file, 'file'), 'file')),
      ),
    };
  }

  @Delete('favicon')
  @ApiData(RestOutput(CmsContentModel))
  @Auth('admin')
  async removeFavicon(@CurrentUser() caller: AuthUser) {
    return { data: toRest(CmsContentModel, toCmsContentModel(await this.cms.removeBrandFile(caller, 'favicon'))) };
  }
}
