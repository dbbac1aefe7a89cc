import { startTestApp, type TestApp } from './helpers/test-app.js';
import { type Caller, createCallers, placeOrder, setStatus } from './helpers/orders.js';

const AUDIT = `query ($actorId: Int, $action: String, $from: String, $to: String, $page: PageInput) {
  auditLog(actorId: $actorId, action: $action, from: $from, to: $to, page: $page) {
    total page pageSize items { id actorId actorName actorEmail action entityType entityId ip createdAt changes { field value } } } }`;
const ACTIONS = 'query { auditActions }';

describe('the audit log on screen', () => {
  let t: TestApp;
  let owner: Caller, other: Caller, staff: Caller, admin: Caller;
  let orderId: number;

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, other, staff, admin } = await createCallers(t));
    const order = await placeOrder(t, owner);
    orderId = order.id;
    await setStatus(t, order.id, 'processing');
    await t
      .http()
      .post(`/api/v1/orders/${order.id}/hold`)
      .set('Authorization', staff.auth)
      .send({ request: 'صورة أوضح' })
      .expect(200);
    await t.http().post(`/api/v1/orders/${order.id}/resume`).set('Authorization', admin.auth).expect(200);
    await t
      .http()
      .post(`/api/v1/orders/${order.id}/notes`)
      .set('Authorization', staff.auth)
      .send({ body: 'ملاحظة' })
      .expect(201);
    await t
      .http()
      .put(`/api/v1/admin/orders/${order.id}/assignee`)
      .set('Authorization', admin.auth)
      .send({ user_id: staff.user.id })
      .expect(200);
  });
  afterAll(() => t.close());

  const list = (caller: Caller | undefined, query = '') => {
    const call = t.http().get(`/api/v1/admin/audit${query}`);
    return caller ? call.set('Authorization', caller.auth) : call;
  };

  it('lists who did what, newest first, with the change readable, on both APIs', async () => {
    const rest = await list(admin, `?page_size=100`).expect(200);
    expect(rest.body.meta).toMatchObject({ page: 1, page_size: 100 });
    const actions = rest.body.data.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['order.hold_placed', 'order.hold_resumed', 'order.note_added', 'order.assigned']),
    );
    const assigned = rest.body.data.find((entry: { action: string }) => entry.action === 'order.assigned');
    expect(assigned).toMatchObject({
      actor_id: admin.user.id,
      actor_name: admin.user.fullName,
      actor_email: admin.user.email,
      entity_type: 'order',
      entity_id: String(orderId),
    });
    expect(assigned.changes).toEqual(
      expect.arrayContaining([
        { field: 'to.id', value: String(staff.user.id) },
        { field: 'to.name', value: staff.user.fullName },
        { field: 'from', value: null },
      ]),
    );
    const times = rest.body.data.map((entry: { created_at: string }) => entry.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const graphql = await t.graphql(AUDIT, { page: { pageSize: 100 } }, admin.token);
    expect(graphql.body.data.auditLog.total).toBe(rest.body.meta.total);
    expect(graphql.body.data.auditLog.items.map((entry: { id: number }) => entry.id)).toEqual(
      rest.body.data.map((entry: { id: number }) => entry.id),
    );
    const known = await t.graphql(ACTIONS, {}, admin.token);
    expect(known.body.data.auditActions).toEqual(expect.arrayContaining(['order.hold_placed', 'order.assigned']));
    const restActions = await list(admin, '/actions').expect(200);
    expect(restActions.body.data).toEqual(known.body.data.auditActions);
  });

  it('records hold and resume with who did it', async () => {
    const placed = await list(admin, '?action=order.hold_placed').expect(200);
    expect(placed.body.data[0]).toMatchObject({ actor_id: staff.user.id, entity_id: String(orderId) });
    expect(placed.body.data[0].changes).toContainEqual({ field: 'request', value: 'صورة أوضح' });
    const resumed = await list(admin, '?action=order.hold_resumed').expect(200);
    expect(resumed.body.data[0]).toMatchObject({ actor_id: admin.user.id, entity_id: String(orderId) });
  });

  it('filters by actor, action and Istanbul days, and pages', async () => {
    const byStaff = await list(admin, `?actor_id=${staff.user.id}`).expect(200);
    expect(byStaff.body.data.length).toBeGreaterThan(0);
    expect(byStaff.body.data.every((entry: { actor_id: number }) => entry.actor_id === staff.user.id)).toBe(true);
    const graphql = await t.graphql(AUDIT, { actorId: staff.user.id, action: 'order.note_added' }, admin.token);
    expect(graphql.body.data.auditLog.items).toHaveLength(1);
    expect(graphql.body.data.auditLog.items[0]).toMatchObject({ actorId: staff.user.id, action: 'order.note_added' });

    // An entry at 23:30 Istanbul on 1 March (20:30 UTC) belongs to 1 March, not 2 March.
    await t.prisma.auditLog.create({
      data: {
        actorId: admin.user.id,
        action: 'test.late_evening',
        entityType: 'test',
        createdAt: new Date('2026-03-01T20:30:00Z'),
      },
    });
    const first = await list(admin, '?action=test.late_evening&from=2026-03-01&to=2026-03-01').expect(200);
    expect(first.body.meta.total).toBe(1);
    const second = await list(admin, '?action=test.late_evening&from=2026-03-02').expect(200);
    expect(second.body.meta.total).toBe(0);
    const graphqlDay = await t.graphql(
      AUDIT,
      { action: 'test.late_evening', from: '2026-03-01', to: '2026-03-01' },
      admin.token,
    );
    expect(graphqlDay.body.data.auditLog.total).toBe(1);

    const total = (await list(admin).expect(200)).body.meta.total as number;
    const page2 = await list(admin, '?page=2&page_size=2').expect(200);
    expect(page2.body.meta).toMatchObject({ page: 2, page_size: 2, total });
    expect(page2.body.data).toHaveLength(Math.min(2, Math.max(total - 2, 0)));
  });

  it('refuses bad filters with clear messages on both APIs', async () => {
    for (const query of [
      '?from=2026-02-30',
      '?to=yesterday',
      '?from=2026-03-02&to=2026-03-01',
      '?actor_id=abc',
      '?page_size=1000',
    ]) {
      const refused = await list(admin, query).expect(422);
      expect(refused.body.detail[0].msg).toEqual(expect.any(String));
    }
    const graphql = await t.graphql(AUDIT, { from: '2026-13-01' }, admin.token);
    expect(graphql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('is for admins only: staff, clients and visitors are refused on both APIs', async () => {
    for (const caller of [staff, owner, other]) {
      await list(caller).expect(403);
      await list(caller, '/actions').expect(403);
      expect((await t.graphql(AUDIT, {}, caller.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.graphql(ACTIONS, {}, caller.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    await list(undefined).expect(401);
    expect((await t.graphql(AUDIT, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
