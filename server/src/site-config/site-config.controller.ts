import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SiteConfigService } from './site-config.service.js';
import { toPublicConfigResponse } from './site-config.mapper.js';
import { ApiData } from '../common/openapi/api-responses.js';
import { PublicConfigResponse } from './dto/public-config.response.js';

@ApiTags('content')
@Controller('config')
export class SiteConfigController {
  constructor(private readonly siteConfig: SiteConfigService) {}

  /** Password minimum, branding, contact details, languages and payment instructions. */
  @Get()
  @ApiData(PublicConfigResponse)
  async get() {
    return { data: toPublicConfigResponse(await this.siteConfig.get()) };
  }
}
