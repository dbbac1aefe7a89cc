import { jest } from '@jest/globals';
import { UsersService } from '../src/users/users.service.js';
import { createUser, startTestApp, TEST_PASSWORD, type TestApp } from './helpers/test-app.js';
import { insertOrder } from './helpers/dashboard.js';
import { newUserBody, readsUserSecret, withOnlyActiveAdmins } from './helpers/users.js';
import { countSqlStatements } from './helpers/orders.js';
import { writeDirectly } from './helpers/content.js';
import { toAuthUser } from '../src/common/auth/auth-user.js';

type Caller = Awaited<ReturnType<typeof createUser>>;

describe('back-office users (admins only)', () => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  let client: Caller;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, 'admin');
    staff = await createUser(t, 'staff');
    client = await createUser(t, 'client');
  });
  afterAll(() => t.close());

  const rest = {
    list: (auth?: string, query: Record<string, unknown> = {}) =>
      withAuth(t.http().get('/api/v1/admin/users').query(query), auth),
    create: (body: object, auth?: string) => withAuth(t.http().post('/api/v1/admin/users').send(body), auth),
    update: (id: number | string, body: object, auth?: string) =>
      withAuth(t.http().put(`/api/v1/admin/users/${id}`).send(body), auth),
    remove: (id: number | string, auth?: string) => withAuth(t.http().delete(`/api/v1/admin/users/${id}`), auth),
  };
  const withAuth = <R extends { set(name: string, value: string): R }>(call: R, auth?: string) =>
    auth ? call.set('Authorization', auth) : call;
  const gqlError = (response: { body: { errors?: { message: string; extensions: { code: string } }[] } }) =>
    response.body.errors?.[0];
  const login = (email: string, password: string) => t.http().post('/api/v1/auth/login').send({ email, password });
  const me = (auth: string) => t.http().get('/api/v1/auth/me').set('Authorization', auth);

  describe('who may manage users', () => {
    it('answers 401 to anonymous callers and 403 to clients and staff on every REST route', async () => {
      const { user: target } = await createUser(t, 'client');
      const calls = [
        (auth?: string) => rest.list(auth),
        (auth?: string) => rest.create(newUserBody(), auth),
        (auth?: string) => rest.update(target.id, { is_active: false }, auth),
        (auth?: string) => rest.remove(target.id, auth),
      ];
      for (const call of calls) {
        expect((await call()).status).toBe(401);
        for (const caller of [client, staff]) {
          const response = await call(caller.auth);
          expect(response.status).toBe(403);
          expect(response.body.detail).toBe('ليس لديك صلاحية للقيام بهذا الإجراء');
        }
      }
      const stored = await t.prisma.user.findUniqueOrThrow({ where: { id: target.id } });
      expect(stored.isActive).toBe(true);
    });

    it('answers UNAUTHENTICATED and FORBIDDEN on every GraphQL operation', async () => {
      const { user: target } = await createUser(t, 'client');
      const body = newUserBody();
      const operations: [string, Record<string, unknown>][] = [
        [USERS, {}],
        [CREATE_USER, { input: { email: body.email, fullName: body.full_name, password: body.password } }],
        [UPDATE_USER, { id: target.id, input: { isActive: false } }],
        [DELETE_USER, { id: target.id }],
      ];
      for (const [document, variables] of operations) {
        expect(gqlError(await t.graphql(document, variables))?.extensions.code).toBe('UNAUTHENTICATED');
        for (const caller of [client, staff]) {
          const response = await t.graphql(document, variables, caller.token);
          expect(gqlError(response)).toMatchObject({
            message: 'ليس لديك صلاحية للقيام بهذا الإجراء',
            extensions: { code: 'FORBIDDEN' },
          });
        }
      }
      expect(await t.prisma.user.count({ where: { id: target.id, isActive: true } })).toBe(1);
      expect(await t.prisma.user.count({ where: { email: body.email.toLowerCase() } })).toBe(0);
    });
  });

  describe('list', () => {
    const marker = 'قائمةاختبار';
    let older: Awaited<ReturnType<typeof createUser>>['user'];
    let newer: Awaited<ReturnType<typeof createUser>>['user'];
    let listedStaff: Awaited<ReturnType<typeof createUser>>['user'];

    beforeAll(async () => {
      ({ user: older } = await createUser(t, 'client', { fullName: `${marker} Sara Khatib`, phone: '+905551112233' }));
      ({ user: listedStaff } = await createUser(t, 'staff', { fullName: `${marker} موظف`, phone: '+4915112345678' }));
      ({ user: newer } = await createUser(t, 'client', {
        fullName: `${marker} عمر`,
        email: `omar.${Date.now()}@Mail.example`.toLowerCase(),
      }));
      await t.prisma.user.update({ where: { id: older.id }, data: { createdAt: new Date(Date.now() - 86_400_000) } });
      for (let i = 0; i < 3; i += 1) await insertOrder(t, { userId: older.id });
      await insertOrder(t, { userId: listedStaff.id });
    });

    it('lists the search newest first with each order count and per-role counts for the role tabs', async () => {
      const response = await rest.list(admin.auth, { search: marker }).expect(200);
      expect(response.body.data.map((u: { id: number }) => u.id)).toEqual([newer.id, listedStaff.id, older.id]);
      expect(response.body.data.map((u: { orders_count: number }) => u.orders_count)).toEqual([0, 1, 3]);
      expect(response.body.meta).toEqual({
        total: 3,
        page: 1,
        page_size: 20,
        role_counts: { all: 3, admin: 0, staff: 1, client: 2, partner: 0 },
      });
      expect(response.body.data[2]).toEqual({
        id: older.id,
        email: older.email,
        full_name: older.fullName,
        phone: '+905551112233',
        role: 'client',
        language: 'ar',
        is_active: true,
        is_admin: false,
        email_verified: true,
        two_factor_enabled: false,
        created_at: expect.any(String),
        last_login_at: null,
        orders_count: 3,
      });
      expect(response.body.data[0]).not.toHaveProperty('password_hash');
    });

    it('filters by role while the role counts stay those of the whole search', async () => {
      const response = await rest.list(admin.auth, { search: marker, role: 'client' }).expect(200);
      expect(response.body.data.map((u: { id: number }) => u.id)).toEqual([newer.id, older.id]);
      expect(response.body.meta).toMatchObject({ total: 2, role_counts: { all: 3, admin: 0, staff: 1, client: 2 } });
    });

    it('searches full name and e-mail ignoring case, and phone as a substring', async () => {
      const ids = async (search: string) =>
        (await rest.list(admin.auth, { search }).expect(200)).body.data.map((u: { id: number }) => u.id);
      expect(await ids('sara khatib')).toEqual([older.id]);
      expect(await ids(newer.email.toUpperCase())).toEqual([newer.id]);
      expect(await ids('MAIL.EXAMPLE')).toEqual([newer.id]);
      expect(await ids('555111')).toEqual([older.id]);
      expect(await ids('151 1234')).toEqual([listedStaff.id]);
      expect(await ids('no-such-user-anywhere')).toEqual([]);
    });

    it('pages the list', async () => {
      const first = await rest.list(admin.auth, { search: marker, page: 1, page_size: 2 }).expect(200);
      const second = await rest.list(admin.auth, { search: marker, page: 2, page_size: 2 }).expect(200);
      expect(first.body.data.map((u: { id: number }) => u.id)).toEqual([newer.id, listedStaff.id]);
      expect(second.body.data.map((u: { id: number }) => u.id)).toEqual([older.id]);
      expect(second.body.meta).toMatchObject({ total: 3, page: 2, page_size: 2 });
    });

    it('refuses a bad role, page or search with 422 and Arabic messages', async () => {
      const role = await rest.list(admin.auth, { role: 'boss' }).expect(422);
      expect(role.body.detail).toEqual([
        { loc: ['query', 'role'], msg: 'الدور يجب أن يكون مديراً أو موظفاً أو عميلاً أو شريكاً', type: 'isEnum' },
      ]);
      const page = await rest.list(admin.auth, { page: 0, page_size: 500 }).expect(422);
      expect(page.body.detail.map((d: { loc: string[] }) => d.loc)).toEqual([
        ['query', 'page'],
        ['query', 'page_size'],
      ]);
      const search = await rest.list(admin.auth, { search: 'x'.repeat(101) }).expect(422);
      expect(search.body.detail[0]).toMatchObject({ loc: ['query', 'search'], msg: 'يجب ألا يزيد النص عن 100 حرفاً' });
      await rest.list(admin.auth, { sort: 'email' }).expect(422);
    });

    it('gives the same page over GraphQL', async () => {
      const response = await t.graphql(
        USERS,
        { search: marker, role: 'client', page: { page: 1, pageSize: 1 } },
        admin.token,
      );
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.users).toEqual({
        items: [
          {
            id: newer.id,
            email: newer.email,
            fullName: newer.fullName,
            role: 'client',
            isActive: true,
            isAdmin: false,
            ordersCount: 0,
          },
        ],
        total: 2,
        page: 1,
        pageSize: 1,
        roleCounts: { all: 3, admin: 0, staff: 1, client: 2 },
      });
      const all = await t.graphql(USERS, { search: marker }, admin.token);
      expect(all.body.data.users.items.map((u: { ordersCount: number }) => u.ordersCount)).toEqual([0, 1, 3]);
    });

    it('takes null filters over GraphQL as no filter, as the back office sends them', async () => {
      const response = await t.graphql(USERS, { search: marker, role: null, page: null }, admin.token);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.users.total).toBe(3);
      const everyone = await t.graphql(USERS, { search: null, role: null }, admin.token);
      expect(everyone.body.errors).toBeUndefined();
      expect(everyone.body.data.users.roleCounts.all).toBeGreaterThanOrEqual(4);
    });

    it('refuses bad GraphQL arguments with BAD_USER_INPUT', async () => {
      expect(gqlError(await t.graphql(USERS, { role: 'boss' }, admin.token))?.extensions.code).toBe('BAD_USER_INPUT');
      const page = await t.graphql(USERS, { page: { pageSize: 500 } }, admin.token);
      expect(gqlError(page)).toMatchObject({ message: 'أكبر حجم للصفحة 100', extensions: { code: 'BAD_USER_INPUT' } });
      const search = await t.graphql(USERS, { search: 'x'.repeat(101) }, admin.token);
      expect(gqlError(search)).toMatchObject({
        message: 'يجب ألا يزيد النص عن 100 حرفاً',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('counts orders for a whole page in one grouped query, whatever the page size', async () => {
      const groupBy = jest.spyOn(t.prisma.order, 'groupBy');
      const count = jest.spyOn(t.prisma.order, 'count');
      try {
        await rest.list(admin.auth, { page_size: 2 }).expect(200);
        await rest.list(admin.auth, { page_size: 100 }).expect(200);
        const gql = await t.graphql(USERS, { page: { pageSize: 100 } }, admin.token);
        expect(gql.body.errors).toBeUndefined();
        expect(groupBy).toHaveBeenCalledTimes(3);
        expect(count).not.toHaveBeenCalled();
      } finally {
        groupBy.mockRestore();
        count.mockRestore();
      }
    });
  });

  describe('create', () => {
    it('creates a user with the role and state given, a lower-cased e-mail, an international phone and an argon2id hash', async () => {
      const body = newUserBody({ role: 'staff', is_active: true });
      const response = await rest.create(body, admin.auth).expect(201);
      expect(response.body.data).toEqual({
        id: expect.any(Number),
        email: body.email.toLowerCase(),
        full_name: 'ليلى حداد',
        phone: '+905327654321',
        role: 'staff',
        language: 'ar',
        is_active: true,
        is_admin: false,
        email_verified: true,
        two_factor_enabled: false,
        created_at: expect.any(String),
        last_login_at: null,
        orders_count: 0,
      });
      const stored = await t.prisma.user.findUniqueOrThrow({ where: { id: response.body.data.id } });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
      const session = await login(body.email, body.password).expect(200);
      expect(session.body.data.user).toMatchObject({ role: 'staff', is_admin: false });
    });

    it('records who created whom in the audit log', async () => {
      const response = await rest.create(newUserBody({ role: 'admin' }), admin.auth).expect(201);
      const entry = await t.prisma.auditLog.findFirstOrThrow({
        where: { entityType: 'user', entityId: String(response.body.data.id) },
      });
      expect(entry).toMatchObject({
        actorId: admin.user.id,
        action: 'user.create',
        details: { email: response.body.data.email, role: 'admin', is_active: true },
      });
    });

    it('makes a client by default, and an inactive account that cannot log in when asked', async () => {
      const plain = newUserBody();
      delete (plain as Partial<typeof plain>).role;
      delete (plain as Partial<typeof plain>).is_active;
      delete (plain as Partial<typeof plain>).phone;
      const made = await rest.create(plain, admin.auth).expect(201);
      expect(made.body.data).toMatchObject({ role: 'client', is_active: true, phone: null });
      const inactive = newUserBody({ is_active: false, phone: '' });
      const response = await rest.create(inactive, admin.auth).expect(201);
      expect(response.body.data).toMatchObject({ is_active: false, phone: null });
      await login(inactive.email, inactive.password).expect(403);
    });

    it('refuses an e-mail already registered, in any case, with 400', async () => {
      const body = newUserBody();
      await rest.create(body, admin.auth).expect(201);
      const again = await rest.create({ ...body, email: body.email.toUpperCase() }, admin.auth).expect(400);
      expect(again.body.detail).toBe('البريد الإلكتروني مسجل مسبقاً');
      const gql = await t.graphql(
        CREATE_USER,
        { input: { email: body.email.toUpperCase(), fullName: 'آخر', password: body.password } },
        admin.token,
      );
      expect(gqlError(gql)).toMatchObject({
        message: 'البريد الإلكتروني مسجل مسبقاً',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('refuses bad fields with 422, one Arabic message per field, and unknown fields', async () => {
      const response = await rest
        .create(
          { email: 'not-mail', full_name: ' ', phone: '0532 123', password: '', role: 'boss', is_active: 'yes' },
          admin.auth,
        )
        .expect(422);
      const byField = Object.fromEntries(
        response.body.detail.map((d: { loc: string[]; msg: string }) => [d.loc[1], d.msg]),
      );
      expect(byField).toEqual({
        email: 'البريد الإلكتروني غير صحيح',
        full_name: 'الاسم الكامل مطلوب',
        phone: expect.stringContaining('رقم الهاتف غير صحيح'),
        password: 'كلمة المرور مطلوبة',
        role: 'الدور يجب أن يكون مديراً أو موظفاً أو عميلاً أو شريكاً',
        is_active: 'حالة التفعيل يجب أن تكون true أو false',
      });
      const unknown = await rest.create(newUserBody({ is_admin: true }), admin.auth).expect(422);
      expect(unknown.body.detail).toEqual([
        { loc: ['body', 'is_admin'], msg: 'الحقل is_admin غير مسموح به', type: 'whitelistValidation' },
      ]);
    });

    it('takes the password minimum from the stored settings', async () => {
      const short = await rest.create(newUserBody({ password: 'short7!' }), admin.auth).expect(422);
      expect(short.body.detail).toEqual([
        { loc: ['body', 'password'], msg: 'كلمة المرور يجب أن تكون 8 أحرف على الأقل', type: 'min_length' },
      ]);
      await writeDirectly(t, () =>
        t.prisma.settingGroup.update({ where: { key: 'security' }, data: { data: { password_min_length: 12 } } }),
      );
      try {
        const longer = await rest.create(newUserBody({ password: 'eleven-char' }), admin.auth).expect(422);
        expect(longer.body.detail[0].msg).toBe('كلمة المرور يجب أن تكون 12 أحرف على الأقل');
      } finally {
        await writeDirectly(t, () => t.prisma.settingGroup.update({ where: { key: 'security' }, data: { data: {} } }));
      }
    });

    it('creates over GraphQL with the same rules', async () => {
      const body = newUserBody();
      const input = {
        email: body.email,
        fullName: body.full_name,
        phone: body.phone,
        password: body.password,
        role: 'admin',
        isActive: true,
      };
      const response = await t.graphql(CREATE_USER, { input }, admin.token);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.createUser).toMatchObject({
        email: body.email.toLowerCase(),
        role: 'admin',
        isAdmin: true,
        phone: '+905327654321',
        ordersCount: 0,
      });
      const bad = await t.graphql(
        CREATE_USER,
        { input: { ...input, email: 'x@y.example', phone: '123' } },
        admin.token,
      );
      expect(gqlError(bad)).toMatchObject({
        message: expect.stringContaining('رقم الهاتف غير صحيح'),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const short = await t.graphql(
        CREATE_USER,
        { input: { ...input, email: 'y@y.example', password: 'short' } },
        admin.token,
      );
      expect(gqlError(short)).toMatchObject({
        message: 'كلمة المرور يجب أن تكون 8 أحرف على الأقل',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const unknownRole = await t.graphql(
        CREATE_USER,
        { input: { ...input, email: 'z@y.example', role: 'boss' } },
        admin.token,
      );
      expect(gqlError(unknownRole)?.extensions.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('update', () => {
    it('changes only the fields sent and keeps the password when none or an empty one is sent', async () => {
      const target = await createUser(t, 'client', { fullName: 'قبل التعديل' });
      const before = await t.prisma.user.findUniqueOrThrow({ where: { id: target.user.id } });
      const response = await rest
        .update(target.user.id, { full_name: 'بعد التعديل', password: '' }, admin.auth)
        .expect(200);
      expect(response.body.data).toMatchObject({
        id: target.user.id,
        full_name: 'بعد التعديل',
        email: before.email,
        phone: before.phone,
        role: 'client',
        is_active: true,
      });
      const after = await t.prisma.user.findUniqueOrThrow({ where: { id: target.user.id } });
      expect(after.passwordHash).toBe(before.passwordHash);
      expect(after.tokenVersion).toBe(before.tokenVersion);
      await me(target.auth).expect(200);
    });

    it('changes e-mail, phone, role and password together, and removes the phone with an empty value', async () => {
      const target = await createUser(t, 'client');
      const email = `Changed.${Date.now()}@Example.com`;
      const response = await rest
        .update(
          target.user.id,
          { email, phone: '+49 151 12345678', role: 'staff', password: 'a-new-password' },
          admin.auth,
        )
        .expect(200);
      expect(response.body.data).toMatchObject({ email: email.toLowerCase(), phone: '+4915112345678', role: 'staff' });
      await login(email, 'a-new-password').expect(200);
      const cleared = await rest.update(target.user.id, { phone: '' }, admin.auth).expect(200);
      expect(cleared.body.data.phone).toBeNull();
    });

    it('deactivates with just is_active: the user’s tokens stop at once and stay dead after reactivation', async () => {
      const target = await createUser(t, 'client');
      await me(target.auth).expect(200);
      const off = await rest.update(target.user.id, { is_active: false }, admin.auth).expect(200);
      expect(off.body.data.is_active).toBe(false);
      await me(target.auth).expect(401);
      await login(target.user.email, TEST_PASSWORD).expect(403);
      await rest.update(target.user.id, { is_active: true }, admin.auth).expect(200);
      await me(target.auth).expect(401);
      const session = await login(target.user.email, TEST_PASSWORD).expect(200);
      await me(`Bearer ${session.body.data.access_token}`).expect(200);
    });

    it('ends the user’s sessions when an admin sets a new password', async () => {
      const target = await createUser(t, 'staff');
      await rest.update(target.user.id, { password: 'set-by-the-admin' }, admin.auth).expect(200);
      await me(target.auth).expect(401);
      await login(target.user.email, TEST_PASSWORD).expect(401);
      await login(target.user.email, 'set-by-the-admin').expect(200);
    });

    it('records what changed in the audit log, never the password', async () => {
      const target = await createUser(t, 'client');
      await rest.update(target.user.id, { role: 'staff', password: 'another-password' }, admin.auth).expect(200);
      const entry = await t.prisma.auditLog.findFirstOrThrow({
        where: { action: 'user.update', entityId: String(target.user.id) },
      });
      expect(entry).toMatchObject({
        actorId: admin.user.id,
        details: { changes: { role: { from: 'client', to: 'staff' } }, password_changed: true },
      });
      expect(JSON.stringify(entry.details)).not.toContain('another-password');
    });

    it('refuses another user’s e-mail with 400, and bad fields with 422', async () => {
      const target = await createUser(t, 'client');
      const taken = await rest
        .update(target.user.id, { email: client.user.email.toUpperCase() }, admin.auth)
        .expect(400);
      expect(taken.body.detail).toBe('البريد الإلكتروني مسجل مسبقاً');
      const bad = await rest
        .update(target.user.id, { role: 'owner', password: 'short', is_active: 1 }, admin.auth)
        .expect(422);
      expect(bad.body.detail.map((d: { loc: string[] }) => d.loc[1]).sort()).toEqual(['is_active', 'role']);
      const short = await rest.update(target.user.id, { password: 'short' }, admin.auth).expect(422);
      expect(short.body.detail[0].msg).toBe('كلمة المرور يجب أن تكون 8 أحرف على الأقل');
      await rest.update(target.user.id, { token_version: 0 }, admin.auth).expect(422);
    });

    it('answers 404 for an unknown user and 422 for an id that is not a number', async () => {
      const missing = await rest.update(999_999, { is_active: false }, admin.auth).expect(404);
      expect(missing.body.detail).toBe('المستخدم غير موجود');
      const bad = await rest.update('abc', { is_active: false }, admin.auth).expect(422);
      expect(bad.body.detail).toEqual([{ loc: ['path', 'id'], msg: 'رقم المستخدم غير صحيح', type: 'int_parsing' }]);
      await rest.update('99999999999', { is_active: false }, admin.auth).expect(422);
      const gql = await t.graphql(UPDATE_USER, { id: 999_999, input: { isActive: false } }, admin.token);
      expect(gqlError(gql)).toMatchObject({ message: 'المستخدم غير موجود', extensions: { code: 'NOT_FOUND' } });
    });

    it('does not let an admin deactivate or demote themself, but lets them edit their name', async () => {
      const self = await createUser(t, 'admin');
      const off = await rest.update(self.user.id, { is_active: false }, self.auth).expect(400);
      expect(off.body.detail).toBe('لا يمكنك تعطيل حسابك');
      const demote = await rest.update(self.user.id, { role: 'staff' }, self.auth).expect(400);
      expect(demote.body.detail).toBe('لا يمكنك إلغاء صلاحية المدير عن حسابك');
      const gql = await t.graphql(UPDATE_USER, { id: self.user.id, input: { role: 'client' } }, self.token);
      expect(gqlError(gql)).toMatchObject({
        message: 'لا يمكنك إلغاء صلاحية المدير عن حسابك',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      await rest
        .update(self.user.id, { full_name: 'مدير معدل', role: 'admin', is_active: true }, self.auth)
        .expect(200);
      expect(await t.prisma.user.findUniqueOrThrow({ where: { id: self.user.id } })).toMatchObject({
        role: 'admin',
        isActive: true,
        fullName: 'مدير معدل',
      });
    });

    it('never leaves the office without an active admin, even when two admins demote each other at once', async () => {
      const first = await createUser(t, 'admin');
      const second = await createUser(t, 'admin');
      await withOnlyActiveAdmins(t, [first.user.id, second.user.id], async () => {
        const answers = await Promise.all([
          rest.update(second.user.id, { role: 'staff' }, first.auth),
          rest.update(first.user.id, { role: 'staff' }, second.auth),
        ]);
        const statuses = answers.map((answer) => answer.status).sort();
        expect(statuses[0]).toBe(200);
        expect([403, 409]).toContain(statuses[1]);
        expect(await t.prisma.user.count({ where: { role: 'admin', isActive: true } })).toBe(1);
      });
    });

    it('refuses to deactivate or demote the last active admin', async () => {
      const last = await createUser(t, 'admin');
      // An admin whose own rights were just taken away, with a request already past the guard.
      const formerAdmin = await createUser(t, 'staff');
      const service = t.app.get(UsersService);
      const actor = toAuthUser({ ...formerAdmin.user, role: 'admin' });
      await withOnlyActiveAdmins(t, [last.user.id], async () => {
        await expect(service.update(actor, last.user.id, { isActive: false })).rejects.toMatchObject({
          code: 'CONFLICT',
          message: 'لا يمكن تعطيل آخر مدير نشط أو تغيير دوره',
        });
        await expect(service.update(actor, last.user.id, { role: 'client' })).rejects.toMatchObject({
          code: 'CONFLICT',
        });
        await expect(service.delete(actor, last.user.id)).rejects.toMatchObject({
          code: 'CONFLICT',
          message: 'لا يمكن حذف آخر مدير نشط',
        });
        expect(await t.prisma.user.findUniqueOrThrow({ where: { id: last.user.id } })).toMatchObject({
          role: 'admin',
          isActive: true,
        });
      });
    });

    it('updates over GraphQL, where an empty password keeps the current one', async () => {
      const target = await createUser(t, 'client');
      const before = await t.prisma.user.findUniqueOrThrow({ where: { id: target.user.id } });
      const response = await t.graphql(
        UPDATE_USER,
        { id: target.user.id, input: { fullName: 'اسم جديد', role: 'staff', password: '', phone: null } },
        admin.token,
      );
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.updateUser).toMatchObject({
        id: target.user.id,
        fullName: 'اسم جديد',
        role: 'staff',
        phone: null,
        isActive: true,
      });
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: target.user.id } })).passwordHash).toBe(
        before.passwordHash,
      );
      const toggle = await t.graphql(UPDATE_USER, { id: target.user.id, input: { isActive: false } }, admin.token);
      expect(toggle.body.data.updateUser.isActive).toBe(false);
      await me(target.auth).expect(401);
      const bad = await t.graphql(UPDATE_USER, { id: target.user.id, input: { email: 'nope' } }, admin.token);
      expect(gqlError(bad)).toMatchObject({
        message: 'البريد الإلكتروني غير صحيح',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });
  });

  it('lists, creates, edits, resets and deletes users on both APIs without reading a password hash or a two-factor secret', async () => {
    const target = await createUser(t, 'client');
    const sql = await countSqlStatements(t);
    const statements = await sql.during(async () => {
      await rest.list(admin.auth).expect(200);
      expect((await t.graphql(USERS, {}, admin.token)).body.data.users.total).toBeGreaterThan(0);
      const created = (await rest.create(newUserBody(), admin.auth).expect(201)).body.data;
      await rest.update(target.user.id, { full_name: 'اسم معدل' }, admin.auth).expect(200);
      const updated = await t.graphql(
        UPDATE_USER,
        { id: target.user.id, input: { phone: '+905321112233' } },
        admin.token,
      );
      expect(updated.body.data.updateUser.phone).toBe('+905321112233');
      await withAuth(t.http().delete(`/api/v1/admin/users/${target.user.id}/two-factor`), admin.auth).expect(200);
      await rest.remove(created.id, admin.auth).expect(204);
    });
    expect(statements.filter(readsUserSecret)).toEqual([]);
  });

  describe('delete', () => {
    it('deletes the user with 204 and keeps their orders without an owner', async () => {
      const target = await createUser(t, 'client');
      const order = await insertOrder(t, { userId: target.user.id });
      await rest.remove(target.user.id, admin.auth).expect(204);
      expect(await t.prisma.user.findUnique({ where: { id: target.user.id } })).toBeNull();
      expect(await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
        userId: null,
        fullName: order.fullName,
      });
      const entry = await t.prisma.auditLog.findFirstOrThrow({
        where: { action: 'user.delete', entityId: String(target.user.id) },
      });
      expect(entry).toMatchObject({ actorId: admin.user.id, details: { email: target.user.email, role: 'client' } });
      await me(target.auth).expect(401);
    });

    it('refuses to delete yourself, and answers 404 for an unknown user', async () => {
      const self = await createUser(t, 'admin');
      const response = await rest.remove(self.user.id, self.auth).expect(400);
      expect(response.body.detail).toBe('لا يمكنك حذف حسابك');
      const gql = await t.graphql(DELETE_USER, { id: self.user.id }, self.token);
      expect(gqlError(gql)).toMatchObject({ message: 'لا يمكنك حذف حسابك', extensions: { code: 'BAD_USER_INPUT' } });
      expect((await rest.remove(999_999, admin.auth).expect(404)).body.detail).toBe('المستخدم غير موجود');
      await rest.remove('x1', admin.auth).expect(422);
      expect(gqlError(await t.graphql(DELETE_USER, { id: 999_999 }, admin.token))?.extensions.code).toBe('NOT_FOUND');
    });

    it('deletes over GraphQL', async () => {
      const target = await createUser(t, 'staff');
      const response = await t.graphql(DELETE_USER, { id: target.user.id }, admin.token);
      expect(response.body).toEqual({ data: { deleteUser: true } });
      expect(await t.prisma.user.count({ where: { id: target.user.id } })).toBe(0);
    });
  });

  it('describes the routes in OpenAPI, with delete answering 204', async () => {
    const { body } = await t.http().get('/api/v1/openapi.json').expect(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/admin/users', '/api/v1/admin/users/{id}']),
    );
    expect(Object.keys(body.paths['/api/v1/admin/users/{id}'].delete.responses).sort()).toEqual([
      '204',
      '400',
      '404',
      '409',
    ]);
    expect(body.components.schemas.UserPageMeta.properties.role_counts).toBeDefined();
    expect(body.components.schemas.CreateUserBody.required).toEqual(
      expect.arrayContaining(['email', 'full_name', 'password']),
    );
  });
});

const USER_FIELDS = 'id email fullName role isActive isAdmin ordersCount';
const USERS = `query ($role: Role, $search: String, $page: PageInput) {
  users(role: $role, search: $search, page: $page) { items { ${USER_FIELDS} } total page pageSize roleCounts { all admin staff client } }
}`;
const CREATE_USER = `mutation ($input: CreateUserInput!) { createUser(input: $input) { ${USER_FIELDS} phone } }`;
const UPDATE_USER = `mutation ($id: Int!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} phone } }`;
const DELETE_USER = 'mutation ($id: Int!) { deleteUser(id: $id) }';
