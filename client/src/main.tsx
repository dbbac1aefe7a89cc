import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './lib/apollo';
import { startSession } from './lib/session';
import { AppProviders } from './app/providers';
import { initialLanguage } from './lib/language';
import { requireNamespaces } from './lib/i18n';
import { createAppRouter, routerReady } from './app/router';

startSession();

const router = createAppRouter();

// The first render waits for the landing page's code as well, so it shows the page rather than a loader.
void Promise.all([initialLanguage(), routerReady(router)]).then(([language]) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders client={createApolloClient()} language={language}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
// The messages of the server's error codes, needed by no first paint: they arrive while the page is read.
void requireNamespaces(['errors']);
// The installable app (service worker, update prompt) once the page has loaded, from a chunk of its own.
addEventListener('load', () => void import('./app/installable-app').then((app) => app.startInstallableApp()));
