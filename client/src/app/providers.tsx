import '@fontsource/cairo/400.css';
import '@fontsource/cairo/600.css';
import '@fontsource/cairo/700.css';
import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import type { Language, Messages } from '../lib/i18n';
import { Toaster } from '../components/toaster';
import { LanguageProvider } from '../lib/language';
import { system } from '../lib/theme';

/** Chakra, the interface language (direction, locale, messages), Apollo and the toaster around the whole app. */
export function AppProviders({
  client,
  language,
  children,
}: {
  client: ApolloClient;
  language?: { language: Language; messages: Messages };
  children: ReactNode;
}) {
  return (
    <ChakraProvider value={system}>
      <LanguageProvider initial={language}>
        <ApolloProvider client={client}>
          {children}
          <Toaster />
        </ApolloProvider>
      </LanguageProvider>
    </ChakraProvider>
  );
}
