import type { Language } from './languages.js';

/** A name the office keeps in its three languages (services, required documents): the Arabic one always. */
export type Names = { ar: string; tr?: string | null; en?: string | null };

/** A name in `language`, the Arabic one when the office gave it none in that language. */
export const nameIn = (names: Names, language: Language): string => names[language] || names.ar;

/** A row that keeps its names as `nameAr`, `nameTr`, `nameEn` (a required document). */
export type NameColumns = { nameAr: string; nameTr: string | null; nameEn: string | null };

/** Such a row's names, for `nameIn`. */
export const namesOf = (row: NameColumns): Names => ({
  ar: row.nameAr,
  tr: row.nameTr,
  en: row.nameEn,
});

/** The service's names as the order copied them when it was placed. */
export const serviceNames = (order: {
  serviceNameAr: string;
  serviceNameTr: string | null;
  serviceNameEn: string | null;
}): Names => ({ ar: order.serviceNameAr, tr: order.serviceNameTr, en: order.serviceNameEn });
