import { createHash, randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { createUser, startTestApp, TEST_PASSWORD, type TestApp } from './helpers/test-app.js';
import { writeDirectly } from './helpers/content.js';
import { REFRESH_REUSE_LEEWAY_MS } from '../src/auth/session.service.js';

const SESSION = 'accessToken refreshToken expiresIn user { id email }';
const LOGIN = `mutation ($email: String!, $password: String!, $remember: Boolean) { login(email: $email, password: $password, remember: $remember) { ${SESSION} } }`;
const REFRESH = `mutation ($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { ${SESSION} } }`;
const LOGOUT = 'mutation ($refreshToken: String!) { logout(refreshToken: $refreshToken) }';
const CHANGE_PASSWORD = `mutation ($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { ${SESSION} } }`;
const ME = '{ me { id email } }';
const LOGOUT_EVERYWHERE = 'mutation { logoutEverywhere }';
/** What `me` answers for a refused access token: REST's status or GraphQL's code. */
const REFUSED = [401, 'UNAUTHENTICATED'];
const SESSION_ENDED = 'انتهت الجلسة. يرجى تسجيل الدخول مجدداً';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Tokens = { access: string; refresh: string; expiresIn: number };

const accessLifetime = (accessToken: string) => {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
  return payload.exp - payload.iat;
};
const hashOf = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('hex');

describe('sessions: access and refresh tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const rowOf = (refreshToken: string) =>
    t.prisma.refreshToken.findUniqueOrThrow({ where: { tokenHash: hashOf(refreshToken) } });
  const setSessionTimeout = (minutes: number | undefined) =>
    writeDirectly(t, () =>
      t.prisma.settingGroup.update({
        where: { key: 'security' },
        data: { data: minutes === undefined ? {} : { session_timeout: minutes } },
      }),
    );

  /** The same session calls over REST and over GraphQL, so every behaviour is checked through both APIs. */
  const apis = {
    rest: {
      async login(email: string, remember?: boolean): Promise<Tokens> {
        const body =
          remember === undefined ? { email, password: TEST_PASSWORD } : { email, password: TEST_PASSWORD, remember };
        const { data } = (await t.http().post('/api/v1/auth/login').send(body).expect(200)).body;
        return { access: data.access_token, refresh: data.refresh_token, expiresIn: data.expires_in };
      },
      async refresh(refreshToken: string): Promise<Tokens | string> {
        const response = await t.http().post('/api/v1/auth/refresh').send({ refresh_token: refreshToken });
        if (response.status === 401) return response.body.detail;
        expect(response.status).toBe(200);
        const { data } = response.body;
        return { access: data.access_token, refresh: data.refresh_token, expiresIn: data.expires_in };
      },
      async logout(refreshToken: string) {
        return (await t.http().post('/api/v1/auth/logout').send({ refresh_token: refreshToken }).expect(200)).body.data;
      },
      async logoutEverywhere(accessToken: string) {
        return (
          await t
            .http()
            .post('/api/v1/auth/logout-everywhere')
            .set('Authorization', `Bearer ${accessToken}`)
            .expect(200)
        ).body.data;
      },
      async me(accessToken: string) {
        const response = await t.http().get('/api/v1/auth/me').set('Authorization', `Bearer ${accessToken}`);
        return response.status === 200 ? response.body.data.email : response.status;
      },
      async changePassword(accessToken: string, newPassword: string): Promise<Tokens> {
        const response = await t
          .http()
          .put('/api/v1/auth/change-password')
          .set('Authorization', `Bearer ${accessToken}`)
          .send({ current_password: TEST_PASSWORD, new_password: newPassword })
          .expect(200);
        const { data } = response.body;
        return { access: data.access_token, refresh: data.refresh_token, expiresIn: data.expires_in };
      },
    },
    graphql: {
      async login(email: string, remember?: boolean): Promise<Tokens> {
        const { login } = (await t.graphql(LOGIN, { email, password: TEST_PASSWORD, remember })).body.data;
        return { access: login.accessToken, refresh: login.refreshToken, expiresIn: login.expiresIn };
      },
      async refresh(refreshToken: string): Promise<Tokens | string> {
        const { body } = await t.graphql(REFRESH, { refreshToken });
        if (body.errors) {
          expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
          return body.errors[0].message;
        }
        const session = body.data.refreshSession;
        return { access: session.accessToken, refresh: session.refreshToken, expiresIn: session.expiresIn };
      },
      async logout(refreshToken: string) {
        return (await t.graphql(LOGOUT, { refreshToken })).body.data.logout;
      },
      async logoutEverywhere(accessToken: string) {
        return (await t.graphql(LOGOUT_EVERYWHERE, {}, accessToken)).body.data.logoutEverywhere;
      },
      async me(accessToken: string) {
        const { body } = await t.graphql(ME, {}, accessToken);
        return body.data?.me.email ?? body.errors[0].extensions.code;
      },
      async changePassword(accessToken: string, newPassword: string): Promise<Tokens> {
        const { changePassword } = (
          await t.graphql(CHANGE_PASSWORD, { currentPassword: TEST_PASSWORD, newPassword }, accessToken)
        ).body.data;
        return {
          access: changePassword.accessToken,
          refresh: changePassword.refreshToken,
          expiresIn: changePassword.expiresIn,
        };
      },
    },
  };

  describe.each(Object.entries(apis))('over %s', (_name, api) => {
    it('signs in without remember: a 15-minute access token and a refresh token that idles out after session_timeout', async () => {
      const { user } = await createUser(t);
      const before = Date.now();
      const session = await api.login(user.email);
      expect(session.expiresIn).toBe(15 * 60);
      expect(accessLifetime(session.access)).toBe(15 * 60);
      expect(session.refresh).toMatch(/^[\w-]{43,}$/);
      const row = await rowOf(session.refresh);
      expect(row).toMatchObject({ userId: user.id, remember: false, revokedAt: null });
      expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 60 * MINUTE);
      expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * MINUTE);
    });

    it('signs in with remember: the refresh token lasts 30 days', async () => {
      const { user } = await createUser(t);
      const before = Date.now();
      const session = await api.login(user.email, true);
      expect(session.expiresIn).toBe(15 * 60);
      const row = await rowOf(session.refresh);
      expect(row.remember).toBe(true);
      expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY);
      expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    });

    it('keeps the access token shorter than a session_timeout under 15 minutes', async () => {
      const { user } = await createUser(t);
      await setSessionTimeout(5);
      try {
        const before = Date.now();
        const session = await api.login(user.email);
        expect(session.expiresIn).toBe(5 * 60);
        expect(accessLifetime(session.access)).toBe(5 * 60);
        const row = await rowOf(session.refresh);
        expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 5 * MINUTE);
        expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 5 * MINUTE);
      } finally {
        await setSessionTimeout(undefined);
      }
    });

    /** What the time since a token's rotation would do: it was rotated `ms` ago. */
    const rotatedAgo = (refreshToken: string, ms: number) => {
      const at = new Date(Date.now() - ms);
      return t.prisma.refreshToken.update({
        where: { tokenHash: hashOf(refreshToken) },
        data: { revokedAt: at, lastUsedAt: at },
      });
    };

    it('rotates on refresh: the new access token works, the old refresh token is refused and its reuse ends the new one too', async () => {
      const { user } = await createUser(t);
      const first = await api.login(user.email);
      const second = (await api.refresh(first.refresh)) as Tokens;
      expect(second.refresh).not.toBe(first.refresh);
      expect(await api.me(second.access)).toBe(user.email);
      expect(await api.me(first.access)).toBe(user.email);
      const firstRow = await rowOf(first.refresh);
      expect(firstRow.revokedAt).not.toBeNull();
      expect((await rowOf(second.refresh)).familyId).toBe(firstRow.familyId);
      await rotatedAgo(first.refresh, REFRESH_REUSE_LEEWAY_MS + 1000);
      expect(await api.refresh(first.refresh)).toBe(SESSION_ENDED);
      expect(await api.refresh(second.refresh)).toBe(SESSION_ENDED);
    });

    it('gives a token rotated moments ago the next one of its session: the answer to its first use was lost', async () => {
      const { user } = await createUser(t);
      const first = await api.login(user.email);
      const lost = (await api.refresh(first.refresh)) as Tokens;
      // The page reloaded before it stored `lost`, and presents the old token again: the session goes on.
      const again = (await api.refresh(first.refresh)) as Tokens;
      expect(again.refresh).not.toBe(lost.refresh);
      expect((await rowOf(again.refresh)).familyId).toBe((await rowOf(first.refresh)).familyId);
      expect(await api.me(again.access)).toBe(user.email);
      expect((await api.refresh(again.refresh)) as Tokens).toEqual(
        expect.objectContaining({ refresh: expect.any(String) }),
      );

      // Not once the session was signed out, even moments after the rotation.
      const other = await api.login(user.email);
      const next = (await api.refresh(other.refresh)) as Tokens;
      await api.logout(next.refresh);
      expect(await api.refresh(other.refresh)).toBe(SESSION_ENDED);
    });

    it('renews the idle window on each refresh without remember, and keeps the 30 days from the sign-in with it', async () => {
      const { user } = await createUser(t);
      const idle = await api.login(user.email);
      await t.prisma.refreshToken.update({
        where: { tokenHash: hashOf(idle.refresh) },
        data: { expiresAt: new Date(Date.now() + MINUTE) },
      });
      const renewed = (await api.refresh(idle.refresh)) as Tokens;
      expect((await rowOf(renewed.refresh)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * MINUTE);

      const remembered = await api.login(user.email, true);
      const signInEnd = new Date(Date.now() + 2 * DAY);
      await t.prisma.refreshToken.update({
        where: { tokenHash: hashOf(remembered.refresh) },
        data: { expiresAt: signInEnd },
      });
      const next = (await api.refresh(remembered.refresh)) as Tokens;
      expect(await rowOf(next.refresh)).toMatchObject({ remember: true, expiresAt: signInEnd });
    });

    it('refuses an expired refresh token', async () => {
      const { user } = await createUser(t);
      const session = await api.login(user.email);
      await t.prisma.refreshToken.update({
        where: { tokenHash: hashOf(session.refresh) },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      expect(await api.refresh(session.refresh)).toBe(SESSION_ENDED);
    });

    it('refuses an unknown refresh token', async () => {
      expect(await api.refresh('not-a-refresh-token-that-was-ever-issued')).toBe(SESSION_ENDED);
    });

    it('logs out: the family ends, and an unknown token still answers true', async () => {
      const { user } = await createUser(t);
      const first = await api.login(user.email);
      const second = (await api.refresh(first.refresh)) as Tokens;
      const other = await api.login(user.email);
      expect(await api.logout(second.refresh)).toBe(true);
      expect(await api.refresh(second.refresh)).toBe(SESSION_ENDED);
      expect(await api.refresh(other.refresh)).toEqual(expect.objectContaining({ refresh: expect.any(String) }));
      expect(await api.logout('never-issued-token')).toBe(true);
    });

    it('logs out for real: the access tokens of that session stop working at once, other sessions keep theirs', async () => {
      const { user } = await createUser(t);
      const first = await api.login(user.email);
      const second = (await api.refresh(first.refresh)) as Tokens;
      const other = await api.login(user.email);
      expect(await api.me(first.access)).toBe(user.email);
      expect(await api.logout(second.refresh)).toBe(true);
      expect(REFUSED).toContain(await api.me(first.access));
      expect(REFUSED).toContain(await api.me(second.access));
      expect(await api.me(other.access)).toBe(user.email);
    });

    it('signs out everywhere: every access and refresh token of the user stops working, other users keep theirs', async () => {
      const { user } = await createUser(t);
      const phone = await api.login(user.email, true);
      const laptop = await api.login(user.email);
      const someoneElse = await createUser(t);
      const theirs = await api.login(someoneElse.user.email);
      expect(await api.logoutEverywhere(laptop.access)).toBe(true);
      expect(REFUSED).toContain(await api.me(phone.access));
      expect(REFUSED).toContain(await api.me(laptop.access));
      expect(await api.refresh(phone.refresh)).toBe(SESSION_ENDED);
      expect(await api.refresh(laptop.refresh)).toBe(SESSION_ENDED);
      expect(await api.me(theirs.access)).toBe(someoneElse.user.email);
      const again = await api.login(user.email);
      expect(await api.me(again.access)).toBe(user.email);
    });

    it('ends every refresh token on a password change, and the answer is a fresh working session', async () => {
      const { user } = await createUser(t);
      const first = await api.login(user.email, true);
      const second = await api.login(user.email);
      const changed = await api.changePassword(second.access, 'a-brand-new-password');
      expect((await rowOf(first.refresh)).revokedAt).not.toBeNull();
      expect(await api.refresh(first.refresh)).toBe(SESSION_ENDED);
      expect(await api.refresh(second.refresh)).toBe(SESSION_ENDED);
      expect((await rowOf(changed.refresh)).remember).toBe(false);
      const next = (await api.refresh(changed.refresh)) as Tokens;
      expect(await api.me(next.access)).toBe(user.email);
    });

    it('refuses the refresh token of a disabled account or one whose token version moved on', async () => {
      const disabled = await createUser(t);
      const disabledSession = await api.login(disabled.user.email);
      await t.prisma.user.update({ where: { id: disabled.user.id }, data: { isActive: false } });
      expect(await api.refresh(disabledSession.refresh)).toBe(SESSION_ENDED);

      const moved = await createUser(t);
      const movedSession = await api.login(moved.user.email);
      await t.prisma.user.update({ where: { id: moved.user.id }, data: { tokenVersion: { increment: 1 } } });
      expect(await api.refresh(movedSession.refresh)).toBe(SESSION_ENDED);
    });
  });

  it('refuses an access token that names no session (issued before sessions were checked), and signing out everywhere anonymously', async () => {
    const { user } = await createUser(t);
    const withoutSession = await t.app.get(JwtService).signAsync({ sub: user.id, ver: user.tokenVersion });
    expect(await apis.rest.me(withoutSession)).toBe(401);
    expect(await apis.graphql.me(withoutSession)).toBe('UNAUTHENTICATED');
    await t.http().post('/api/v1/auth/logout-everywhere').expect(401);
    expect((await t.graphql(LOGOUT_EVERYWHERE)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('ends the refresh tokens on a password reset', async () => {
    const { user } = await createUser(t);
    const session = await apis.rest.login(user.email, true);
    await t.http().post('/api/v1/auth/forgot-password').send({ email: user.email }).expect(200);
    await t.settled();
    const mail = await t.prisma.mailOutbox.findFirstOrThrow({
      where: { toAddress: user.email, kind: 'password_reset' },
      orderBy: { id: 'desc' },
    });
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1];
    expect(
      (
        await t.graphql('mutation ($t: String!) { resetPassword(token: $t, newPassword: "reset-password-9") }', {
          t: token,
        })
      ).body.data.resetPassword,
    ).toBe(true);
    expect((await rowOf(session.refresh)).revokedAt).not.toBeNull();
    expect(await apis.graphql.refresh(session.refresh)).toBe(SESSION_ENDED);
  });

  it('ends the refresh tokens when an admin deactivates the user or sets their password, and removes them with the user', async () => {
    const admin = await createUser(t, 'admin');
    const deactivated = await createUser(t);
    const deactivatedSession = await apis.graphql.login(deactivated.user.email, true);
    await t
      .http()
      .put(`/api/v1/admin/users/${deactivated.user.id}`)
      .set('Authorization', admin.auth)
      .send({ is_active: false })
      .expect(200);
    expect((await rowOf(deactivatedSession.refresh)).revokedAt).not.toBeNull();
    await t
      .http()
      .put(`/api/v1/admin/users/${deactivated.user.id}`)
      .set('Authorization', admin.auth)
      .send({ is_active: true })
      .expect(200);
    expect(await apis.rest.refresh(deactivatedSession.refresh)).toBe(SESSION_ENDED);

    const reset = await createUser(t);
    const resetSession = await apis.rest.login(reset.user.email);
    const update = await t.graphql(
      'mutation ($id: Int!) { updateUser(id: $id, input: { password: "set-by-the-admin" }) { id } }',
      { id: reset.user.id },
      admin.token,
    );
    expect(update.body.errors).toBeUndefined();
    expect(await apis.graphql.refresh(resetSession.refresh)).toBe(SESSION_ENDED);

    const removed = await createUser(t);
    await apis.rest.login(removed.user.email);
    await t.http().delete(`/api/v1/admin/users/${removed.user.id}`).set('Authorization', admin.auth).expect(204);
    expect(await t.prisma.refreshToken.count({ where: { userId: removed.user.id } })).toBe(0);
  });

  it('keeps refresh tokens when an admin edits only the name', async () => {
    const admin = await createUser(t, 'admin');
    const { user } = await createUser(t);
    const session = await apis.rest.login(user.email);
    await t
      .http()
      .put(`/api/v1/admin/users/${user.id}`)
      .set('Authorization', admin.auth)
      .send({ full_name: 'اسم معدل' })
      .expect(200);
    expect(await apis.rest.refresh(session.refresh)).toEqual(expect.objectContaining({ refresh: expect.any(String) }));
  });

  it('deletes expired and revoked rows older than 30 days when a token is issued', async () => {
    const { user } = await createUser(t);
    const old = new Date(Date.now() - 31 * DAY);
    const stale = await Promise.all([
      t.prisma.refreshToken.create({
        data: {
          userId: user.id,
          familyId: randomUUID(),
          tokenHash: hashOf('expired-long-ago'),
          tokenVersion: 0,
          remember: false,
          expiresAt: old,
        },
      }),
      t.prisma.refreshToken.create({
        data: {
          userId: user.id,
          familyId: randomUUID(),
          tokenHash: hashOf('revoked-long-ago'),
          tokenVersion: 0,
          remember: true,
          expiresAt: new Date(),
          revokedAt: old,
        },
      }),
    ]);
    const recent = await t.prisma.refreshToken.create({
      data: {
        userId: user.id,
        familyId: randomUUID(),
        tokenHash: hashOf('revoked-yesterday'),
        tokenVersion: 0,
        remember: false,
        expiresAt: new Date(),
        revokedAt: new Date(Date.now() - DAY),
      },
    });
    await apis.rest.login(user.email);
    expect(await t.prisma.refreshToken.count({ where: { id: { in: stale.map((row) => row.id) } } })).toBe(0);
    expect(await t.prisma.refreshToken.count({ where: { id: recent.id } })).toBe(1);
  });

  it('refuses malformed REST bodies with 422', async () => {
    const refresh = await t.http().post('/api/v1/auth/refresh').send({}).expect(422);
    expect(refresh.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'refresh_token'], msg: 'رمز الجلسة غير صالح' }),
    ]);
    await t
      .http()
      .post('/api/v1/auth/logout')
      .send({ refresh_token: 'x'.repeat(129) })
      .expect(422);
    const { user } = await createUser(t);
    const login = await t
      .http()
      .post('/api/v1/auth/login')
      .send({ email: user.email, password: TEST_PASSWORD, remember: 'yes' })
      .expect(422);
    expect(login.body.detail[0].loc).toEqual(['body', 'remember']);
  });
});
