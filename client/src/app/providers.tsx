import '@fontsource/cairo/400.css';
import '@fontsource/cairo/600.css';
import '@fontsource/cairo/700.css';
import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { Toaster } from '../components/toaster';
import { system } from './theme';

/** Chakra (right to left, Arabic locale), Apollo and the toaster around the whole app. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale="ar-SY">
        <ApolloProvider client={client}>
          {children}
          <Toaster />
        </ApolloProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
