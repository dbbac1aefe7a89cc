import { Controller, Get, Header, Query } from '@nestjs/common';
import { ContentLanguageQuery, contentLanguage } from '../common/i18n/content-language.js';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
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

  /**
   * The web app manifest the pages link to (the installable app): built from the CMS, so the app bears the office's
   * name, logo and colour. A browser's resource rather than part of the API partners use.
   */
  @Get('web-app-manifest')
  @ApiResponse({
    status: 200,
    description: 'The web app manifest (W3C Web Application Manifest) in the language asked for.',
    content: { 'application/manifest+json': { schema: { type: 'object' } } },
  })
  @Header('Content-Type', 'application/manifest+json; charset=utf-8')
  webAppManifest(@Query() { lang }: ContentLanguageQuery) {
    return this.siteConfig.webAppManifest(contentLanguage(lang));
  }
}
