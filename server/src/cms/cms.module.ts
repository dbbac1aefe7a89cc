import { Module } from '@nestjs/common';
import { CmsController } from './cms.controller.js';
import { ContentController } from './content.controller.js';
import { CmsResolver } from './cms.resolver.js';
import { CmsService } from './cms.service.js';

@Module({
  controllers: [CmsController, ContentController],
  providers: [CmsService, CmsResolver],
  exports: [CmsService],
})
export class CmsModule {}
