import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { SETTINGS_DEFAULTS } from '../database/seed/defaults.js';
import { SETTINGS_SCHEMAS, type Settings, type SettingsGroup } from './settings.schema.js';

/** Reads the stored system settings; what a group lacks comes from the defaults. */
@Injectable()
export class SettingsService {
  constructor(private readonly prisma: PrismaService) {}

  async get<G extends SettingsGroup>(group: G): Promise<Settings<G>> {
    const row = await this.prisma.settingGroup.findUnique({ where: { key: group } });
    const merged = { ...SETTINGS_DEFAULTS[group], ...(row?.data as object | undefined) };
    return SETTINGS_SCHEMAS[group].parse(merged) as Settings<G>;
  }
}
