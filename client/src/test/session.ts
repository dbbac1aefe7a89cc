import { signIn, type SessionUser } from '../lib/session';

/** Signs a user of the given role in, as if the server had just issued the session. */
export function signInAs(role: SessionUser['role'], user: Partial<SessionUser> = {}) {
  signIn({
    accessToken: 'access-token',
    refreshToken: 'refresh-token',
    expiresIn: 900,
    user: {
      id: 5,
      email: `${role}@example.com`,
      fullName: role === 'client' ? 'سارة الأحمد' : '',
      phone: null,
      role,
      isAdmin: role === 'admin',
      emailVerified: true,
      language: 'ar',
      createdAt: '2026-01-01T00:00:00.000Z',
      ...user,
    },
  });
}
