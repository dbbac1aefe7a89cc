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

/** The types as the Arabic messages name them. */
export const typesInArabic = (types: readonly DocumentFileType[]) =>
  types.map((type) => type.toUpperCase()).join(' أو ');
