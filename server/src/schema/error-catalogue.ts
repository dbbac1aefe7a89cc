import { FEATURE_ERROR_TEXTS } from '../common/errors/app-error.js';
import { LANGUAGES, type Language } from '../common/i18n/languages.js';

/** Where the client keeps the messages of the server's error codes: its lazily loaded `errors` namespace. */
export const errorCataloguePath = (language: Language) => `client/src/locales/${language}/lazy/errors.json`;

/**
 * The client's `errors` namespace in every language, written from the feature error tables so that a code's
 * message is declared once, beside the code, and the interface says it in the user's language. Every feature
 * module must be loaded first (the app created), since each table registers its codes as it is imported.
 */
export function errorCatalogues(): Record<Language, string> {
  const codes = [...FEATURE_ERROR_TEXTS.keys()].sort();
  const catalogue = (language: Language) =>
    `${JSON.stringify(Object.fromEntries(codes.map((code) => [code, FEATURE_ERROR_TEXTS.get(code)![language]])), null, 2)}\n`;
  return Object.fromEntries(LANGUAGES.map((language) => [language, catalogue(language)])) as Record<Language, string>;
}
