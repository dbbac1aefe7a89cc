import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';
import { CMS_DEFAULTS } from './cms-defaults.js';
import { CmsErrors } from './cms-errors.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { recordAudit } from '../audit/audit.js';
import { deleteQuietly, FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { applySectionPatch, readSections, type SectionPatch, type SectionValues } from '../common/json-sections.js';
import { imageVersion, newImageKey, type OpenedImage } from '../storage/public-image.js';
import { CMS_SCHEMAS, CMS_SECTIONS, UPLOAD_MANAGED_FIELDS } from './cms.schema.js';
import { checkUpload, type IncomingFile } from '../storage/upload-check.js';
import type { Language } from '../common/i18n/languages.js';
import {
  applyTranslationPatch,
  type CmsTranslation,
  followArabicLists,
  missingTranslations,
  translateContent,
  TRANSLATION_LANGUAGES,
  translationKey,
  type TranslationLanguage,
} from './cms-translations.js';

/** The office's logo and favicon, stored like every upload and checked by content. */
export type BrandFileKind = 'logo' | 'favicon';
import { holdAdvisoryLock } from '../database/advisory-locks.js';
import type { NotifiedCache } from '../database/notified-cache.js';
import { CacheService } from '../database/cache.service.js';

export type CmsContent = SectionValues<typeof CMS_SCHEMAS>;
export type CmsPatch = SectionPatch<typeof CMS_SCHEMAS>;
/** The Arabic content (the content itself) and its Turkish and English texts. */
type CmsState = { arabic: CmsContent; translations: Record<TranslationLanguage, CmsTranslation> };

/** The content in a language, with or without the Arabic where a text is not translated (see translateContent). */
const contentView = ({ arabic, translations }: CmsState, language: Language, fallback: boolean) =>
  language === 'ar' ? arabic : translateContent(arabic, translations[language], fallback);

const TRANSLATION_KEYS = TRANSLATION_LANGUAGES.flatMap((language) =>
  CMS_SECTIONS.map((section) => translationKey(section, language)),
);

/** Where the uploaded logo and favicon are kept: a CMS row of its own, never part of the public content. */
const BRAND_FILES_KEY = 'brand_files';
type StoredBrandFile = { key: string; mime_type: string };
type BrandFiles = Partial<Record<BrandFileKind, StoredBrandFile>>;

const URL_FIELD = { logo: 'logo_url', favicon: 'favicon_url' } as const;
const NOTHING_UPLOADED = { logo: CmsErrors.NO_LOGO, favicon: CmsErrors.NO_FAVICON } as const;

/** Sent by the trigger on `cms_sections` (migration `settings_and_content_change_notifications`) when a change commits. */
export const CMS_CHANNEL = 'cms_changed';

/**
 * The public site's content (home, about, contact, site settings, terms and privacy), stored by section.
 * Every public page loads it, so it is kept in memory and dropped on every committed change on every
 * instance (see NotifiedCache); a change saved here shows at once.
 */
@Injectable()
export class CmsService {
  private readonly logger = new Logger(CmsService.name);
  private readonly cache: NotifiedCache<CmsState>;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    caches: CacheService,
  ) {
    this.cache = caches.notified('cms', CMS_CHANNEL);
  }

  /** The Arabic content as committed (the content itself); inside a transaction, as that transaction sees it. */
  async getAll(tx?: Pick<Prisma.TransactionClient, 'cmsSection'>): Promise<CmsContent> {
    return (await this.state(tx)).arabic;
  }

  /** What visitors read in a language: each text in it where it has been translated, else in Arabic. */
  async contentIn(language: Language): Promise<CmsContent> {
    return contentView(await this.state(), language, true);
  }

  /** What the editor shows for a language: its own texts only, empty where not yet translated. */
  async editorContent(language: Language): Promise<CmsContent> {
    return contentView(await this.state(), language, false);
  }

  /** The texts each translation still lacks (see missingTranslations). */
  async missingTranslations() {
    const { arabic, translations } = await this.state();
    return TRANSLATION_LANGUAGES.map((language) => ({
      language,
      fields: missingTranslations(arabic, translations[language]),
    }));
  }

  private state(tx?: Pick<Prisma.TransactionClient, 'cmsSection'>): Promise<CmsState> {
    return tx ? this.read(tx) : this.cache.get('all', () => this.read(this.prisma));
  }

  private async read(db: Pick<Prisma.TransactionClient, 'cmsSection'>): Promise<CmsState> {
    const rows = await db.cmsSection.findMany({ where: { key: { in: [...CMS_SECTIONS, ...TRANSLATION_KEYS] } } });
    const stored = new Map(rows.map((row) => [row.key, row.data]));
    const translation = (language: TranslationLanguage): CmsTranslation =>
      Object.fromEntries(
        CMS_SECTIONS.map((section) => [section, stored.get(translationKey(section, language)) ?? undefined]),
      );
    return {
      arabic: readSections(CMS_SCHEMAS, CMS_DEFAULTS, rows),
      translations: { tr: translation('tr'), en: translation('en') },
    };
  }

  /**
   * Each given section is merged over its stored fields and validated whole (see applySectionPatch), in
   * Arabic or in a translation (see applyTranslationPatch); the answer is the content as the editor shows
   * that language. The logo and favicon URLs belong to the uploads: values sent here are dropped.
   */
  async update(caller: AuthUser, patch: CmsPatch, language: Language = 'ar'): Promise<CmsContent> {
    const settings = patch.settings;
    const withoutUploads =
      settings && typeof settings === 'object'
        ? {
            ...patch,
            settings: Object.fromEntries(
              Object.entries(settings).filter(
                ([field]) => !(UPLOAD_MANAGED_FIELDS as readonly string[]).includes(field),
              ),
            ),
          }
        : patch;
    const { content } = await this.cache.change(
      () =>
        this.prisma.$transaction(async (tx) => {
          await holdAdvisoryLock(tx, 'cmsWrite');
          const current = await this.state(tx);
          const changes =
            language === 'ar'
              ? this.arabicChanges(current, withoutUploads)
              : this.translationChanges(current, language, withoutUploads);
          if (changes.length === 0) return { content: contentView(current, language, false), changed: false };
          for (const [key, data] of changes) await this.saveSection(tx, caller, key, data);
          await recordAudit(tx, {
            actor: caller,
            action: 'cms.update',
            entityType: 'cms',
            details: { sections: changes.map(([key]) => key) },
          });
          return { content: contentView(await this.state(tx), language, false), changed: true };
        }),
      ({ changed }) => changed,
    );
    return content;
  }

  /** The rows an Arabic change writes: its sections, and the translations whose lists follow them. */
  private arabicChanges({ arabic, translations }: CmsState, patch: CmsPatch): [string, object][] {
    const changes = Object.entries(applySectionPatch(CMS_SCHEMAS, arabic, patch)) as [
      keyof CmsContent,
      Record<string, unknown>,
    ][];
    return changes.flatMap(([section, data]): [string, object][] => [
      [section, data],
      ...TRANSLATION_LANGUAGES.flatMap((language): [string, object][] => {
        const followed = followArabicLists(arabic[section], data, translations[language][section]);
        return followed ? [[translationKey(section, language), followed]] : [];
      }),
    ]);
  }

  private translationChanges(current: CmsState, language: TranslationLanguage, patch: CmsPatch): [string, object][] {
    const changes = applyTranslationPatch(current.arabic, current.translations[language], patch);
    return Object.entries(changes).map(([section, data]) => [translationKey(section, language), data]);
  }

  /** Stores the new logo or favicon, points the site settings at it and removes the one it replaces. */
  async uploadBrandFile(caller: AuthUser, kind: BrandFileKind, file: IncomingFile, field: string): Promise<CmsContent> {
    const checked = await checkUpload(file, kind, field);
    const key = newImageKey('cms', checked.extension);
    await this.storage.put(key, checked.bytes, checked.mimeType);
    try {
      const { content, replaced } = await this.setBrandFile(caller, kind, { key, mime_type: checked.mimeType });
      if (replaced) await deleteQuietly(this.storage, replaced.key, this.logger);
      return content;
    } catch (error) {
      await deleteQuietly(this.storage, key, this.logger);
      throw error;
    }
  }

  async removeBrandFile(caller: AuthUser, kind: BrandFileKind): Promise<CmsContent> {
    const { content, replaced } = await this.setBrandFile(caller, kind, null);
    if (replaced) await deleteQuietly(this.storage, replaced.key, this.logger);
    return content;
  }

  async openBrandFile(kind: BrandFileKind): Promise<OpenedImage> {
    const row = await this.prisma.cmsSection.findUnique({ where: { key: BRAND_FILES_KEY } });
    const stored = (row?.data as BrandFiles | undefined)?.[kind];
    const opened = stored && (await this.storage.open(stored.key));
    if (!stored || !opened) throw NOTHING_UPLOADED[kind]();
    return { ...opened, mimeType: stored.mime_type, version: imageVersion(stored.key) };
  }

  private setBrandFile(caller: AuthUser, kind: BrandFileKind, file: StoredBrandFile | null) {
    return this.cache.change(() =>
      this.prisma.$transaction(async (tx) => {
        await holdAdvisoryLock(tx, 'cmsWrite');
        const row = await tx.cmsSection.findUnique({ where: { key: BRAND_FILES_KEY } });
        const files: BrandFiles = { ...(row?.data as BrandFiles | undefined) };
        const replaced = files[kind];
        if (!replaced && !file) throw NOTHING_UPLOADED[kind]();
        if (file) files[kind] = file;
        else delete files[kind];
        await this.saveSection(tx, caller, BRAND_FILES_KEY, files);
        const { settings } = await this.getAll(tx);
        const url = file ? `/api/v1/content/${kind}?v=${imageVersion(file.key)}` : null;
        await this.saveSection(tx, caller, 'settings', { ...settings, [URL_FIELD[kind]]: url });
        await recordAudit(tx, {
          actor: caller,
          action: file ? `cms.${kind}.upload` : `cms.${kind}.remove`,
          entityType: 'cms',
          entityId: kind,
        });
        return { content: await this.getAll(tx), replaced };
      }),
    );
  }

  private saveSection(tx: Prisma.TransactionClient, caller: AuthUser, key: string, data: object) {
    const json = data as Prisma.InputJsonObject;
    return tx.cmsSection.upsert({
      where: { key },
      create: { key, data: json, updatedById: caller.id },
      update: { data: json, updatedById: caller.id },
    });
  }
}
