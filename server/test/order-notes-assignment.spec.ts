import type { Test } from 'supertest';
import { startTestApp, createUser, type TestApp } from './helpers/test-app.js';
import { type Caller, createCallers, freshIp, placeOrder, setNotificationSwitches } from './helpers/orders.js';
import { itReadsPdfText, pdfText, expectPdfToSay } from './helpers/pdf-text.js';

const NOTE = 'ملاحظة داخلية سرية: العميل طلب الاتصال بعد الظهر';
const FORBIDDEN = { detail: 'ليس لديك صلاحية للقيام بهذا الإجراء' };

const NOTES = 'query ($orderId: Int!) { orderNotes(orderId: $orderId) { id orderId body authorName createdAt } }';
const ADD_NOTE = `mutation ($orderId: Int!, $body: String!) { addOrderNote(orderId: $orderId, body: $body)
  { id body authorName } }`;
const ASSIGN = `mutation ($orderId: Int!, $userId: Int) { assignOrder(orderId: $orderId, userId: $userId)
  { id assignee { id fullName } assignments { assigneeName assignedByName } } }`;
const ORDER = `query ($id: Int!) { order(id: $id) { id notes fullName assignee { id fullName }
  assignments { assigneeId } history { note } holds { request } } }`;
const ADMIN_ORDERS = `query ($assignee: String) { adminOrders(assignee: $assignee, page: { pageSize: 100 })
  { total items { id assignee { id fullName } } } }`;
const BELL = 'query { backOfficeNotifications { unseen latest { kind orderId } } }';
const TRACK = 'query ($n: String!) { trackOrder(trackingNumber: $n) { status } }';

const binary = (call: Test) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('internal notes and assignment', () => {
  let t: TestApp;
  let owner: Caller, other: Caller, staff: Caller, admin: Caller;

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, other, staff, admin } = await createCallers(t));
    await setNotificationSwitches(t, { email_enabled: true });
  });
  afterAll(() => t.close());

  const as = <Call extends { set: (name: string, value: string) => Call }>(caller: Caller | undefined, call: Call) =>
    caller ? call.set('Authorization', caller.auth) : call;
  const listNotes = (caller: Caller | undefined, orderId: number) =>
    as(caller, t.http().get(`/api/v1/orders/${orderId}/notes`));
  const addNote = (caller: Caller | undefined, orderId: number, body: unknown = NOTE) =>
    as(caller, t.http().post(`/api/v1/orders/${orderId}/notes`)).send({ body });
  const assign = (caller: Caller | undefined, orderId: number, userId: unknown) =>
    as(caller, t.http().put(`/api/v1/admin/orders/${orderId}/assignee`)).send({ user_id: userId });
  const code = (response: { body: { errors?: { extensions?: { code?: string; reason?: string } }[] } }) =>
    response.body.errors?.[0]?.extensions;

  describe('notes', () => {
    it('staff and admins write and read notes on both APIs, oldest first, audited', async () => {
      const order = await placeOrder(t, owner);
      const written = await addNote(staff, order.id).expect(201);
      expect(written.body.data).toMatchObject({ order_id: order.id, body: NOTE, author_name: staff.user.fullName });
      const byAdmin = await t.graphql(ADD_NOTE, { orderId: order.id, body: 'ثانية' }, admin.token);
      expect(byAdmin.body.data.addOrderNote).toMatchObject({ body: 'ثانية', authorName: admin.user.fullName });

      const listed = await listNotes(admin, order.id).expect(200);
      expect(listed.body.data.map((note: { body: string }) => note.body)).toEqual([NOTE, 'ثانية']);
      const graphql = await t.graphql(NOTES, { orderId: order.id }, staff.token);
      expect(graphql.body.data.orderNotes.map((note: { body: string }) => note.body)).toEqual([NOTE, 'ثانية']);

      const audit = await t.prisma.auditLog.findMany({
        where: { action: 'order.note_added', entityId: String(order.id) },
      });
      expect(audit.map((row) => row.actorId).sort()).toEqual([staff.user.id, admin.user.id].sort());
    });

    it('refuses notes to the order’s owner, another client and visitors on both APIs', async () => {
      const order = await placeOrder(t, owner);
      await addNote(staff, order.id).expect(201);
      for (const caller of [owner, other]) {
        expect((await listNotes(caller, order.id).expect(403)).body).toEqual(FORBIDDEN);
        expect((await addNote(caller, order.id).expect(403)).body).toEqual(FORBIDDEN);
        expect(code(await t.graphql(NOTES, { orderId: order.id }, caller.token))?.code).toBe('FORBIDDEN');
        expect(code(await t.graphql(ADD_NOTE, { orderId: order.id, body: 'x' }, caller.token))?.code).toBe('FORBIDDEN');
      }
      await listNotes(undefined, order.id).expect(401);
      await addNote(undefined, order.id).expect(401);
      expect(code(await t.graphql(NOTES, { orderId: order.id }))?.code).toBe('UNAUTHENTICATED');
      expect(code(await t.graphql(ADD_NOTE, { orderId: order.id, body: 'x' }))?.code).toBe('UNAUTHENTICATED');
      expect(await t.prisma.orderNote.count({ where: { orderId: order.id } })).toBe(1);
    });

    it('refuses an empty note, one over 5,000 characters and an unknown order, writing nothing', async () => {
      const order = await placeOrder(t, owner);
      const empty = await addNote(staff, order.id, '   ').expect(422);
      expect(empty.body.detail[0]).toMatchObject({ loc: ['body', 'body'], msg: 'اكتب نص الملاحظة' });
      const long = await addNote(staff, order.id, 'م'.repeat(5001)).expect(422);
      expect(long.body.detail[0].loc).toEqual(['body', 'body']);
      await addNote(staff, order.id, 'م'.repeat(5000)).expect(201);
      await addNote(staff, order.id, 42).expect(422);
      const graphql = await t.graphql(ADD_NOTE, { orderId: order.id, body: '' }, staff.token);
      expect(code(graphql)?.code).toBe('BAD_USER_INPUT');
      expect((await addNote(staff, 999_999).expect(404)).body.code).toBe('ORDER_NOT_FOUND');
      expect(code(await t.graphql(NOTES, { orderId: 999_999 }, staff.token))?.code).toBe('NOT_FOUND');
      expect(await t.prisma.orderNote.count({ where: { orderId: order.id } })).toBe(1);
    });

    it('never shows a note to the client: order answers, lists, tracking, invoice', async () => {
      const order = await placeOrder(t, owner);
      await addNote(staff, order.id).expect(201);
      const answers = [
        (await as(owner, t.http().get(`/api/v1/orders/${order.id}`)).expect(200)).text,
        (await as(owner, t.http().get('/api/v1/orders')).expect(200)).text,
        (await t.graphql(ORDER, { id: order.id }, owner.token)).text,
        (await t.http().get(`/api/v1/orders/track/${order.tracking_number}`).set('X-Forwarded-For', freshIp())).text,
        (
          await t
            .http()
            .post('/graphql')
            .set('X-Forwarded-For', freshIp())
            .send({ query: TRACK, variables: { n: order.tracking_number } })
        ).text,
      ];
      for (const text of answers) expect(text).not.toContain(NOTE);
      // Clients cannot export at all.
      await as(owner, t.http().get('/api/v1/admin/orders/export')).expect(403);
    });

    itReadsPdfText('leaves notes out of the invoice PDF', async () => {
      const order = await placeOrder(t, owner);
      await addNote(staff, order.id).expect(201);
      for (const caller of [owner, staff]) {
        const pdf = await binary(as(caller, t.http().get(`/api/v1/orders/${order.id}/invoice`))).expect(200);
        const text = await pdfText(pdf.body as Buffer);
        expectPdfToSay(text, order.order_number);
        expect(text).not.toContain('ملاحظة داخلية');
      }
    });
  });

  describe('assignment', () => {
    it('admins assign staff and admins: the order says who, the history grows, mail and bell, audited', async () => {
      const order = await placeOrder(t, owner);
      const assigned = await assign(admin, order.id, staff.user.id).expect(200);
      expect(assigned.body.data.assignee).toEqual({ id: staff.user.id, full_name: staff.user.fullName });

      const mail = await t.prisma.mailOutbox.findFirstOrThrow({
        where: { kind: 'order_assigned' },
        orderBy: { id: 'desc' },
      });
      expect(mail.toAddress).toBe(staff.user.email);
      expect(mail.text).toContain(order.order_number);
      expect(mail.text).toContain(`/admin/orders?order=${order.id}`);

      const bell = await t.graphql(BELL, {}, staff.token);
      expect(bell.body.data.backOfficeNotifications.latest).toContainEqual({
        kind: 'order_assigned',
        orderId: order.id,
      });
      const adminBell = await t.graphql(BELL, {}, admin.token);
      expect(adminBell.body.data.backOfficeNotifications.latest).not.toContainEqual({
        kind: 'order_assigned',
        orderId: order.id,
      });
      const restBell = await as(staff, t.http().get('/api/v1/admin/notifications')).expect(200);
      expect(restBell.body.data.latest).toContainEqual(
        expect.objectContaining({ kind: 'order_assigned', order_id: order.id }),
      );

      const reassigned = await t.graphql(ASSIGN, { orderId: order.id, userId: admin.user.id }, admin.token);
      expect(reassigned.body.data.assignOrder).toMatchObject({
        assignee: { id: admin.user.id, fullName: admin.user.fullName },
        assignments: [
          { assigneeName: staff.user.fullName, assignedByName: admin.user.fullName },
          { assigneeName: admin.user.fullName, assignedByName: admin.user.fullName },
        ],
      });
      const history = await as(staff, t.http().get(`/api/v1/admin/orders/${order.id}/assignments`)).expect(200);
      expect(history.body.data).toHaveLength(2);

      const released = await assign(admin, order.id, null).expect(200);
      expect(released.body.data.assignee).toBeNull();
      const audit = await t.prisma.auditLog.findMany({
        where: {
          entityType: 'order',
          entityId: String(order.id),
          action: { in: ['order.assigned', 'order.unassigned'] },
        },
        orderBy: { id: 'asc' },
      });
      expect(audit.map((row) => row.action)).toEqual(['order.assigned', 'order.assigned', 'order.unassigned']);
      expect(audit[1].details).toMatchObject({ from: { id: staff.user.id }, to: { id: admin.user.id } });
      // Nobody is e-mailed about their own taking.
      expect(await t.prisma.mailOutbox.count({ where: { kind: 'order_assigned', toAddress: admin.user.email } })).toBe(
        0,
      );
    });

    it('staff take an unassigned order for themselves and release their own, nothing more', async () => {
      const order = await placeOrder(t, owner);
      const colleague = await createUser(t, 'staff', { fullName: 'زميل' });
      expect((await assign(staff, order.id, colleague.user.id).expect(403)).body.code).toBe('ASSIGN_OTHERS_FORBIDDEN');
      const taken = await t.graphql(ASSIGN, { orderId: order.id, userId: staff.user.id }, staff.token);
      expect(taken.body.data.assignOrder.assignee).toEqual({ id: staff.user.id, fullName: staff.user.fullName });
      expect((await assign(colleague, order.id, colleague.user.id).expect(409)).body.code).toBe(
        'ORDER_ALREADY_ASSIGNED',
      );
      expect((await assign(colleague, order.id, null).expect(403)).body.code).toBe('RELEASE_OTHERS_FORBIDDEN');
      const graphqlRelease = await t.graphql(ASSIGN, { orderId: order.id, userId: null }, colleague.token);
      expect(code(graphqlRelease)).toMatchObject({ code: 'FORBIDDEN', reason: 'RELEASE_OTHERS_FORBIDDEN' });
      await assign(staff, order.id, null).expect(200);
      expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).assigneeId).toBeNull();
    });

    it('refuses clients and visitors on both APIs, and hides the assignee from the owner', async () => {
      const order = await placeOrder(t, owner);
      await assign(admin, order.id, staff.user.id).expect(200);
      for (const caller of [owner, other]) {
        expect((await assign(caller, order.id, caller.user.id).expect(403)).body).toEqual(FORBIDDEN);
        expect(code(await t.graphql(ASSIGN, { orderId: order.id, userId: caller.user.id }, caller.token))?.code).toBe(
          'FORBIDDEN',
        );
        await as(caller, t.http().get(`/api/v1/admin/orders/${order.id}/assignments`)).expect(403);
      }
      await assign(undefined, order.id, staff.user.id).expect(401);
      expect(code(await t.graphql(ASSIGN, { orderId: order.id, userId: staff.user.id }))?.code).toBe('UNAUTHENTICATED');
      const seen = await as(owner, t.http().get(`/api/v1/orders/${order.id}`)).expect(200);
      expect(seen.body.data.assignee).toBeNull();
      const graphql = await t.graphql(ORDER, { id: order.id }, owner.token);
      expect(graphql.body.data.order).toMatchObject({ assignee: null, assignments: [] });
      expect(graphql.text).not.toContain(staff.user.fullName);
    });

    it('refuses a client, an inactive user, an unknown user and a bad id with clear codes, changing nothing', async () => {
      const order = await placeOrder(t, owner);
      await assign(admin, order.id, staff.user.id).expect(200);
      const inactive = await createUser(t, 'staff', { isActive: false });
      const cases: [unknown, string][] = [
        [owner.user.id, 'ASSIGNEE_NOT_STAFF'],
        [inactive.user.id, 'ASSIGNEE_INACTIVE'],
        [999_999, 'ASSIGNEE_NOT_FOUND'],
      ];
      for (const [userId, reason] of cases) {
        const rest = await assign(admin, order.id, userId).expect(422);
        expect(rest.body).toMatchObject({
          code: reason,
          detail: [expect.objectContaining({ loc: ['body', 'user_id'] })],
        });
        const graphql = await t.graphql(ASSIGN, { orderId: order.id, userId }, admin.token);
        expect(code(graphql)).toMatchObject({ code: 'BAD_USER_INPUT', reason });
      }
      await assign(admin, order.id, 'abc').expect(422);
      await assign(admin, order.id, -1).expect(422);
      expect((await assign(admin, 999_999, staff.user.id).expect(404)).body.code).toBe('ORDER_NOT_FOUND');
      expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).assigneeId).toBe(staff.user.id);
      expect(await t.prisma.orderAssignment.count({ where: { orderId: order.id } })).toBe(1);
    });

    it('filters the back office list by me, none and a person on both APIs', async () => {
      const mine = await placeOrder(t, owner);
      const theirs = await placeOrder(t, owner);
      const nobodys = await placeOrder(t, owner);
      await assign(admin, mine.id, staff.user.id).expect(200);
      await assign(admin, theirs.id, admin.user.id).expect(200);
      const ids = (body: { data: { id: number }[] }) => body.data.map((order) => order.id);

      const me = await as(staff, t.http().get('/api/v1/admin/orders?assignee=me&page_size=100')).expect(200);
      expect(ids(me.body)).toContain(mine.id);
      expect(ids(me.body)).not.toContain(theirs.id);
      expect(me.body.data.find((o: { id: number }) => o.id === mine.id).assignee).toEqual({
        id: staff.user.id,
        full_name: staff.user.fullName,
      });
      const none = await as(staff, t.http().get('/api/v1/admin/orders?assignee=none&page_size=100')).expect(200);
      expect(ids(none.body)).toContain(nobodys.id);
      expect(ids(none.body)).not.toContain(mine.id);
      const person = await as(
        staff,
        t.http().get(`/api/v1/admin/orders?assignee=${admin.user.id}&page_size=100`),
      ).expect(200);
      expect(ids(person.body)).toEqual(expect.arrayContaining([theirs.id]));
      expect(ids(person.body)).not.toContain(mine.id);
      await as(staff, t.http().get('/api/v1/admin/orders?assignee=someone')).expect(422);

      const graphql = await t.graphql(ADMIN_ORDERS, { assignee: 'me' }, admin.token);
      const items = graphql.body.data.adminOrders.items as { id: number; assignee: { id: number } }[];
      expect(items.map((o) => o.id)).toContain(theirs.id);
      expect(items.every((o) => o.assignee.id === admin.user.id)).toBe(true);
      expect(code(await t.graphql(ADMIN_ORDERS, { assignee: 'x' }, admin.token))?.code).toBe('BAD_USER_INPUT');
      expect(code(await t.graphql(ADMIN_ORDERS, { assignee: 'me' }, owner.token))?.code).toBe('FORBIDDEN');
    });
  });
});
