import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LAZY_NAMESPACES, loadMessages, requireNamespaces, setLanguage } from '../lib/i18n';
import { forgetSession } from '../lib/session';

// CI shares two cores with the server and the browser journeys: a screen may take seconds to settle there,
// so findBy/waitFor wait up to 5 s (still failing when what they wait for never comes).
configure({ asyncUtilTimeout: 5000 });

// Screens are rendered directly in tests, not through their lazy routes: every namespace is there from the start.
await requireNamespaces(LAZY_NAMESPACES);
const arabic = await loadMessages('ar');

afterEach(() => {
  cleanup();
  forgetSession();
  localStorage.clear();
  sessionStorage.clear();
  setLanguage('ar', arabic);
});

// jsdom lacks these browser APIs that Chakra's components use.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
window.scrollTo ??= (() => undefined) as typeof window.scrollTo;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
