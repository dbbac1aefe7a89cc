import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { LanguageProvider } from '../lib/language';
import { screenSystem } from '../lib/screen-theme';
import { Toaster } from '../components/toaster';
import { createCache } from '../lib/apollo-cache';
import type { Language, Messages } from '../lib/i18n';

type RenderOptions = {
  path?: string;
  mocks?: MockLink.MockedResponse[];
  language?: { language: Language; messages: Messages };
};

/** Renders routes at a path with Chakra, the interface language, mocked GraphQL answers on the app's cache and a memory router. */
export function renderRoutes(routes: RouteObject[], { path = '/', mocks = [], language }: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const cache = createCache();
  const view = render(
    <ChakraProvider value={screenSystem}>
      <LanguageProvider initial={language}>
        <MockedProvider mocks={mocks} cache={cache}>
          <RouterProvider router={router} />
        </MockedProvider>
        <Toaster />
      </LanguageProvider>
    </ChakraProvider>,
  );
  return { ...view, router, cache };
}

/** One page at a path, with a catch-all that shows where the page navigated to. */
export function renderPage(element: ReactElement, options: RenderOptions = {}) {
  const path = options.path ?? '/';
  return renderRoutes(
    [
      { path: path.split('?')[0], element },
      { path: '*', element: <p data-testid="navigated" /> },
    ],
    options,
  );
}
