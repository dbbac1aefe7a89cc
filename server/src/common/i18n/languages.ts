/** The languages the product speaks; Arabic is the office's own and the fallback for everything. */
export const LANGUAGES = ['ar', 'tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

/** A text the server says in every language it speaks. */
export type Localized = Record<Language, string>;

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
