import { Body, Controller, Delete, Get, Post, Put, Query, UploadedFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { ImageUpload, type MultipartFile, requireImage } from '../storage/image-upload.js';
import { CmsService } from './cms.service.js';
import { CmsBody } from './dto/cms.body.js';
import { UPLOAD_RULES } from '../storage/upload-check.js';
import { ApiData } from '../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../common/output/rest-output.js';
import { CmsContentModel, CmsMissingTranslationModel } from './models/cms.model.js';
import { toCmsContentModel, toMissingTranslationModels } from './cms.mapper.js';
import { CmsLanguageQuery } from './dto/cms-language.js';

/** The back office's content editor (admin only). */
@ApiTags('admin')
@Controller('admin/cms')
export class CmsController {
  constructor(private readonly cms: CmsService) {}

  @Get()
  @ApiData(RestOutput(CmsContentModel))
  @Auth('admin')
  async get(@Query() { lang }: CmsLanguageQuery) {
    return { data: toRest(CmsContentModel, toCmsContentModel(await this.cms.editorContent(lang ?? 'ar'))) };
  }

  @Get('missing-translations')
  @ApiData([RestOutput(CmsMissingTranslationModel)], { description: 'One entry per translation (tr, en).' })
  @Auth('admin')
  async missingTranslations() {
    const missing = toMissingTranslationModels(await this.cms.missingTranslations(), 'rest');
    return { data: missing.map((entry) => toRest(CmsMissingTranslationModel, entry)) };
  }

  @Put()
  @ApiData(RestOutput(CmsContentModel), {
    description:
      'Every section after the change, in the language saved. In tr or en only the texts are accepted, a list with as many items as the Arabic; an empty text reads the Arabic again.',
  })
  @Auth('admin')
  async update(@CurrentUser() caller: AuthUser, @Body() body: CmsBody, @Query() { lang }: CmsLanguageQuery) {
    return {
      data: toRest(CmsContentModel, toCmsContentModel(await this.cms.update(caller, { ...body }, lang ?? 'ar'))),
    };
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
