import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './lib/apollo';
import { startSession } from './lib/session';
import { AppProviders } from './app/providers';
import { initialLanguage } from './app/language';
import { createAppRouter } from './app/router';

startSession();

void initialLanguage().then((language) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders client={createApolloClient()} language={language}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  ),
);
