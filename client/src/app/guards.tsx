import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isBackOffice, useSession } from '../lib/session';

/** Signed-out visitors go to /login (replacing the entry), and come back after signing in. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** The back office is for admins and staff; anyone else signed in goes home (spec section 2, decisions 4). */
export function RequireBackOffice({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!isBackOffice(session.user)) return <Navigate to="/" replace />;
  return children;
}
