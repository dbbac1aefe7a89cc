import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';
import { SETTINGS_DEFAULTS } from './settings-defaults.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { recordAudit } from '../audit/audit.js';
import { SETTINGS_GROUPS, SETTINGS_SCHEMAS, type Settings, type SettingsGroup } from './settings.schema.js';
import { applySectionPatch, readSections, type SectionPatch, type SectionValues } from '../common/json-sections.js';
import { holdAdvisoryLock } from '../database/advisory-locks.js';
import type { NotifiedCache } from '../database/notified-cache.js';
import { CacheService } from '../database/cache.service.js';

/** Sent by the trigger on `setting_groups` (migration `settings_and_content_change_notifications`) when a change commits. */
const SETTINGS_CHANNEL = 'settings_changed';

export type AllSettings = SectionValues<typeof SETTINGS_SCHEMAS>;
export type SettingsPatch = SectionPatch<typeof SETTINGS_SCHEMAS>;

/**
 * The system settings, stored by group in `setting_groups`. They are read on most requests (the back
 * office's two-step rule, session length, the public configuration) and rarely change, so they are kept
 * in memory and dropped on every committed change on every instance (see NotifiedCache); a change saved
 * here (password rules, lockout, session length, payment details) takes effect at once.
 */
@Injectable()
export class SettingsService {
  private readonly cache: NotifiedCache<AllSettings>;

  constructor(
    private readonly prisma: PrismaService,
    caches: CacheService,
  ) {
    this.cache = caches.notified('settings', SETTINGS_CHANNEL);
  }

  async get<G extends SettingsGroup>(group: G): Promise<Settings<G>> {
    return (await this.getAll())[group];
  }

  /** The settings as committed; inside a transaction, as that transaction sees them. */
  getAll(tx?: Pick<Prisma.TransactionClient, 'settingGroup'>): Promise<AllSettings> {
    return tx ? this.read(tx) : this.cache.get('all', () => this.read(this.prisma));
  }

  /** Each given group is merged over its stored fields and validated whole; see applySectionPatch. */
  async update(caller: AuthUser, patch: SettingsPatch): Promise<AllSettings> {
    const { settings } = await this.cache.change(
      () =>
        this.prisma.$transaction(async (tx) => {
          await holdAdvisoryLock(tx, 'settingsWrite');
          const current = await this.getAll(tx);
          const changes = applySectionPatch(SETTINGS_SCHEMAS, current, patch);
          if (Object.keys(changes).length === 0) return { settings: current, changed: false };
          for (const [key, data] of Object.entries(changes)) {
            await tx.settingGroup.upsert({
              where: { key },
              create: { key, data: data as Prisma.InputJsonObject, updatedById: caller.id },
              update: { data: data as Prisma.InputJsonObject, updatedById: caller.id },
            });
          }
          await recordAudit(tx, {
            actor: caller,
            action: 'settings.update',
            entityType: 'settings',
            details: changes as Prisma.InputJsonObject,
          });
          return { settings: await this.getAll(tx), changed: true };
        }),
      ({ changed }) => changed,
    );
    return settings;
  }

  private async read(db: Pick<Prisma.TransactionClient, 'settingGroup'>): Promise<AllSettings> {
    return readSections(
      SETTINGS_SCHEMAS,
      SETTINGS_DEFAULTS,
      await db.settingGroup.findMany({ where: { key: { in: SETTINGS_GROUPS } } }),
    );
  }
}
