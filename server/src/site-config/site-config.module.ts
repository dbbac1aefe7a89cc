import { Module } from '@nestjs/common';
import { CmsModule } from '../cms/cms.module.js';
import { SiteConfigController } from './site-config.controller.js';
import { SiteConfigResolver } from './site-config.resolver.js';
import { SiteConfigService } from './site-config.service.js';

@Module({
  imports: [CmsModule],
  controllers: [SiteConfigController],
  providers: [SiteConfigService, SiteConfigResolver],
  exports: [SiteConfigService],
})
export class SiteConfigModule {}
