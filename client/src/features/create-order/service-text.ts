import type { Language } from '../../lib/i18n';
import { localized } from '../../lib/i18n';
import type { WizardServiceFragment } from '../../gql/graphql';
import { matchesSearch } from '../../lib/search-text';

/** A service's name and description in the interface language (Arabic when not translated). */
export const serviceName = (service: WizardServiceFragment, language: Language) =>
  localized(language, { ar: service.name, tr: service.nameTr, en: service.nameEn });
export const serviceDescription = (service: WizardServiceFragment, language: Language) =>
  localized(language, { ar: service.description, tr: service.descriptionTr, en: service.descriptionEn });

export const CATEGORIES = [
  'all',
  'civil_registry',
  'marriage',
  'divorce',
  'consular',
  'translation',
  'notarization',
  'other',
] as const;
export type CategoryFilter = (typeof CATEGORIES)[number];

/** Free-text search over every language's name and description, normalised (lib/search-text). */
export function matchesService(service: WizardServiceFragment, query: string, category: CategoryFilter) {
  if (category !== 'all' && service.category !== category) return false;
  return matchesSearch(query, [
    service.name,
    service.nameTr,
    service.nameEn,
    service.description,
    service.descriptionTr,
    service.descriptionEn,
  ]);
}

/** Kilobytes, rounded up so a small file never reads as 0. */
export const kilobytes = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));
