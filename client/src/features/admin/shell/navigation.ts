import type { LucideIcon } from 'lucide-react';
import {
  Briefcase,
  ClipboardList,
  FileText,
  Handshake,
  LayoutDashboard,
  ScrollText,
  Settings,
  Users,
} from 'lucide-react';
import type { SessionUser } from '../../../lib/session';

export type AdminNavEntry = {
  to: string;
  label:
    | 'admin.nav.dashboard'
    | 'admin.nav.orders'
    | 'admin.nav.services'
    | 'admin.nav.users'
    | 'admin.nav.partners'
    | 'admin.nav.cms'
    | 'admin.nav.settings'
    | 'admin.nav.audit';
  icon: LucideIcon;
  /** Who sees the entry (staff have the dashboard, orders and read-only services; the rest is the admin’s). */
  roles: SessionUser['role'][];
  /** The orders entry shows the number of new (pending) orders. */
  badge?: 'newOrders';
};

export const ADMIN_NAV: AdminNavEntry[] = [
  { to: '/admin/dashboard', label: 'admin.nav.dashboard', icon: LayoutDashboard, roles: ['admin', 'staff'] },
  {
    to: '/admin/orders',
    label: 'admin.nav.orders',
    icon: ClipboardList,
    roles: ['admin', 'staff'],
    badge: 'newOrders',
  },
  { to: '/admin/services', label: 'admin.nav.services', icon: Briefcase, roles: ['admin', 'staff'] },
  { to: '/admin/users', label: 'admin.nav.users', icon: Users, roles: ['admin'] },
  { to: '/admin/partners', label: 'admin.nav.partners', icon: Handshake, roles: ['admin'] },
  { to: '/admin/cms', label: 'admin.nav.cms', icon: FileText, roles: ['admin'] },
  { to: '/admin/audit', label: 'admin.nav.audit', icon: ScrollText, roles: ['admin'] },
  { to: '/admin/settings', label: 'admin.nav.settings', icon: Settings, roles: ['admin'] },
];

export const navEntriesFor = (role: SessionUser['role'] | undefined) =>
  ADMIN_NAV.filter((entry) => role !== undefined && entry.roles.includes(role));
