import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { sectionPatchOpenApi } from '../../common/json-sections.js';
import { CMS_SCHEMAS } from '../cms.schema.js';

/**
 * `PUT /admin/cms`: any of the sections; the fields given in a section replace the stored ones and
 * the section must then be valid as a whole. `logo_url` and `favicon_url` are set by the uploads only.
 */
export class CmsBody {
  @ApiPropertyOptional(sectionPatchOpenApi(CMS_SCHEMAS.home)) @Allow() home?: Record<string, unknown>;
  @ApiPropertyOptional(sectionPatchOpenApi(CMS_SCHEMAS.about)) @Allow() about?: Record<string, unknown>;
  @ApiPropertyOptional(sectionPatchOpenApi(CMS_SCHEMAS.contact)) @Allow() contact?: Record<string, unknown>;
  @ApiPropertyOptional(sectionPatchOpenApi(CMS_SCHEMAS.settings.omit({ logo_url: true, favicon_url: true })))
  @Allow()
  settings?: Record<string, unknown>;
  @ApiPropertyOptional(sectionPatchOpenApi(CMS_SCHEMAS.pages)) @Allow() pages?: Record<string, unknown>;
}
