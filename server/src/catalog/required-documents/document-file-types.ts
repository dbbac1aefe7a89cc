import type { Language } from '../../common/i18n/languages.js';

/** The file types a required document may accept, by the names the service form shows. */
export const DocumentFileType = { pdf: 'pdf', jpg: 'jpg', png: 'png' } as const;
export type DocumentFileType = (typeof DocumentFileType)[keyof typeof DocumentFileType];
export const DOCUMENT_FILE_TYPES = Object.values(DocumentFileType);

/** The MIME type a checked upload has for each type name. */
export const DOCUMENT_MIME_TYPES: Record<DocumentFileType, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
};

const OR: Record<Language, string> = { ar: ' أو ', tr: ' veya ', en: ' or ' };

/** The types as a message in a language names them (`PDF أو JPG`, `PDF veya JPG`, `PDF or JPG`). */
export const typesIn = (types: readonly DocumentFileType[], language: Language) =>
  types.map((type) => type.toUpperCase()).join(OR[language]);
