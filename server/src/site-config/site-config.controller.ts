import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SiteConfigService } from './site-config.service.js';

@ApiTags('content')
@Controller('config')
export class SiteConfigController {
  constructor(private readonly siteConfig: SiteConfigService) {}

  /** Password minimum, branding, contact details, languages and payment instructions. */
  @Get()
  async get() {
    return { data: await this.siteConfig.get() };
  }
}
