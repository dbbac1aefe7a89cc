import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';
import { SETTINGS_DEFAULTS } from './settings-defaults.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { recordAudit } from '../audit/audit.js';
import { SETTINGS_GROUPS, SETTINGS_SCHEMAS, type Settings, type SettingsGroup } from './settings.schema.js';
import { applySectionPatch, readSection, type SectionPatch, type SectionValues } from '../common/json-sections.js';
import { holdAdvisoryLock } from '../database/advisory-locks.js';

export type AllSettings = SectionValues<typeof SETTINGS_SCHEMAS>;
export type SettingsPatch = SectionPatch<typeof SETTINGS_SCHEMAS>;

/**
 * The system settings, stored by group in `setting_groups`. Every read goes to the database, so a
 * saved change (password rules, lockout, session length, payment details) takes effect at once.
 */
@Injectable()
export class SettingsService {
  constructor(private readonly prisma: PrismaService) {}

  async get<G extends SettingsGroup>(group: G): Promise<Settings<G>> {
    const row = await this.prisma.settingGroup.findUnique({ where: { key: group } });
    return readSection(SETTINGS_SCHEMAS[group], SETTINGS_DEFAULTS[group], row?.data) as Settings<G>;
  }

  async getAll(db: Pick<Prisma.TransactionClient, 'settingGroup'> = this.prisma): Promise<AllSettings> {
    const rows = await db.settingGroup.findMany({ where: { key: { in: SETTINGS_GROUPS } } });
    const stored = new Map(rows.map((row) => [row.key, row.data]));
    return Object.fromEntries(
      SETTINGS_GROUPS.map((group) => [group, readSection(SETTINGS_SCHEMAS[group], SETTINGS_DEFAULTS[group], stored.get(group))]),
    ) as AllSettings;
  }

  /** Each given group is merged over its stored fields and validated whole; see applySectionPatch. */
  async update(caller: AuthUser, patch: SettingsPatch): Promise<AllSettings> {
    return this.prisma.$transaction(async (tx) => {
      await holdAdvisoryLock(tx, 'settingsWrite');
      const current = await this.getAll(tx);
      const changes = applySectionPatch(SETTINGS_SCHEMAS, current, patch);
      if (Object.keys(changes).length === 0) return current;
      for (const [key, data] of Object.entries(changes)) {
        await tx.settingGroup.upsert({
          where: { key },
          create: { key, data: data as Prisma.InputJsonObject, updatedById: caller.id },
          update: { data: data as Prisma.InputJsonObject, updatedById: caller.id },
        });
      }
      await recordAudit(tx, { actor: caller, action: 'settings.update', entityType: 'settings', details: changes as Prisma.InputJsonObject });
      return this.getAll(tx);
    });
  }
}
