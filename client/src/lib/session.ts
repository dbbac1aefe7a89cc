import { useSyncExternalStore } from 'react';
import { print } from 'graphql';
import { graphql } from '../gql';
import type { AuthSessionFragment } from '../gql/graphql';
import { storedLanguage, type Language } from './i18n';

/** The signed-in user as the browser keeps it. */
export type SessionUser = {
  id: number;
  email: string;
  fullName: string;
  role: 'admin' | 'staff' | 'client' | 'partner';
  isAdmin: boolean;
  /** Whether the address was confirmed through the e-mailed link (orders need it while the settings ask). */
  emailVerified: boolean;
  /** The account's language (its e-mails, and the interface once signed in). */
  language: Language;
};

/** A short-lived access token, the rotating refresh token that renews it, and the user. */
export type Session = { accessToken: string; refreshToken: string; expiresAt: number; user: SessionUser };

export const TOKEN_KEY = 'legal-office.token';
export const REFRESH_KEY = 'legal-office.refresh';
export const EXPIRES_KEY = 'legal-office.expires';
export const USER_KEY = 'legal-office.user';
const KEYS = [TOKEN_KEY, REFRESH_KEY, EXPIRES_KEY, USER_KEY];

export const AuthSessionFragmentDoc = graphql(`
  fragment AuthSession on AuthPayload {
    accessToken
    refreshToken
    expiresIn
    user {
      id
      email
      fullName
      phone
      role
      isAdmin
      emailVerified
      language
      createdAt
    }
  }
`);

const RefreshSessionDocument = graphql(`
  mutation RefreshSession($refreshToken: String!) {
    refreshSession(refreshToken: $refreshToken) {
      ...AuthSession
    }
  }
`);

const LogoutDocument = graphql(`
  mutation Logout($refreshToken: String!) {
    logout(refreshToken: $refreshToken)
  }
`);

/** Why the session ended: the user signed out, or the server refused it (expired, revoked). */
export type EndReason = 'signed-out' | 'expired';

type State = {
  session: Session | null;
  checking: boolean;
  ended: EndReason | null;
  /**
   * The account's language for the interface to take up, once (`takeAccountLanguage`): set when someone signs
   * in, when a stored session is restored with no language picked on this browser, and when the profile changes
   * it; so a language picked afterwards stays, across reloads too.
   */
  accountLanguage: Language | null;
};

const listeners = new Set<() => void>();
let state: State = { session: null, checking: false, ended: null, accountLanguage: null };

const setState = (next: Partial<State>) => {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
};

/** "Remember me" keeps the session in localStorage for 30 days; otherwise it ends with the tab (sessionStorage). */
const storageHolding = () =>
  localStorage.getItem(REFRESH_KEY) ? localStorage : sessionStorage.getItem(REFRESH_KEY) ? sessionStorage : null;

function readStored(): Session | null {
  const storage = storageHolding();
  if (!storage) return null;
  try {
    const user = JSON.parse(storage.getItem(USER_KEY) ?? '') as SessionUser;
    const accessToken = storage.getItem(TOKEN_KEY) ?? '';
    const refreshToken = storage.getItem(REFRESH_KEY) ?? '';
    const expiresAt = Number(storage.getItem(EXPIRES_KEY));
    if (!user?.email || !refreshToken) return null;
    return { accessToken, refreshToken, expiresAt: Number.isFinite(expiresAt) ? expiresAt : 0, user };
  } catch {
    return null;
  }
}

function clearStored() {
  for (const storage of [localStorage, sessionStorage]) KEYS.forEach((key) => storage.removeItem(key));
}

function store(session: Session, storage: Storage) {
  storage.setItem(TOKEN_KEY, session.accessToken);
  storage.setItem(REFRESH_KEY, session.refreshToken);
  storage.setItem(EXPIRES_KEY, String(session.expiresAt));
  storage.setItem(USER_KEY, JSON.stringify(session.user));
}

export const toSessionUser = (user: SessionUser): SessionUser => ({
  id: user.id,
  email: user.email,
  fullName: user.fullName,
  role: user.role,
  isAdmin: user.isAdmin,
  emailVerified: user.emailVerified,
  language: user.language,
});

const toSession = (payload: AuthSessionFragment): Session => ({
  accessToken: payload.accessToken,
  refreshToken: payload.refreshToken,
  expiresAt: Date.now() + payload.expiresIn * 1000,
  user: toSessionUser(payload.user),
});

/** Stores a session the server just issued (login, register, password change). */
export function signIn(payload: AuthSessionFragment, { remember = false }: { remember?: boolean } = {}) {
  clearStored();
  const session = toSession(payload);
  store(session, remember ? localStorage : sessionStorage);
  // A new session for the same account (a password change) keeps the interface's language.
  const signedIn = state.session?.user.id !== session.user.id;
  setState({
    session,
    checking: false,
    ended: null,
    accountLanguage: signedIn ? session.user.language : state.accountLanguage,
  });
}

/** Ends the session here and revokes it on the server. */
export function signOut(reason: EndReason = 'signed-out') {
  const refreshToken = state.session?.refreshToken ?? readStored()?.refreshToken;
  clearStored();
  setState({ session: null, checking: false, ended: reason, accountLanguage: null });
  if (refreshToken && reason === 'signed-out')
    void postGraphQL(print(LogoutDocument), { refreshToken }).catch(() => undefined);
}

/** Keeps the stored user record in step with a profile edit; a new language is for the interface to take up. */
export function updateSessionUser(user: SessionUser) {
  const storage = storageHolding();
  if (!state.session || !storage) return;
  storage.setItem(USER_KEY, JSON.stringify(user));
  const languageChanged = user.language !== state.session.user.language;
  setState({
    session: { ...state.session, user },
    accountLanguage: languageChanged ? user.language : state.accountLanguage,
  });
}

/** The account's language the interface has yet to take up, if any; taken, it is not handed out again. */
export function takeAccountLanguage(): Language | null {
  const language = state.accountLanguage;
  if (language) setState({ accountLanguage: null });
  return language;
}

type GraphQLAnswer<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** The server, or a gateway before it, is down (503 SERVICE_UNAVAILABLE, 502–504): an outage, not a refusal. */
class ServiceUnavailable extends Error {}

async function postGraphQL<T>(query: string, variables: Record<string, unknown>): Promise<GraphQLAnswer<T>> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  if (response.status >= 502 && response.status <= 504) throw new ServiceUnavailable(`HTTP ${response.status}`);
  const answer = (await response.json()) as GraphQLAnswer<T>;
  if (answer.errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE'))
    throw new ServiceUnavailable(answer.errors[0].message);
  return answer;
}

let refreshing: Promise<Session | null> | null = null;

async function exchangeRefreshToken(): Promise<Session | null> {
  const storage = storageHolding();
  const stored = readStored();
  if (!storage || !stored) {
    if (state.session) signOut('expired');
    return null;
  }
  // Another tab may have rotated the token already: adopt its fresh access token instead of reusing an old one.
  if (state.session && stored.refreshToken !== state.session.refreshToken && stored.expiresAt - Date.now() > 30_000) {
    setState({ session: stored, checking: false });
    return stored;
  }
  let answer: GraphQLAnswer<{ refreshSession: AuthSessionFragment }>;
  try {
    answer = await postGraphQL(print(RefreshSessionDocument), { refreshToken: stored.refreshToken });
  } catch {
    // The server could not be reached, or cannot reach its database: nothing was refused, keep what we have
    // (the stored session stays, and the screens offer to try again).
    setState({ session: state.session ?? stored, checking: false });
    return state.session;
  }
  const payload = answer.data?.refreshSession;
  if (!payload) {
    signOut('expired');
    return null;
  }
  const session = toSession(payload as AuthSessionFragment);
  store(session, storage);
  // A stored session restored (a reload, a new window): the interface takes up the account's language, unless a
  // language was picked on this browser (taking up the account's language on sign-in remembers it as one).
  const restored = state.checking && !storedLanguage();
  setState({
    session,
    checking: false,
    ended: null,
    accountLanguage: restored ? session.user.language : state.accountLanguage,
  });
  return session;
}

/** Renews the access token with the refresh token, once at a time across tabs. */
export function refreshSession(): Promise<Session | null> {
  refreshing ??= (
    navigator.locks ? navigator.locks.request('legal-office.refresh', exchangeRefreshToken) : exchangeRefreshToken()
  ).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const RENEW_BEFORE_MS = 30_000;

/** The access token to send now, renewed first when it is about to expire. */
export async function accessToken(): Promise<string | null> {
  const session = state.session;
  if (!session) return null;
  if (session.expiresAt - Date.now() > RENEW_BEFORE_MS) return session.accessToken;
  return (await refreshSession())?.accessToken ?? null;
}

/**
 * A stored session is shown as signed in only once the server accepts its refresh token.
 * After that, activity (a key or a tap) renews the access token when half of its life has passed, so the
 * server's idle timeout (security.session_timeout) ends only sessions nobody is using.
 */
export function startSession() {
  const stored = readStored();
  if (stored) {
    setState({ checking: true });
    void refreshSession();
  }
  let lastCheck = 0;
  const onActivity = () => {
    const now = Date.now();
    if (now - lastCheck < 15_000 || !state.session) return;
    lastCheck = now;
    const session = state.session;
    const lifetime = session.expiresAt - now;
    if (lifetime < 5 * 60_000) void refreshSession();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key && !KEYS.includes(event.key)) return;
    const session = readStored();
    if (!session) setState({ session: null, ended: 'signed-out' });
    else setState({ session });
  };
  window.addEventListener('pointerdown', onActivity, { passive: true });
  window.addEventListener('keydown', onActivity, { passive: true });
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('pointerdown', onActivity);
    window.removeEventListener('keydown', onActivity);
    window.removeEventListener('storage', onStorage);
  };
}

export const getSession = () => state.session;
export const sessionState = () => state;

/** Calls the listener on every change of the session state; returns the unsubscribe. */
export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The verified session, re-rendering when it changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, () => state.session);
}

/** The whole session state: whether a stored session is still being checked, and why the last one ended. */
export function useSessionState(): State {
  return useSyncExternalStore(subscribeSession, () => state);
}

export const isBackOffice = (user: SessionUser | undefined) => user?.role === 'admin' || user?.role === 'staff';

/** Where a user lands after signing in: the back office for admins and staff, the profile for clients. */
export const homePathOf = (user: SessionUser) => (isBackOffice(user) ? '/admin/dashboard' : '/profile');

/** Drops the session without telling the server (tests start from a clean slate). */
export function forgetSession() {
  clearStored();
  setState({ session: null, checking: false, ended: null, accountLanguage: null });
}
