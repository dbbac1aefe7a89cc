import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { system } from '../app/theme';
import { Toaster } from '../components/toaster';

/** Renders routes at a path with Chakra, mocked GraphQL answers and a memory router. */
export function renderRoutes(routes: RouteObject[], { path = '/', mocks = [] }: { path?: string; mocks?: MockLink.MockedResponse[] } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ChakraProvider value={system}>
      <LocaleProvider locale="ar-SY">
        <MockedProvider mocks={mocks}>
          <RouterProvider router={router} />
        </MockedProvider>
        <Toaster />
      </LocaleProvider>
    </ChakraProvider>,
  );
  return { ...view, router };
}

/** One page at a path, with a catch-all that shows where the page navigated to. */
export function renderPage(element: ReactElement, options: { path?: string; mocks?: MockLink.MockedResponse[] } = {}) {
  const path = options.path ?? '/';
  return renderRoutes(
    [
      { path: path.split('?')[0], element },
      { path: '*', element: <p data-testid="navigated" /> },
    ],
    options,
  );
}
