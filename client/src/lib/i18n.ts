import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { ar, flattenCatalogue, type Catalogue, type LazyNamespace, type MessageId, type Messages } from '../locales/ar';

export type { LazyNamespace, MessageId, Messages };
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

const lazyCatalogues = import.meta.glob<Record<string, string>>('../locales/*/lazy/*.json', { import: 'default' });

/** Every namespace that loads with its screen (see `locales/ar/index.ts`). */
export const LAZY_NAMESPACES = Object.keys(lazyCatalogues)
  .filter((path) => path.startsWith('../locales/ar/'))
  .map((path) => path.slice('../locales/ar/lazy/'.length, -'.json'.length) as LazyNamespace);

async function namespaceMessages(language: Language, namespace: LazyNamespace): Promise<Messages> {
  return flattenCatalogue({ [namespace]: await lazyCatalogues[`../locales/${language}/lazy/${namespace}.json`]() });
}

/** The namespaces some screen has asked for: a language switch loads them too. */
const requested = new Map<LazyNamespace, Promise<void>>();

/** The main catalogue of a language with every namespace a screen has asked for so far. */
export async function loadMessages(language: Language): Promise<Messages> {
  const namespaces = [...requested.keys()];
  const parts = await Promise.all([
    loaders[language]().then(flattenCatalogue),
    ...namespaces.map((namespace) => namespaceMessages(language, namespace)),
  ]);
  return Object.assign({}, ...parts) as Messages;
}

export const ARABIC_MESSAGES: Messages = flattenCatalogue(ar);

/** The office's clock: what happened at the office is told in Istanbul time, wherever the reader is. */
export const OFFICE_TIME_ZONE = 'Europe/Istanbul';

const cache = createIntlCache();
// Every date the interface formats is in the office's time zone unless a call names another.
const makeIntl = (language: Language, messages: Messages) =>
  createIntl(
    { locale: LANGUAGE_INFO[language].locale, messages, defaultLocale: 'ar-SY', timeZone: OFFICE_TIME_ZONE },
    cache,
  );

type LanguageState = { language: Language; messages: Messages; intl: IntlShape };

let current: LanguageState = {
  language: DEFAULT_LANGUAGE,
  messages: ARABIC_MESSAGES,
  intl: makeIntl(DEFAULT_LANGUAGE, ARABIC_MESSAGES),
};
const listeners = new Set<() => void>();

/** The interface language and its messages, one store for React (LanguageProvider) and for code outside it. */
export const languageState = () => current;
export function subscribeToLanguage(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function setLanguage(language: Language, messages: Messages) {
  current = { language, messages, intl: makeIntl(language, messages) };
  for (const listener of listeners) listener();
}

/**
 * A language's messages with every namespace asked for until they arrive: a screen (or the start-up) may ask for
 * one while they load, and messages set without it would lose it for good (it counts as loaded).
 */
export async function loadMessagesWithRequested(language: Language): Promise<Messages> {
  let messages: Messages;
  let count: number;
  do {
    count = requested.size;
    messages = await loadMessages(language);
  } while (requested.size !== count);
  return messages;
}

let switches = 0;
let switchingTo: Language | null = null;

/**
 * Loads a language with the namespaces asked for so far (and any asked for meanwhile), then switches to it,
 * unless another switch was asked for meanwhile: the last language asked for wins, however long each took to
 * load. Answers whether it switched.
 */
export async function switchLanguage(language: Language): Promise<boolean> {
  const switchNumber = ++switches;
  switchingTo = language;
  const messages = await loadMessagesWithRequested(language);
  if (switchNumber !== switches) return false;
  switchingTo = null;
  setLanguage(language, messages);
  return true;
}

/** The language the interface shows, or the one it is switching to (the last asked for) while it loads. */
export const intendedLanguage = () => switchingTo ?? current.language;

/** Adds a screen's namespaces to the current language's messages; resolves once they are there. */
export function requireNamespaces(namespaces: LazyNamespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((namespace) => {
      let loading = requested.get(namespace);
      if (!loading) {
        const { language } = current;
        loading = namespaceMessages(language, namespace).then((messages) => {
          if (current.language === language) setLanguage(language, { ...current.messages, ...messages });
        });
        requested.set(namespace, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
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
export function localized(
  language: Language,
  texts: { ar?: string | null; tr?: string | null; en?: string | null },
): string | null;
export function localized(language: Language, texts: { ar?: string | null; tr?: string | null; en?: string | null }) {
  return (language !== 'ar' && texts[language]?.trim()) || texts.ar || null;
}
