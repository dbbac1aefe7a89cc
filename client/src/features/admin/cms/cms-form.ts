import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import type { AdminCmsContentFragment, CmsInput, Language } from '../../../gql/graphql';
import { EMAIL_PATTERN } from '../../../lib/forms';

export const MAX_CARDS = 12;
export const STATS_COUNT = 4;

/**
 * The content form's rules: those the server enforces and the browser can check first. In a translation
 * every text may stay empty (visitors then read the Arabic).
 */
export function cmsSchema(intl: IntlShape, language: Language = 'ar') {
  const m = (id: string) => intl.formatMessage({ id });
  const text = z.string();
  const required = language === 'ar' ? z.string().trim().min(1, m('cms.error.required')) : text;
  const whole = z
    .number({ error: m('cms.error.number') })
    .int(m('cms.error.number'))
    .min(0, m('cms.error.number'));
  const color = z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, m('cms.error.color'));
  const phone = z
    .string()
    .trim()
    .regex(/^\+?\d[\d\s()-]{5,24}$/, m('cms.error.phone'));
  const card = z.object({ title: required, text: required });
  const cards = z.array(card).min(1, m('cms.error.listEmpty')).max(MAX_CARDS);
  return z.object({
    home: z.object({
      heroTitle: required,
      heroSubtitle: text,
      heroDescription: text,
      aboutTitle: text,
      aboutDescription: text,
      stats: z.array(z.object({ value: required, label: required })).length(STATS_COUNT),
      whyUsTitle: text,
      whyUs: cards,
      servicesTitle: text,
      servicesSubtitle: text,
      stepsTitle: text,
      steps: cards,
      testimonialsTitle: text,
      testimonials: z
        .array(z.object({ name: required, place: text, text: required, rating: z.number().int().min(1).max(5) }))
        .min(1, m('cms.error.listEmpty'))
        .max(MAX_CARDS),
      ctaTitle: text,
      ctaText: text,
    }),
    about: z.object({
      title: required,
      description: text,
      mission: text,
      vision: text,
      yearsExperience: whole,
      teamSize: whole,
    }),
    contact: z.object({
      phone,
      whatsapp: phone,
      email: z.string().trim().regex(EMAIL_PATTERN, m('cms.error.email')),
      address: text,
      workingHours: text,
    }),
    settings: z.object({ siteName: required, siteDescription: text, primaryColor: color, secondaryColor: color }),
    pages: z.object({ terms: text, privacy: text }),
  });
}

export type CmsForm = z.infer<ReturnType<typeof cmsSchema>>;
export type CmsTab = keyof CmsForm | 'cards' | 'testimonials';

/** The loaded content as the form holds it (no typenames, no uploaded-file addresses). */
export function toCmsForm(content: AdminCmsContentFragment): CmsForm {
  const { home, about, contact, settings, pages } = content;
  return {
    home: {
      heroTitle: home.heroTitle,
      heroSubtitle: home.heroSubtitle,
      heroDescription: home.heroDescription,
      aboutTitle: home.aboutTitle,
      aboutDescription: home.aboutDescription,
      stats: home.stats.map(({ value, label }) => ({ value, label })),
      whyUsTitle: home.whyUsTitle,
      whyUs: home.whyUs.map(({ title, text }) => ({ title, text })),
      servicesTitle: home.servicesTitle,
      servicesSubtitle: home.servicesSubtitle,
      stepsTitle: home.stepsTitle,
      steps: home.steps.map(({ title, text }) => ({ title, text })),
      testimonialsTitle: home.testimonialsTitle,
      testimonials: home.testimonials.map(({ name, place, text, rating }) => ({ name, place, text, rating })),
      ctaTitle: home.ctaTitle,
      ctaText: home.ctaText,
    },
    about: {
      title: about.title,
      description: about.description,
      mission: about.mission,
      vision: about.vision,
      yearsExperience: about.yearsExperience,
      teamSize: about.teamSize,
    },
    contact: {
      phone: contact.phone,
      whatsapp: contact.whatsapp,
      email: contact.email,
      address: contact.address,
      workingHours: contact.workingHours,
    },
    settings: {
      siteName: settings.siteName,
      siteDescription: settings.siteDescription,
      primaryColor: settings.primaryColor,
      secondaryColor: settings.secondaryColor,
    },
    pages: { terms: pages.terms, privacy: pages.privacy },
  };
}

/** The whole form is saved at once: every section, as the server's input takes it. */
export const toCmsInput = (form: CmsForm): CmsInput => form;

/** Which tab holds a field (`home.whyUs.2.title` → cards), to show the first invalid one after a failed submit. */
export function tabOfField(path: string): CmsTab {
  const [section, field] = path.split('.');
  if (section === 'home' && ['stats', 'whyUs', 'whyUsTitle', 'steps', 'stepsTitle'].includes(field)) return 'cards';
  if (section === 'home' && ['testimonials', 'testimonialsTitle'].includes(field)) return 'testimonials';
  return section as CmsTab;
}

type Tree = string | number | boolean | null | undefined | readonly Tree[] | { readonly [key: string]: Tree };

/** The translation with each empty text read from the Arabic: what visitors see in that language. */
export function withArabicFallback<T>(translation: T, arabic: T): T {
  const fill = (own: Tree, original: Tree): Tree => {
    if (typeof own === 'string') return own.trim() ? own : original;
    if (Array.isArray(own)) return own.map((item: Tree, index) => fill(item, (original as readonly Tree[])?.[index]));
    if (own && typeof own === 'object')
      return Object.fromEntries(
        Object.entries(own).map(([key, value]) => [key, fill(value, (original as Record<string, Tree>)?.[key])]),
      );
    return own;
  };
  return fill(translation as Tree, arabic as Tree) as T;
}

/**
 * Where a translation lacks a text the Arabic has, as form paths (`home.whyUs.2.title`): visitors read the
 * Arabic there. Figures, phones and colours are the same in both, so never lacking.
 */
export function untranslatedPaths(arabic: CmsForm, translation: CmsForm): string[] {
  const walk = (original: Tree, own: Tree, path: string): string[] => {
    if (typeof original === 'string') return original.trim() && !(typeof own === 'string' && own.trim()) ? [path] : [];
    if (Array.isArray(original))
      return original.flatMap((item: Tree, index) => walk(item, (own as readonly Tree[])?.[index], `${path}.${index}`));
    if (original && typeof original === 'object')
      return Object.entries(original).flatMap(([key, value]) =>
        key === '__typename' ? [] : walk(value, (own as Record<string, Tree>)?.[key], path ? `${path}.${key}` : key),
      );
    return [];
  };
  return walk(arabic as unknown as Tree, translation as unknown as Tree, '');
}

/** A value of the form by its dotted path. */
export const valueAt = (form: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], form);
