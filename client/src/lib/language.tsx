import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { RawIntlProvider } from 'react-intl';
import { LocaleProvider } from '@chakra-ui/react';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_INFO,
  LANGUAGE_KEY,
  languageState,
  loadMessagesWithRequested,
  setLanguage,
  storedLanguage,
  subscribeToLanguage,
  switchLanguage,
  type Language,
  type Messages,
} from './i18n';

type LanguageChoice = {
  language: Language;
  choose: (language: Language, options?: { remember?: boolean }) => Promise<void>;
};

const LanguageContext = createContext<LanguageChoice>({ language: DEFAULT_LANGUAGE, choose: async () => undefined });

/**
 * The interface language: Arabic (right to left) by default, Turkish or English (left to right) when chosen.
 * The choice is remembered; `lang` and `dir` on <html>, Chakra's locale, the messages and the Intl formats follow it.
 */
export function LanguageProvider({
  children,
  initial,
}: {
  children: ReactNode;
  initial?: { language: Language; messages: Messages };
}) {
  useState(() => initial && setLanguage(initial.language, initial.messages));
  const { language, intl } = useSyncExternalStore(subscribeToLanguage, languageState);

  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = LANGUAGE_INFO[language].dir;
  }, [language]);

  const choose = useCallback(async (next: Language, { remember = true }: { remember?: boolean } = {}) => {
    if ((await switchLanguage(next)) && remember) localStorage.setItem(LANGUAGE_KEY, next);
  }, []);

  const value = useMemo(() => ({ language, choose }), [language, choose]);
  return (
    <LanguageContext value={value}>
      <LocaleProvider locale={LANGUAGE_INFO[language].locale}>
        <RawIntlProvider value={intl}>{children}</RawIntlProvider>
      </LocaleProvider>
    </LanguageContext>
  );
}

export const useLanguage = () => useContext(LanguageContext);

/**
 * The language to start in: the one the address names (`?lang=`, the Turkish and English pages' addresses that
 * search engines list and the server answers in that language), remembered as the visitor's choice; else the
 * remembered choice; else Arabic until the settings say otherwise.
 */
export async function initialLanguage(): Promise<{ language: Language; messages: Messages }> {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(asked)) localStorage.setItem(LANGUAGE_KEY, asked);
  const language = storedLanguage() ?? DEFAULT_LANGUAGE;
  return { language, messages: await loadMessagesWithRequested(language) };
}
