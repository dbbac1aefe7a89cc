import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { sectionPatchOpenApi } from '../../common/json-sections.js';
import { SETTINGS_SCHEMAS } from '../settings.schema.js';

/**
 * `PUT /admin/settings`: any of the groups; the fields given in a group replace the stored ones and
 * the group must then be valid as a whole. The service validates with the zod schemas.
 */
export class SettingsBody {
  @ApiPropertyOptional(sectionPatchOpenApi(SETTINGS_SCHEMAS.payment)) @Allow() payment?: Record<string, unknown>;
  @ApiPropertyOptional(sectionPatchOpenApi(SETTINGS_SCHEMAS.notifications)) @Allow() notifications?: Record<
    string,
    unknown
  >;
  @ApiPropertyOptional(sectionPatchOpenApi(SETTINGS_SCHEMAS.languages)) @Allow() languages?: Record<string, unknown>;
  @ApiPropertyOptional(sectionPatchOpenApi(SETTINGS_SCHEMAS.security)) @Allow() security?: Record<string, unknown>;
  @ApiPropertyOptional(sectionPatchOpenApi(SETTINGS_SCHEMAS.backup)) @Allow() backup?: Record<string, unknown>;
  @ApiPropertyOptional(sectionPatchOpenApi(SETTINGS_SCHEMAS.documents)) @Allow() documents?: Record<string, unknown>;
  @ApiPropertyOptional(sectionPatchOpenApi(SETTINGS_SCHEMAS.calendar)) @Allow() calendar?: Record<string, unknown>;
}
