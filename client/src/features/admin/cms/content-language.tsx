import { createContext, useContext } from 'react';
import type { Language } from '../../../gql/graphql';
import { valueAt, type CmsForm } from './cms-form';

type CmsLanguage = { language: Language; arabic?: CmsForm; untranslated: ReadonlySet<string> };

/** The language the editor shows, and in a translation the Arabic beside each field and what is not yet translated. */
const CmsLanguageContext = createContext<CmsLanguage>({ language: 'ar', untranslated: new Set() });
export const CmsLanguageProvider = CmsLanguageContext.Provider;

export function useCmsLanguage() {
  const { language, arabic, untranslated } = useContext(CmsLanguageContext);
  return {
    language,
    translating: language !== 'ar',
    /** The Arabic of a field, shown beside its translation. */
    arabicOf: (path: string) => (language === 'ar' ? undefined : (valueAt(arabic, path) as string | undefined)),
    isUntranslated: (path: string) => untranslated.has(path),
  };
}
