import { lazy, type ComponentType } from 'react';
import { requireNamespaces, type LazyNamespace } from '../lib/i18n';

/** A route's screen in its own chunk, shown once its code and its message namespaces have loaded. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, namespaces: LazyNamespace[]) {
  return lazy(async () => (await Promise.all([load(), requireNamespaces(namespaces)]))[0]);
}

/** The same for a signed-in screen, inside the theme with the recipes only those screens use (lib/screen-theme.tsx). */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>, namespaces: LazyNamespace[]) {
  return lazy(async () => {
    const [{ default: Screen }, { ScreenTheme }] = await Promise.all([
      load(),
      import('../lib/screen-theme'),
      requireNamespaces(namespaces),
    ]);
    return {
      default: () => (
        <ScreenTheme>
          <Screen />
        </ScreenTheme>
      ),
    };
  });
}
