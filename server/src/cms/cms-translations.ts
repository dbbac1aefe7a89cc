import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { AppError, type InputFieldError } from '../common/errors/app-error.js';
import { unknownSectionError, zodFieldErrors } from '../common/json-sections.js';
import { text } from '../common/validation/section-fields.js';
import type { Language } from '../common/i18n/languages.js';
import { CMS_SCHEMAS, CMS_SECTIONS, type CmsSection, TRANSLATED_FIELDS } from './cms.schema.js';

/** The languages the office's content is translated into; Arabic is the content itself. */
export const TRANSLATION_LANGUAGES = ['tr', 'en'] as const satisfies readonly Language[];
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** Each section's translation is a row of its own, `home:tr`, so saving one language never rewrites another. */
export const translationKey = (section: string, language: TranslationLanguage) => `${section}:${language}`;

type ItemTexts = Record<string, string | undefined>;
/** A section's Turkish or English texts: a field left out or empty reads the Arabic one. */
export type SectionTranslation = Record<string, string | ItemTexts[] | undefined>;
export type CmsTranslation = Partial<Record<CmsSection, SectionTranslation>>;
type Content = Record<CmsSection, Record<string, unknown>>;
type Item = Record<string, unknown>;

const translatedFieldsOf = (section: CmsSection) =>
  TRANSLATED_FIELDS[section] as Record<string, true | readonly string[]>;
const shapeOf = (schema: z.ZodObject) => schema.shape as Record<string, z.ZodType>;
const maxLengthOf = (field: z.ZodType) => (field as z.ZodString).maxLength ?? undefined;

/** What a translation of each section accepts: its translated fields, each optional and each as long as the Arabic may be. */
const TRANSLATION_SCHEMAS = Object.fromEntries(
  CMS_SECTIONS.map((section) => {
    const shape = shapeOf(CMS_SCHEMAS[section]);
    const fields = Object.entries(translatedFieldsOf(section)).map(([field, items]) => {
      if (items === true) return [field, text(maxLengthOf(shape[field])).optional()];
      const itemShape = shapeOf((shape[field] as z.ZodArray<z.ZodObject>).element);
      const item = z.strictObject(
        Object.fromEntries(items.map((key) => [key, text(maxLengthOf(itemShape[key])).optional()])),
      );
      return [field, z.array(item, { error: 'يجب أن تكون القيمة قائمة' }).optional()];
    });
    return [section, z.strictObject(Object.fromEntries(fields))];
  }),
) as Record<CmsSection, z.ZodObject>;

/**
 * The content in a translation: each translated text that has a value replaces the Arabic one; one that has
 * none reads the Arabic (`fallback`, what visitors see) or reads empty (what the editor fills in).
 */
export function translateContent<C extends Content>(arabic: C, translation: CmsTranslation, fallback: boolean): C {
  const or = (value: string | undefined, arabicValue: unknown) => value || (fallback ? arabicValue : '');
  return Object.fromEntries(
    CMS_SECTIONS.map((section) => {
      const given = translation[section] ?? {};
      const values = { ...arabic[section] };
      for (const [field, items] of Object.entries(translatedFieldsOf(section))) {
        if (items === true) values[field] = or(given[field] as string | undefined, values[field]);
        else
          values[field] = (values[field] as Item[]).map((item, index) => {
            const texts = (given[field] as ItemTexts[] | undefined)?.[index] ?? {};
            return { ...item, ...Object.fromEntries(items.map((key) => [key, or(texts[key], item[key])])) };
          });
      }
      return [section, values];
    }),
  ) as C;
}

/** Where a translation lacks a text the Arabic has, as paths: `['home', 'hero_title']`, `['home', 'why_us', 2, 'title']`. */
export function missingTranslations(arabic: Content, translation: CmsTranslation): (string | number)[][] {
  return CMS_SECTIONS.flatMap((section) => {
    const given = translation[section] ?? {};
    return Object.entries(translatedFieldsOf(section)).flatMap(([field, items]): (string | number)[][] => {
      if (items === true) return arabic[section][field] && !given[field] ? [[section, field]] : [];
      return (arabic[section][field] as Item[]).flatMap((item, index) => {
        const texts = (given[field] as ItemTexts[] | undefined)?.[index] ?? {};
        return items.filter((key) => item[key] && !texts[key]).map((key) => [section, field, index, key]);
      });
    });
  });
}

/**
 * A change to a translation: the given texts of each section replace the stored ones (a list whole), see
 * textsOf for the fields that are not texts; adding and removing list items is done in Arabic, and an empty
 * text reads the Arabic again. Every failure is reported at once.
 */
export function applyTranslationPatch(
  arabic: Content,
  current: CmsTranslation,
  patch: Partial<Record<string, unknown>>,
): CmsTranslation {
  const errors: InputFieldError[] = [];
  const next: CmsTranslation = {};
  for (const [key, given] of Object.entries(patch)) {
    if (given === undefined) continue;
    if (!(CMS_SECTIONS as string[]).includes(key)) {
      errors.push(unknownSectionError(key));
      continue;
    }
    const section = key as CmsSection;
    if (given === null || typeof given !== 'object' || Array.isArray(given)) {
      errors.push({ field: [section], msg: 'يجب أن يكون القسم كائناً من الحقول', type: 'invalid_type' });
      continue;
    }
    const { texts, refused } = textsOf(section, arabic[section], given as Record<string, unknown>);
    if (refused.length > 0) {
      errors.push(...refused);
      continue;
    }
    const result = TRANSLATION_SCHEMAS[section].safeParse(texts);
    if (result.success) next[section] = { ...current[section], ...(result.data as SectionTranslation) };
    else errors.push(...zodFieldErrors(result.error, [section]));
  }
  if (errors.length > 0) throw AppError.validation(errors);
  return next;
}

const sharedFieldError = (path: (string | number)[], field: string): InputFieldError => ({
  field: path,
  msg: {
    ar: `الحقل ${field} واحد في كل اللغات: يُعدَّل في المحتوى العربي`,
    tr: `${field} alanı her dilde aynıdır: Arapça içerikte düzenlenir`,
    en: `The field ${field} is the same in every language: edit it in the Arabic content`,
  },
  type: 'not_translated',
});

/**
 * The texts of a section's translation as given, without the fields that are one value in every language:
 * those may be sent back as they are (what the editor and `GET` give) and are then left out, but a different
 * value is refused, as is a list whose length is not the Arabic's.
 */
function textsOf(section: CmsSection, arabic: Item, given: Record<string, unknown>) {
  const translated = translatedFieldsOf(section);
  const refused: InputFieldError[] = [];
  const texts: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(given)) {
    if (value === undefined) continue;
    const items = translated[field];
    if (field in arabic && items === undefined) {
      if (!isDeepStrictEqual(value, arabic[field])) refused.push(sharedFieldError([section, field], field));
      continue;
    }
    const arabicItems = arabic[field];
    if (Array.isArray(items) && Array.isArray(arabicItems) && Array.isArray(value)) {
      if (value.length !== arabicItems.length) {
        refused.push({
          field: [section, field],
          msg: {
            ar: `يجب أن تحتوي الترجمة على ${arabicItems.length} عناصر كما في المحتوى العربي`,
            tr: `Çeviri, Arapça içerikteki gibi ${arabicItems.length} öğe içermelidir`,
            en: `The translation must have ${arabicItems.length} items, as the Arabic content has`,
          },
          type: 'list_length',
        });
        continue;
      }
      texts[field] = value.map((item: unknown, index) => {
        if (item === null || typeof item !== 'object') return item;
        const arabicItem = arabicItems[index] as Item;
        return Object.fromEntries(
          Object.entries(item).filter(([key, itemValue]) => {
            if (items.includes(key) || !(key in arabicItem)) return true;
            if (!isDeepStrictEqual(itemValue, arabicItem[key]))
              refused.push(sharedFieldError([section, field, index, key], key));
            return false;
          }),
        );
      });
      continue;
    }
    texts[field] = value;
  }
  return { texts, refused };
}

/**
 * After the Arabic of a section changed, its translations follow its lists: an item kept (found unchanged,
 * wherever it moved) keeps its translation, a new or rewritten one has none yet. A list whose length did
 * not change was edited in place and keeps its translations by position. Undefined when nothing moved.
 */
export function followArabicLists(before: Item, after: Item, translation: SectionTranslation | undefined) {
  if (!translation) return undefined;
  let moved = false;
  const followed = { ...translation };
  for (const [field, texts] of Object.entries(translation)) {
    const [was, is] = [before[field], after[field]];
    if (!Array.isArray(texts) || !Array.isArray(was) || !Array.isArray(is) || was.length === is.length) continue;
    moved = true;
    const unclaimed = was.map((item, index) => ({ key: JSON.stringify(item), texts: texts[index] ?? {} }));
    followed[field] = is.map((item) => {
      const at = unclaimed.findIndex((old) => old.key === JSON.stringify(item));
      return at === -1 ? {} : unclaimed.splice(at, 1)[0].texts;
    });
  }
  return moved ? followed : undefined;
}
