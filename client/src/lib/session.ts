import { useSyncExternalStore } from 'react';

/** The signed-in user as the browser keeps it (spec section 3, "Session"). */
export type SessionUser = {
  id: number;
  email: string;
  fullName: string;
  role: 'admin' | 'staff' | 'client';
  isAdmin: boolean;
};

export type Session = { token: string; user: SessionUser };

export const TOKEN_KEY = 'legal-office.token';
export const USER_KEY = 'legal-office.user';

const listeners = new Set<() => void>();
let cached: { token: string | null; userJson: string | null; session: Session | null } = { token: null, userJson: null, session: null };

/** "Remember me" keeps the session in localStorage; otherwise it ends with the browser tab (sessionStorage). */
const storageWithSession = () => (localStorage.getItem(TOKEN_KEY) ? localStorage : sessionStorage);

function read(): Session | null {
  const storage = storageWithSession();
  const token = storage.getItem(TOKEN_KEY);
  const userJson = storage.getItem(USER_KEY);
  if (token === cached.token && userJson === cached.userJson) return cached.session;
  let session: Session | null = null;
  if (token && userJson) {
    try {
      session = { token, user: JSON.parse(userJson) as SessionUser };
    } catch {
      session = null;
    }
  }
  cached = { token, userJson, session };
  return session;
}

const notify = () => listeners.forEach((listener) => listener());

export const getSession = read;

export function signIn(session: Session, { remember = true }: { remember?: boolean } = {}) {
  clear();
  const storage = remember ? localStorage : sessionStorage;
  storage.setItem(TOKEN_KEY, session.token);
  storage.setItem(USER_KEY, JSON.stringify(session.user));
  notify();
}

function clear() {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
  }
}

export function signOut() {
  clear();
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session, re-rendering when it changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, read);
}

export const isBackOffice = (user: SessionUser | undefined) => user?.role === 'admin' || user?.role === 'staff';
