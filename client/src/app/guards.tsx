import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { ADMIN_ONLY_NOTICE, type NavigationState } from '../lib/navigation-state';
import { homePathOf, isBackOffice, useSessionState } from '../lib/session';

/** Signed-out visitors go to /login (replacing the entry), and come back after signing in. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { session, checking } = useSessionState();
  const location = useLocation();
  if (checking) return <PageLoader />;
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** The back office is for admins and staff; anyone else signed in goes home. */
export function RequireBackOffice({ children }: { children: ReactNode }) {
  const { session, checking } = useSessionState();
  const location = useLocation();
  if (checking) return <PageLoader />;
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!isBackOffice(session.user)) return <Navigate to="/" replace />;
  return children;
}

/** Users, CMS and settings are the admin's alone: staff who open them go to the dashboard, which says why. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { session } = useSessionState();
  if (session?.user.role !== 'admin') {
    const state: NavigationState = { notice: ADMIN_ONLY_NOTICE };
    return <Navigate to="/admin/dashboard" replace state={state} />;
  }
  return children;
}

/** /login and /register are for visitors: a signed-in user goes to their own home page. */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const { session, checking } = useSessionState();
  if (checking) return <PageLoader />;
  if (session) return <Navigate to={homePathOf(session.user)} replace />;
  return children;
}
