import { ChakraProvider } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { LanguageProvider } from '../lib/language';
import { system } from '../lib/theme';
import { AppServiceWorker } from './AppServiceWorker';

/**
 * Starts the installable app's service worker, its update prompt and its manifest's language (AppServiceWorker).
 * main.tsx imports this module once the page has loaded, and it renders in a React root of its own: the app's
 * tree holds no placeholder for it, so no page's JavaScript before interaction grows by it (bench/js-budget.mjs).
 * The language provider without an initial language follows the app's (lib/i18n.ts keeps one current language).
 */
export function startInstallableApp() {
  if (!('serviceWorker' in navigator)) return;
  createRoot(document.body.appendChild(document.createElement('div'))).render(
    <ChakraProvider value={system}>
      <LanguageProvider>
        <AppServiceWorker />
      </LanguageProvider>
    </ChakraProvider>,
  );
}
