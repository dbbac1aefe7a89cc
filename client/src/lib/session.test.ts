import type { Mock } from 'vitest';
import { LANGUAGE_KEY } from './i18n';
import {
  accessToken,
  getSession,
  REFRESH_KEY,
  sessionState,
  signIn,
  signOut,
  startSession,
  takeAccountLanguage,
  TOKEN_KEY,
  updateSessionUser,
  USER_KEY,
  EXPIRES_KEY,
} from './session';

const user = {
  __typename: 'Account' as const,
  id: 7,
  email: 'omar@example.com',
  fullName: 'عمر',
  phone: null,
  role: 'client' as const,
  isAdmin: false,
  emailVerified: true,
  language: 'ar' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const issued = (accessToken: string, refreshToken: string, expiresIn = 900) => ({
  __typename: 'AuthPayload' as const,
  accessToken,
  refreshToken,
  expiresIn,
  user,
});

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const sent = (fetchMock: Mock<typeof fetch>, call = 0) =>
  JSON.parse(fetchMock.mock.calls[call][1]?.body as string) as { query: string; variables: Record<string, unknown> };

function storeSession(storage: Storage) {
  storage.setItem(TOKEN_KEY, 'old-access');
  storage.setItem(REFRESH_KEY, 'old-refresh');
  storage.setItem(EXPIRES_KEY, String(Date.now() - 1000));
  storage.setItem(
    USER_KEY,
    JSON.stringify({ id: 7, email: 'omar@example.com', fullName: 'عمر', role: 'client', isAdmin: false }),
  );
}

let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
});

describe('the session', () => {
  it('does not show a stored session as signed in until the server accepts its refresh token', async () => {
    storeSession(localStorage);
    let reply!: (response: Response) => void;
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (reply = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    stop = startSession();
    expect(sessionState().checking).toBe(true);
    expect(getSession()).toBeNull();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe('/graphql');
    expect(sent(fetchMock)).toMatchObject({
      query: expect.stringContaining('refreshSession'),
      variables: { refreshToken: 'old-refresh' },
    });
    reply(answer({ data: { refreshSession: issued('new-access', 'new-refresh') } }));
    await vi.waitFor(() => expect(getSession()?.accessToken).toBe('new-access'));
    expect(sessionState().checking).toBe(false);
    expect(localStorage.getItem(REFRESH_KEY)).toBe('new-refresh');
  });

  it('clears the stored session when the server refuses the refresh token', async () => {
    storeSession(sessionStorage);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer({ data: null, errors: [{ message: 'انتهت الجلسة', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    );
    stop = startSession();
    await vi.waitFor(() => expect(sessionState().checking).toBe(false));
    expect(getSession()).toBeNull();
    expect(sessionState().ended).toBe('expired');
    expect(sessionStorage.getItem(REFRESH_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it.each([
    [
      'answers SERVICE_UNAVAILABLE',
      () =>
        answer({
          data: null,
          errors: [{ message: 'الخدمة غير متاحة مؤقتاً', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
        }),
    ],
    ['answers 503 without a body', () => new Response('Service Unavailable', { status: 503 })],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps the stored session when the server %s during the refresh', async (_, reply) => {
    storeSession(localStorage);
    vi.stubGlobal('fetch', vi.fn(reply));
    stop = startSession();
    await vi.waitFor(() => expect(sessionState().checking).toBe(false));
    expect(getSession()?.refreshToken).toBe('old-refresh');
    expect(sessionState().ended).toBeNull();
    expect(localStorage.getItem(REFRESH_KEY)).toBe('old-refresh');
    expect(localStorage.getItem(USER_KEY)).not.toBeNull();
  });

  it('renews an access token about to expire before handing it out, and hands out a fresh one as is', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      answer({ data: { refreshSession: issued('renewed-access', 'renewed-refresh') } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    signIn(issued('fresh-access', 'refresh-1', 900), { remember: true });
    expect(await accessToken()).toBe('fresh-access');
    expect(fetchMock).not.toHaveBeenCalled();
    signIn(issued('dying-access', 'refresh-2', 10), { remember: true });
    expect(await accessToken()).toBe('renewed-access');
    expect(sent(fetchMock).variables).toEqual({ refreshToken: 'refresh-2' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('renewed-access');
  });

  it("hands the account's language to the interface once on sign-in, not for a new session of the same account", () => {
    signIn({ ...issued('access-1', 'refresh-1'), user: { ...user, language: 'tr' } });
    expect(sessionState().accountLanguage).toBe('tr');
    expect(takeAccountLanguage()).toBe('tr');
    expect(takeAccountLanguage()).toBeNull();
    // A password change answers a fresh session for the same account: the interface keeps its language.
    signIn({ ...issued('access-2', 'refresh-2'), user: { ...user, language: 'tr' } });
    expect(sessionState().accountLanguage).toBeNull();
    // A profile change of the language hands the new one; of the name alone, nothing.
    updateSessionUser({ ...getSession()!.user, fullName: 'عمر خالد' });
    expect(sessionState().accountLanguage).toBeNull();
    updateSessionUser({ ...getSession()!.user, language: 'en' });
    expect(takeAccountLanguage()).toBe('en');
    signOut();
    signIn({ ...issued('access-3', 'refresh-3'), user: { ...user, language: 'tr' } });
    expect(sessionState().accountLanguage).toBe('tr');
  });

  it("hands the account's language to the interface when a stored session is restored, not on later renewals", async () => {
    storeSession(localStorage);
    const fetchMock = vi.fn<typeof fetch>(async () =>
      answer({
        data: { refreshSession: { ...issued('new-access', 'new-refresh', 10), user: { ...user, language: 'en' } } },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    stop = startSession();
    await vi.waitFor(() => expect(getSession()?.accessToken).toBe('new-access'));
    expect(takeAccountLanguage()).toBe('en');
    expect(await accessToken()).toBe('new-access');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sessionState().accountLanguage).toBeNull();
  });

  it('leaves a language picked on this browser when a stored session is restored', async () => {
    storeSession(localStorage);
    localStorage.setItem(LANGUAGE_KEY, 'ar');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer({
          data: { refreshSession: { ...issued('new-access', 'new-refresh'), user: { ...user, language: 'en' } } },
        }),
      ),
    );
    stop = startSession();
    await vi.waitFor(() => expect(getSession()?.accessToken).toBe('new-access'));
    expect(sessionState().accountLanguage).toBeNull();
  });

  it('revokes the refresh token on the server when the user signs out', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => answer({ data: { logout: true } }));
    vi.stubGlobal('fetch', fetchMock);
    signIn(issued('access-1', 'refresh-1'), { remember: false });
    signOut();
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem(REFRESH_KEY)).toBeNull();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe('/graphql');
    expect(sent(fetchMock)).toMatchObject({
      query: expect.stringContaining('mutation Logout'),
      variables: { refreshToken: 'refresh-1' },
    });
  });
});
