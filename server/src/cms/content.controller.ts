import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiData, ApiFile } from '../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../common/output/rest-output.js';
import { CmsContentModel } from './models/cms.model.js';
import { toCmsContentModel } from './cms.mapper.js';
import type { Request, Response } from 'express';
import { sendImage } from '../storage/public-image.js';
import { CmsService } from './cms.service.js';
import { ContentLanguageQuery, contentLanguage } from '../common/i18n/content-language.js';

/** What the public pages show: the CMS content, the logo and the favicon. */
@ApiTags('content')
@Controller('content')
export class ContentController {
  constructor(private readonly cms: CmsService) {}

  @Get()
  @ApiData(RestOutput(CmsContentModel), { description: 'What the public pages show.' })
  async get(@Query() { lang }: ContentLanguageQuery) {
    return { data: toRest(CmsContentModel, toCmsContentModel(await this.cms.contentIn(contentLanguage(lang)))) };
  }

  @Get('logo')
  @ApiFile(['image/png', 'image/jpeg'], 'The logo.')
  @ApiQuery({
    name: 'v',
    required: false,
    description: 'Version from logo_url; with it the answer is cached for a year.',
  })
  async logo(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    return sendImage(request, response, await this.cms.openBrandFile('logo'));
  }

  @Get('favicon')
  @ApiFile(['image/png', 'image/x-icon'], 'The favicon.')
  @ApiQuery({
    name: 'v',
    required: false,
    description: 'Version from favicon_url; with it the answer is cached for a year.',
  })
  async favicon(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    return sendImage(request, response, await this.cms.openBrandFile('favicon'));
  }
}
