import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { ar, flattenCatalogue, type Catalogue, type MessageId } from '../locales/ar';

export type { MessageId };
export type Language = 'ar' | 'tr' | 'en';
export const LANGUAGES: Language[] = ['ar', 'tr', 'en'];
export const DEFAULT_LANGUAGE: Language = 'ar';
export const LANGUAGE_KEY = 'legal-office.language';

/** What each interface language means for the page: its Intl locale and its writing direction. */
export const LANGUAGE_INFO: Record<Language, { locale: string; dir: 'rtl' | 'ltr'; adminLocale: string }> = {
  ar: { locale: 'ar-SY', dir: 'rtl', adminLocale: 'ar-SA' },
  tr: { locale: 'tr-TR', dir: 'ltr', adminLocale: 'tr-TR' },
  en: { locale: 'en-GB', dir: 'ltr', adminLocale: 'en-GB' },
};

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Arabic ships in the main bundle; Turkish and English load when first chosen. */
const loaders: Record<Language, () => Promise<Catalogue>> = {
  ar: async () => ar,
  tr: async () => (await import('../locales/tr')).tr,
  en: async () => (await import('../locales/en')).en,
};

export type Messages = Record<string, string>;

export async function loadMessages(language: Language): Promise<Messages> {
  return flattenCatalogue(await loaders[language]());
}

export const ARABIC_MESSAGES: Messages = flattenCatalogue(ar);

const cache = createIntlCache();
const makeIntl = (language: Language, messages: Messages) => createIntl({ locale: LANGUAGE_INFO[language].locale, messages, defaultLocale: 'ar-SY' }, cache);

let current: { language: Language; intl: IntlShape } = { language: DEFAULT_LANGUAGE, intl: makeIntl(DEFAULT_LANGUAGE, ARABIC_MESSAGES) };

/** The interface language outside React (toasts from the data layer, document title). */
export function setCurrentLanguage(language: Language, messages: Messages): IntlShape {
  current = { language, intl: makeIntl(language, messages) };
  return current.intl;
}

export const currentIntl = () => current.intl;
export const currentLanguage = () => current.language;

/** A catalogue message in the current language, for code that runs outside components. */
export function translate(id: MessageId, values?: Record<string, string | number>): string {
  return current.intl.formatMessage({ id }, values);
}

export function storedLanguage(): Language | null {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

/** A text the office wrote in several languages (service names): the chosen one, else the Arabic. */
export function localized(language: Language, texts: { ar: string; tr?: string | null; en?: string | null }): string;
export function localized(language: Language, texts: { ar?: string | null; tr?: string | null; en?: string | null }): string | null;
export function localized(language: Language, texts: { ar?: string | null; tr?: string | null; en?: string | null }) {
  return (language !== 'ar' && texts[language]?.trim()) || texts.ar || null;
}
