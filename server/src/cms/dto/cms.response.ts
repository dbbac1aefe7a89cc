import { ApiProperty } from '@nestjs/swagger';
import { sectionOpenApi } from '../../common/json-sections.js';
import { CMS_SCHEMAS } from '../cms.schema.js';
import type { CmsContent } from '../cms.service.js';

/** Every CMS section as stored (snake_case), each field present. */
export class CmsContentResponse implements CmsContent {
  @ApiProperty(sectionOpenApi(CMS_SCHEMAS.home)) home: CmsContent['home'];
  @ApiProperty(sectionOpenApi(CMS_SCHEMAS.about)) about: CmsContent['about'];
  @ApiProperty(sectionOpenApi(CMS_SCHEMAS.contact)) contact: CmsContent['contact'];
  @ApiProperty(sectionOpenApi(CMS_SCHEMAS.settings)) settings: CmsContent['settings'];
  @ApiProperty(sectionOpenApi(CMS_SCHEMAS.pages)) pages: CmsContent['pages'];
}
