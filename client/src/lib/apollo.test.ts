import { gql } from '@apollo/client';
import { createApolloClient, onTwoFactorSetupRequired } from './apollo';
import { forgetSession, signIn, signOut } from './session';

const ME = gql`
  query CachedMe {
    me {
      id
      email
    }
  }
`;
const account = (id: number, email: string) => ({
  __typename: 'Account' as const,
  id,
  email,
  fullName: 'عمر',
  phone: null,
  role: 'client' as const,
  isAdmin: false,
  emailVerified: true,
  language: 'ar' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const issued = (id: number, email: string) => ({
  __typename: 'AuthPayload' as const,
  accessToken: 'a',
  refreshToken: 'r',
  expiresIn: 900,
  user: account(id, email),
});
const cachedMe = (client: ReturnType<typeof createApolloClient>) =>
  client.readQuery<{ me: { email: string } }>({ query: ME })?.me.email ?? null;

beforeEach(() => {
  forgetSession();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"data":{"logout":true}}', { headers: { 'Content-Type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the Apollo cache across sign-ins', () => {
  it("drops one account's data when it signs out, so the next person on this browser never sees it", async () => {
    const client = createApolloClient();
    signIn(issued(7, 'omar@example.com'));
    client.writeQuery({ query: ME, data: { me: { __typename: 'Account', id: 7, email: 'omar@example.com' } } });
    signOut();
    await vi.waitFor(() => expect(cachedMe(client)).toBeNull());
  });

  it('keeps the data through a renewed session of the same account (password change, token refresh)', async () => {
    const client = createApolloClient();
    signIn(issued(7, 'omar@example.com'));
    client.writeQuery({ query: ME, data: { me: { __typename: 'Account', id: 7, email: 'omar@example.com' } } });
    signIn(issued(7, 'omar@example.com'));
    await Promise.resolve();
    expect(cachedMe(client)).toBe('omar@example.com');
  });
});

describe('a back office closed until two-step verification is set up', () => {
  it('tells the listeners when the server answers TWO_FACTOR_SETUP_REQUIRED', async () => {
    const body = { errors: [{ message: 'فعّل التحقق بخطوتين', extensions: { code: 'TWO_FACTOR_SETUP_REQUIRED' } }] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })),
    );
    const listener = vi.fn();
    const stop = onTwoFactorSetupRequired(listener);
    await createApolloClient('http://localhost/graphql')
      .query({ query: ME })
      .catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
