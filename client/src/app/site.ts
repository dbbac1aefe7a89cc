import type { MessageId } from '../lib/i18n';

export type NavItem = { to: string; label: MessageId };

/** Public links shared by the header and the footer. */
export const PUBLIC_LINKS: NavItem[] = [
  { to: '/', label: 'common.nav.home' },
  { to: '/services', label: 'common.nav.services' },
  { to: '/track-order', label: 'common.nav.track' },
];
