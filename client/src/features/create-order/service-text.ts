import type { Language } from '../../lib/i18n';
import { localized } from '../../lib/i18n';
import type { WizardServiceFragment } from '../../gql/graphql';

/** A service's name and description in the interface language (Arabic when not translated). */
export const serviceName = (service: WizardServiceFragment, language: Language) => localized(language, { ar: service.name, tr: service.nameTr, en: service.nameEn });
export const serviceDescription = (service: WizardServiceFragment, language: Language) =>
  localized(language, { ar: service.description, tr: service.descriptionTr, en: service.descriptionEn });

export const CATEGORIES = ['all', 'civil_registry', 'marriage', 'divorce', 'consular', 'translation', 'notarization', 'other'] as const;
export type CategoryFilter = (typeof CATEGORIES)[number];

/** Free-text search over every language's name and description, case-insensitive. */
export function matchesService(service: WizardServiceFragment, query: string, category: CategoryFilter) {
  if (category !== 'all' && service.category !== category) return false;
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [service.name, service.nameTr, service.nameEn, service.description, service.descriptionTr, service.descriptionEn].some((text) => text?.toLocaleLowerCase().includes(needle));
}

/** Kilobytes, rounded up so a small file never reads as 0. */
export const kilobytes = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));
