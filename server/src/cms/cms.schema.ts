import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { text, whole } from '../common/validation/section-fields.js';

const required = (max: number, message: string) => text(max).min(1, message);
/**
 * As people write office numbers: digits with an optional leading +, spaces, dashes and brackets. A number
 * in international form is kept as libphonenumber writes it (`+905321234567` → `+90 532 123 45 67`), so every
 * page shows the office's numbers alike without the phone metadata in the browser; others stay as typed.
 */
const phone = z
  .string({ error: 'رقم الهاتف غير صحيح' })
  .trim()
  .regex(/^\+?\d[\d\s()-]{5,24}$/, 'رقم الهاتف غير صحيح')
  .transform((value) => {
    const number = value.startsWith('+') ? parsePhoneNumberFromString(value) : undefined;
    return number?.isValid() ? number.formatInternational() : value;
  });
const color = z
  .string({ error: 'اللون يجب أن يكون بالشكل #rrggbb' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'اللون يجب أن يكون بالشكل #rrggbb')
  .transform((value) => value.toLowerCase());
/** A list of cards on the home page: 1 to 12 items, or exactly `size`; a card's unknown fields are refused. */
const cards = <T extends z.ZodObject>(item: T, size?: number) => {
  const list = z.array(item, { error: 'يجب أن تكون القيمة قائمة' });
  return size === undefined
    ? list.min(1, 'يجب أن تحتوي القائمة على عنصر واحد على الأقل').max(12, 'يجب ألا تزيد القائمة عن 12 عنصراً')
    : list.length(size, `يجب أن تحتوي القائمة على ${size} عناصر بالضبط`);
};
const titledCard = z.strictObject({ title: required(100, 'العنوان مطلوب'), text: required(500, 'النص مطلوب') });
/** Set by the logo and favicon uploads, never by a content edit. */
const uploadedFileUrl = z.string().nullable();

/** The CMS sections (home, about, contact, settings, terms and privacy pages) as stored in `cms_sections`. */
export const CMS_SCHEMAS = {
  home: z.object({
    hero_title: required(200, 'عنوان الواجهة مطلوب'),
    hero_subtitle: text(300),
    hero_description: text(1000),
    about_title: text(200),
    about_description: text(2000),
    stats: cards(z.strictObject({ value: required(20, 'القيمة مطلوبة'), label: required(100, 'الوصف مطلوب') }), 4),
    why_us_title: text(200),
    why_us: cards(titledCard),
    services_title: text(200),
    services_subtitle: text(300),
    steps_title: text(200),
    steps: cards(titledCard),
    testimonials_title: text(200),
    testimonials: cards(
      z.strictObject({
        name: required(100, 'الاسم مطلوب'),
        place: text(100),
        text: required(1000, 'النص مطلوب'),
        rating: whole(1, 5).default(5),
      }),
    ),
    cta_title: text(200),
    cta_text: text(1000),
  }),
  about: z.object({
    title: required(200, 'العنوان مطلوب'),
    description: text(3000),
    mission: text(1000),
    vision: text(1000),
    years_experience: whole(0, 200),
    team_size: whole(0, 100_000),
  }),
  contact: z.object({
    phone,
    whatsapp: phone,
    email: z.email({ error: 'البريد الإلكتروني غير صحيح' }).max(254, 'البريد الإلكتروني طويل جداً'),
    address: text(300),
    working_hours: text(200),
  }),
  settings: z.object({
    site_name: required(100, 'اسم الموقع مطلوب'),
    site_description: text(300),
    logo_url: uploadedFileUrl,
    favicon_url: uploadedFileUrl,
    primary_color: color,
    secondary_color: color,
  }),
  pages: z.object({
    terms: text(20_000),
    privacy: text(20_000),
  }),
};

export type CmsSection = keyof typeof CMS_SCHEMAS;
export const CMS_SECTIONS = Object.keys(CMS_SCHEMAS) as CmsSection[];
/** Fields of the `settings` section that only the uploads change; a content edit that sends them is ignored. */
export const UPLOAD_MANAGED_FIELDS = ['logo_url', 'favicon_url'] as const;

/**
 * The fields that carry words, and so have Turkish and English values beside the Arabic; for a list, the
 * fields of its items. The others (figures, phones, colours, uploads, ratings) are one value in every language.
 */
export const TRANSLATED_FIELDS = {
  home: {
    hero_title: true,
    hero_subtitle: true,
    hero_description: true,
    about_title: true,
    about_description: true,
    stats: ['label'],
    why_us_title: true,
    why_us: ['title', 'text'],
    services_title: true,
    services_subtitle: true,
    steps_title: true,
    steps: ['title', 'text'],
    testimonials_title: true,
    testimonials: ['name', 'place', 'text'],
    cta_title: true,
    cta_text: true,
  },
  about: { title: true, description: true, mission: true, vision: true },
  contact: { address: true, working_hours: true },
  settings: { site_name: true, site_description: true },
  pages: { terms: true, privacy: true },
} as const satisfies Record<CmsSection, Record<string, true | readonly string[]>>;
