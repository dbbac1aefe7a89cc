import auth from './auth.json';
import common from './common.json';
import home from './home.json';
import pages from './pages.json';
import services from './services.json';
import track from './track.json';

/** The Arabic catalogue: complete, the reference every other language must match key for key. */
export const ar = { auth, common, home, pages, services, track };

export type Catalogue = { [Namespace in keyof typeof ar]: { [Key in keyof (typeof ar)[Namespace]]: string } };
export type MessageId = { [Namespace in keyof Catalogue]: `${Namespace & string}.${keyof Catalogue[Namespace] & string}` }[keyof Catalogue];

/** `{ home: { 'hero.cta': '…' } }` becomes `{ 'home.hero.cta': '…' }`, the ids react-intl looks up. */
export function flattenCatalogue(catalogue: Catalogue): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [namespace, entries] of Object.entries(catalogue)) {
    for (const [key, message] of Object.entries(entries as Record<string, string>)) messages[`${namespace}.${key}`] = message;
  }
  return messages;
}
