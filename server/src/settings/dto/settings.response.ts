import { ApiProperty } from '@nestjs/swagger';
import { sectionOpenApi } from '../../common/json-sections.js';
import { SETTINGS_SCHEMAS } from '../settings.schema.js';
import type { AllSettings } from '../settings.service.js';

/** Every settings group as stored (snake_case), each field present. */
export class SettingsResponse implements AllSettings {
  @ApiProperty(sectionOpenApi(SETTINGS_SCHEMAS.payment)) payment: AllSettings['payment'];
  @ApiProperty(sectionOpenApi(SETTINGS_SCHEMAS.notifications)) notifications: AllSettings['notifications'];
  @ApiProperty(sectionOpenApi(SETTINGS_SCHEMAS.languages)) languages: AllSettings['languages'];
  @ApiProperty(sectionOpenApi(SETTINGS_SCHEMAS.security)) security: AllSettings['security'];
  @ApiProperty(sectionOpenApi(SETTINGS_SCHEMAS.backup)) backup: AllSettings['backup'];
}
