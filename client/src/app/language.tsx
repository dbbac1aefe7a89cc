import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { LocaleProvider } from '@chakra-ui/react';
import { ARABIC_MESSAGES, DEFAULT_LANGUAGE, LANGUAGE_INFO, LANGUAGE_KEY, loadMessages, setCurrentLanguage, storedLanguage, type Language, type Messages } from '../lib/i18n';

type LanguageChoice = { language: Language; choose: (language: Language, options?: { remember?: boolean }) => Promise<void> };

const LanguageContext = createContext<LanguageChoice>({ language: DEFAULT_LANGUAGE, choose: async () => undefined });

/**
 * The interface language: Arabic (right to left) by default, Turkish or English (left to right) when chosen.
 * The choice is remembered; `lang` and `dir` on <html>, Chakra's locale, the messages and the Intl formats follow it.
 */
export function LanguageProvider({ children, initial }: { children: ReactNode; initial?: { language: Language; messages: Messages } }) {
  const [current, setCurrent] = useState(initial ?? { language: DEFAULT_LANGUAGE, messages: ARABIC_MESSAGES });
  const intl = useMemo(() => setCurrentLanguage(current.language, current.messages), [current]);

  useLayoutEffect(() => {
    document.documentElement.lang = current.language;
    document.documentElement.dir = LANGUAGE_INFO[current.language].dir;
  }, [current.language]);

  const choose = useCallback(async (language: Language, { remember = true }: { remember?: boolean } = {}) => {
    const messages = await loadMessages(language);
    if (remember) localStorage.setItem(LANGUAGE_KEY, language);
    setCurrent({ language, messages });
  }, []);

  const value = useMemo(() => ({ language: current.language, choose }), [current.language, choose]);
  return (
    <LanguageContext value={value}>
      <LocaleProvider locale={LANGUAGE_INFO[current.language].locale}>
        <RawIntlProvider value={intl}>{children}</RawIntlProvider>
      </LocaleProvider>
    </LanguageContext>
  );
}

export const useLanguage = () => useContext(LanguageContext);

/** The language to start in: the visitor's remembered choice, else Arabic until the settings say otherwise. */
export async function initialLanguage(): Promise<{ language: Language; messages: Messages }> {
  const language = storedLanguage() ?? DEFAULT_LANGUAGE;
  return { language, messages: await loadMessages(language) };
}
