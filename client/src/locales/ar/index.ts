import type { MessageFormatElement } from 'react-intl';
import auth from './auth.json';
import common from './common.json';
import home from './home.json';
import pages from './pages.json';
import services from './services.json';
import track from './track.json';
import type admin from './lazy/admin.json';
import type adminOrders from './lazy/adminOrders.json';
import type adminPartners from './lazy/adminPartners.json';
import type adminServices from './lazy/adminServices.json';
import type adminUsers from './lazy/adminUsers.json';
import type backups from './lazy/backups.json';
import type cms from './lazy/cms.json';
import type createOrder from './lazy/createOrder.json';
import type dashboard from './lazy/dashboard.json';
import type errors from './lazy/errors.json';
import type order from './lazy/order.json';
import type person from './lazy/person.json';
import type profile from './lazy/profile.json';
import type settings from './lazy/settings.json';
import type verify from './lazy/verify.json';
import type auditLog from './lazy/auditLog.json';

/** The Arabic catalogue of the main bundle: complete, the reference every other language must match key for key. */
export const ar = { auth, common, home, pages, services, track };

/**
 * Namespaces only some screens use (`lazy/<namespace>.json` in every language): they load with the screen's
 * route, so the public pages do not carry the wizard's or the back office's messages.
 */
type LazyCatalogues = {
  admin: typeof admin;
  adminOrders: typeof adminOrders;
  adminPartners: typeof adminPartners;
  adminServices: typeof adminServices;
  adminUsers: typeof adminUsers;
  auditLog: typeof auditLog;
  backups: typeof backups;
  cms: typeof cms;
  createOrder: typeof createOrder;
  dashboard: typeof dashboard;
  /** The server's error codes (written from the server's tables by `npm run schema`). */
  errors: typeof errors;
  order: typeof order;
  person: typeof person;
  profile: typeof profile;
  settings: typeof settings;
  verify: typeof verify;
};
export type LazyNamespace = keyof LazyCatalogues;

type Strings<Source> = { [Namespace in keyof Source]: { [Key in keyof Source[Namespace]]: string } };
export type Catalogue = Strings<typeof ar>;
type AllMessages = Strings<typeof ar & LazyCatalogues>;
export type MessageId = {
  [Namespace in keyof AllMessages]: `${Namespace & string}.${keyof AllMessages[Namespace] & string}`;
}[keyof AllMessages];

/** Messages by the ids react-intl looks up, each compiled to its ICU syntax tree. */
export type Messages = Record<string, MessageFormatElement[]>;

/**
 * `{ home: { 'hero.cta': … } }` becomes `{ 'home.hero.cta': … }`. The JSON files' types say string (the key
 * checks above rely on them), but every catalogue is imported compiled (`client/compiled-messages.ts`).
 */
export function flattenCatalogue(catalogue: Record<string, Record<string, string>>): Messages {
  const messages: Messages = {};
  for (const [namespace, entries] of Object.entries(catalogue)) {
    for (const [key, message] of Object.entries(entries))
      messages[`${namespace}.${key}`] = message as unknown as MessageFormatElement[];
  }
  return messages;
}
