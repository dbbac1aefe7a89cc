import { Controller, Get, Query } from '@nestjs/common';
import { ContentLanguageQuery, contentLanguage } from '../common/i18n/content-language.js';
import { ApiTags } from '@nestjs/swagger';
import { SiteConfigService } from './site-config.service.js';
import { toPublicConfigModel } from './site-config.mapper.js';
import { ApiData } from '../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../common/output/rest-output.js';
import { PublicConfigModel } from './models/public-config.model.js';

@ApiTags('content')
@Controller('config')
export class SiteConfigController {
  constructor(private readonly siteConfig: SiteConfigService) {}

  /** Password minimum, branding, contact details, languages and payment instructions. */
  @Get()
  @ApiData(RestOutput(PublicConfigModel))
  async get(@Query() { lang }: ContentLanguageQuery) {
    return { data: toRest(PublicConfigModel, toPublicConfigModel(await this.siteConfig.get(contentLanguage(lang)))) };
  }
}
