import type { Language, Localized } from './languages.js';
import { TRANSLATIONS } from './translations.js';

/**
 * What the server says: a text in every language (`Localized`), or an Arabic sentence the field rules wrote,
 * which `TRANSLATIONS` carries into Turkish and English (gettext's way: the source sentence is the key).
 */
export type ServerText = Localized | string;

/** A number in an Arabic sentence (`… عن 120 حرفاً`): the catalogue keys it as `{n}`, in order. */
const NUMBER = /\d+/g;

/** The Arabic sentence's key in `TRANSLATIONS` with its numbers taken out, and those numbers. */
export function translationKey(arabic: string): { key: string; numbers: string[] } {
  return { key: arabic.replace(NUMBER, '{n}'), numbers: arabic.match(NUMBER) ?? [] };
}

/** A text in `language`; an Arabic sentence with no translation is said in Arabic rather than not at all. */
export function wordIn(text: ServerText, language: Language): string {
  if (typeof text !== 'string') return text[language];
  if (language === 'ar') return text;
  const exact = TRANSLATIONS[text]?.[language];
  if (exact) return exact;
  const { key, numbers } = translationKey(text);
  const pattern = TRANSLATIONS[key]?.[language];
  if (!pattern) return text;
  let next = 0;
  return pattern.replace(/\{n\}/g, () => numbers[next++] ?? '');
}

/** A text worded once per language (`(language) => …`), for a sentence built around a number or a name. */
export const inEveryLanguage = (word: (language: Language) => string): Localized => ({
  ar: word('ar'),
  tr: word('tr'),
  en: word('en'),
});

/** The Arabic of a text, for logs and the `message` of an error object. */
export const arabicOf = (text: ServerText): string => (typeof text === 'string' ? text : text.ar);
