/**
 * The Turkish and English of every Arabic sentence the field rules and services answer with, keyed by the
 * Arabic (numbers in it written `{n}`). `server-texts.spec.ts` fails when a sentence the server can say has no
 * entry here.
 */
export const TRANSLATIONS: Record<string, { tr: string; en: string }> = {};
