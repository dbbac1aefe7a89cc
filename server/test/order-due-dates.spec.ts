import { startTestApp, type TestApp } from './helpers/test-app.js';
import { createTestService } from './helpers/content.js';
import { type Caller, createCallers, placeOrder } from './helpers/orders.js';
import { payInFull } from './helpers/payments.js';
import { addWorkingDays, type WorkingCalendar } from '../src/common/working-days.js';
import { OrderDue } from '../src/orders/order-due.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Every day worked, no holidays: due moments are whole days after the start, whatever day the test runs. */
const EVERY_DAY: WorkingCalendar = { workingDays: [1, 2, 3, 4, 5, 6, 7], holidays: [] };

const ORDER = 'query ($id: Int!) { order(id: $id) { id dueAt dueState } }';
const ADMIN_ORDERS = `query ($due: DueState, $status: OrderStatus) { adminOrders(due: $due, status: $status, page: { pageSize: 100 })
  { total items { id dueAt dueState } } }`;
const DASHBOARD = `query { dashboard { due { overdue soon overdueByAssignee { assigneeId assigneeName count } } } }`;
const UPDATE_CALENDAR = `mutation ($input: SettingsInput!) { updateSettings(input: $input)
  { calendar { workingDays holidays { date name } } } }`;
const WAIVE = `mutation ($orderId: Int!, $reason: String!) { waiveOrderPayment(orderId: $orderId, reason: $reason)
  { id dueAt dueState paymentStatus } }`;

describe('due dates (issue 22, item 5)', () => {
  let t: TestApp;
  let owner: Caller, other: Caller, staff: Caller, admin: Caller;
  let paidService: number, freeService: number, noEstimate: number;

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, other, staff, admin } = await createCallers(t));
    paidService = (await createTestService(t, { estimatedDays: 3, priceTry: '100.00' })).id;
    freeService = (await createTestService(t, { estimatedDays: 2, priceTry: '0' })).id;
    noEstimate = (await createTestService(t, { estimatedDays: null, priceTry: '100.00' })).id;
    await putCalendar(admin, { working_days: [1, 2, 3, 4, 5, 6, 7], holidays: [] }).expect(200);
  });
  afterAll(() => t.close());

  const as = <Call extends { set: (name: string, value: string) => Call }>(caller: Caller | undefined, call: Call) =>
    caller ? call.set('Authorization', caller.auth) : call;
  function putCalendar(caller: Caller | undefined, calendar: unknown) {
    return as(caller, t.http().put('/api/v1/admin/settings')).send({ calendar });
  }
  const dueOf = async (orderId: number) =>
    (await t.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { dueAt: true } })).dueAt;
  const setOrder = (id: number, data: Parameters<TestApp['prisma']['order']['update']>[0]['data']) =>
    t.prisma.order.update({ where: { id }, data });

  describe('when the clock starts', () => {
    it('sets the due date when the order is paid in full: the service’s estimated working days later', async () => {
      const order = await placeOrder(t, owner, { service_id: paidService });
      expect(order).toMatchObject({ due_at: null, due_state: null });
      const before = new Date();
      await payInFull(t, order, staff);
      const after = new Date();
      const dueAt = (await dueOf(order.id))!;
      expect(dueAt.getTime()).toBeGreaterThanOrEqual(addWorkingDays(before, 3, EVERY_DAY).getTime());
      expect(dueAt.getTime()).toBeLessThanOrEqual(addWorkingDays(after, 3, EVERY_DAY).getTime());

      const rest = await as(owner, t.http().get(`/api/v1/orders/${order.id}`)).expect(200);
      expect(rest.body.data).toMatchObject({ due_at: dueAt.toISOString(), due_state: null });
      const graphql = await t.graphql(ORDER, { id: order.id }, owner.token);
      expect(graphql.body.data.order).toEqual({ id: order.id, dueAt: dueAt.toISOString(), dueState: null });
    });

    it('does not start on a partial payment, only once the balance is paid', async () => {
      const order = await placeOrder(t, owner, { service_id: paidService });
      const pay = (amount: string) =>
        as(staff, t.http().post(`/api/v1/admin/orders/${order.id}/payments`)).send({ amount, currency: 'TRY' });
      await pay('40.00').expect(201);
      expect(await dueOf(order.id)).toBeNull();
      await pay('60.00').expect(201);
      const due = await dueOf(order.id);
      expect(due).not.toBeNull();
    });

    it('counts from when the completing payment was received, recorded after the fact: overdue at once', async () => {
      const order = await placeOrder(t, owner, { service_id: paidService });
      // Placed and paid 5 days ago, recorded today: due 3 days after the payment, so 2 days overdue.
      const placed = new Date(Date.now() - 6 * DAY);
      await setOrder(order.id, { createdAt: placed });
      const paidAt = new Date(Date.now() - 5 * DAY);
      await as(staff, t.http().post(`/api/v1/admin/orders/${order.id}/payments`))
        .send({ amount: '100.00', currency: 'TRY', paid_at: paidAt.toISOString() })
        .expect(201);
      expect(await dueOf(order.id)).toEqual(addWorkingDays(paidAt, 3, EVERY_DAY));
      const graphql = await t.graphql(ORDER, { id: order.id }, staff.token);
      expect(graphql.body.data.order.dueState).toBe('overdue');

      // A payment dated before the order was placed counts from the placing; one dated later than now, from now.
      const early = await placeOrder(t, owner, { service_id: paidService });
      await setOrder(early.id, { createdAt: placed });
      await as(staff, t.http().post(`/api/v1/admin/orders/${early.id}/payments`))
        .send({ amount: '100.00', currency: 'TRY', paid_at: new Date(Date.now() - 30 * DAY).toISOString() })
        .expect(201);
      expect(await dueOf(early.id)).toEqual(addWorkingDays(placed, 3, EVERY_DAY));
      const late = await placeOrder(t, owner, { service_id: paidService });
      const before = new Date();
      await as(staff, t.http().post(`/api/v1/admin/orders/${late.id}/payments`))
        .send({ amount: '100.00', currency: 'TRY', paid_at: new Date(Date.now() + 30 * DAY).toISOString() })
        .expect(201);
      const lateDue = (await dueOf(late.id))!;
      expect(lateDue.getTime()).toBeLessThanOrEqual(addWorkingDays(new Date(), 3, EVERY_DAY).getTime());
      expect(lateDue.getTime()).toBeGreaterThanOrEqual(addWorkingDays(before, 3, EVERY_DAY).getTime());
      // Done with: the dashboard's and the filter's counts below are for orders of their own.
      for (const id of [order.id, early.id, late.id]) await setOrder(id, { status: 'completed' });
    });

    it('starts when an admin waives the balance (GraphQL)', async () => {
      const order = await placeOrder(t, owner, { service_id: paidService });
      const before = new Date();
      const waived = await t.graphql(WAIVE, { orderId: order.id, reason: 'عميل قديم' }, admin.token);
      expect(waived.body.data.waiveOrderPayment).toMatchObject({ paymentStatus: 'waived', dueState: null });
      const dueAt = new Date(waived.body.data.waiveOrderPayment.dueAt);
      expect(dueAt.getTime()).toBeGreaterThanOrEqual(addWorkingDays(before, 3, EVERY_DAY).getTime());
    });

    it('starts at placing for a free service', async () => {
      const before = new Date();
      const order = await placeOrder(t, owner, { service_id: freeService });
      expect(order.payment_status).toBe('waived');
      const dueAt = new Date(order.due_at as string);
      expect(dueAt.getTime()).toBeGreaterThanOrEqual(addWorkingDays(before, 2, EVERY_DAY).getTime());
      expect(dueAt.getTime()).toBeLessThanOrEqual(addWorkingDays(new Date(), 2, EVERY_DAY).getTime());
    });

    it('gives no due date when the service has no estimate', async () => {
      const order = await placeOrder(t, owner, { service_id: noEstimate });
      await payInFull(t, order, staff);
      expect(await dueOf(order.id)).toBeNull();
    });

    it('skips the office’s days off: a start on a day off counts from the next working day’s midnight', async () => {
      // Only today's weekday is off: one working day then ends at least a day later than with every day worked.
      const isoToday = ((new Date(Date.now() + 3 * HOUR).getUTCDay() + 6) % 7) + 1;
      const others = [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== isoToday);
      await putCalendar(admin, { working_days: others, holidays: [] }).expect(200);
      try {
        const order = await placeOrder(t, owner, { service_id: freeService });
        const dueAt = new Date(order.due_at as string);
        // Two working days from a day off: the clock starts at tomorrow's midnight, so the due moment is a midnight.
        expect(dueAt.getTime()).toBeGreaterThan(addWorkingDays(new Date(), 2, EVERY_DAY).getTime());
        expect(new Date(dueAt.getTime() + 3 * HOUR).toISOString().slice(11, 19)).toBe('00:00:00');
      } finally {
        await putCalendar(admin, { working_days: [1, 2, 3, 4, 5, 6, 7] }).expect(200);
      }
    });
  });

  describe('waiting for the client pauses the clock', () => {
    it('moves the due date later by the working time the hold lasted (resume and answer)', async () => {
      const order = await placeOrder(t, owner, { service_id: paidService });
      await payInFull(t, order, staff);
      const due = (await dueOf(order.id))!;
      await as(staff, t.http().post(`/api/v1/orders/${order.id}/hold`))
        .send({ request: 'صورة الهوية' })
        .expect(200);
      // The hold began two days ago (every day is worked here): the due date moves by two days and a moment.
      await t.prisma.orderHold.updateMany({
        where: { orderId: order.id, closedAt: null },
        data: { createdAt: new Date(Date.now() - 2 * DAY) },
      });
      const resumed = await as(staff, t.http().post(`/api/v1/orders/${order.id}/resume`)).expect(200);
      const pushed = new Date(resumed.body.data.due_at);
      expect(pushed.getTime() - due.getTime()).toBeGreaterThanOrEqual(2 * DAY);
      expect(pushed.getTime() - due.getTime()).toBeLessThan(2 * DAY + 60_000);

      await as(admin, t.http().post(`/api/v1/orders/${order.id}/hold`))
        .send({ request: 'توقيع' })
        .expect(200);
      await t.prisma.orderHold.updateMany({
        where: { orderId: order.id, closedAt: null },
        data: { createdAt: new Date(Date.now() - DAY) },
      });
      const answered = await as(owner, t.http().post(`/api/v1/orders/${order.id}/hold/answer`))
        .send({ answer: 'أرسلته' })
        .expect(200);
      const again = new Date(answered.body.data.due_at);
      expect(again.getTime() - pushed.getTime()).toBeGreaterThanOrEqual(DAY);
      expect(again.getTime() - pushed.getTime()).toBeLessThan(DAY + 60_000);
    });

    it('paid while waiting: the clock counts from the end of the wait', async () => {
      const order = await placeOrder(t, owner, { service_id: paidService });
      await as(staff, t.http().post(`/api/v1/orders/${order.id}/hold`))
        .send({ request: 'صورة الهوية' })
        .expect(200);
      await t.prisma.orderHold.updateMany({
        where: { orderId: order.id, closedAt: null },
        data: { createdAt: new Date(Date.now() - DAY) },
      });
      await payInFull(t, order, staff);
      const resumedAt = new Date();
      await as(staff, t.http().post(`/api/v1/orders/${order.id}/resume`)).expect(200);
      const dueAt = (await dueOf(order.id))!;
      expect(Math.abs(dueAt.getTime() - addWorkingDays(resumedAt, 3, EVERY_DAY).getTime())).toBeLessThan(60_000);
    });
  });

  describe('due states, the filter and the dashboard', () => {
    let overdue: number, soon: number, later: number, heldLate: number, doneLate: number, assignedLate: number;

    beforeAll(async () => {
      const make = async () => (await placeOrder(t, owner, { service_id: noEstimate })).id;
      [overdue, soon, later, heldLate, doneLate, assignedLate] = await Promise.all(
        Array.from({ length: 6 }, () => make()),
      );
      const now = Date.now();
      await Promise.all([
        setOrder(overdue, { dueAt: new Date(now - HOUR), status: 'processing' }),
        setOrder(soon, { dueAt: new Date(now + 2 * HOUR), status: 'in_progress' }),
        setOrder(later, { dueAt: new Date(now + 5 * DAY), status: 'processing' }),
        setOrder(heldLate, { dueAt: new Date(now - DAY), status: 'processing', onHold: true }),
        setOrder(doneLate, { dueAt: new Date(now - DAY), status: 'completed' }),
        setOrder(assignedLate, { dueAt: new Date(now - 2 * DAY), status: 'processing', assigneeId: staff.user.id }),
      ]);
    });

    it('answers the due state on the order: overdue, soon, or none (later, waiting, done)', async () => {
      const state = async (id: number) =>
        (await as(staff, t.http().get(`/api/v1/orders/${id}`)).expect(200)).body.data.due_state;
      expect(await state(overdue)).toBe('overdue');
      expect(await state(soon)).toBe('soon');
      expect(await state(later)).toBeNull();
      expect(await state(heldLate)).toBeNull();
      expect(await state(doneLate)).toBeNull();
      expect((await t.graphql(ORDER, { id: assignedLate }, staff.token)).body.data.order.dueState).toBe('overdue');
    });

    it('filters the back office’s list by ?due=overdue|soon on both APIs, with the status tabs', async () => {
      const ids = (body: { data: { id: number }[] }) => body.data.map((order) => order.id).sort((a, b) => a - b);
      const restOverdue = await as(staff, t.http().get('/api/v1/admin/orders?due=overdue&page_size=100')).expect(200);
      expect(ids(restOverdue.body)).toEqual([overdue, assignedLate].sort((a, b) => a - b));
      expect(restOverdue.body.data.every((o: { due_state: string }) => o.due_state === 'overdue')).toBe(true);
      const restSoon = await as(admin, t.http().get('/api/v1/admin/orders?due=soon')).expect(200);
      expect(ids(restSoon.body)).toEqual([soon]);
      const processing = await as(staff, t.http().get('/api/v1/admin/orders?due=overdue&status=in_progress')).expect(
        200,
      );
      expect(processing.body.data).toEqual([]);

      const graphql = await t.graphql(ADMIN_ORDERS, { due: 'overdue' }, staff.token);
      expect(graphql.body.data.adminOrders.total).toBe(2);
      expect(
        graphql.body.data.adminOrders.items.map((o: { id: number }) => o.id).sort((a: number, b: number) => a - b),
      ).toEqual([overdue, assignedLate].sort((a, b) => a - b));
      const graphqlSoon = await t.graphql(ADMIN_ORDERS, { due: 'soon' }, admin.token);
      expect(graphqlSoon.body.data.adminOrders.items).toEqual([
        { id: soon, dueAt: expect.any(String), dueState: 'soon' },
      ]);
    });

    it('refuses an unknown due filter, and clients may not list the office’s orders', async () => {
      const refused = await as(staff, t.http().get('/api/v1/admin/orders?due=late')).expect(422);
      expect(refused.body.detail[0]).toMatchObject({ loc: ['query', 'due'] });
      const graphql = await t.graphql(ADMIN_ORDERS, { due: 'late' }, staff.token);
      expect(graphql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      await as(owner, t.http().get('/api/v1/admin/orders?due=overdue')).expect(403);
      await t.http().get('/api/v1/admin/orders?due=overdue').expect(401);
      expect((await t.graphql(ADMIN_ORDERS, { due: 'overdue' }, owner.token)).body.errors[0].extensions.code).toBe(
        'FORBIDDEN',
      );
    });

    it('counts overdue and due-soon orders on the dashboard, and the overdue per assignee', async () => {
      const rest = await as(staff, t.http().get('/api/v1/admin/stats')).expect(200);
      expect(rest.body.data.due).toEqual({
        overdue: 2,
        soon: 1,
        overdue_by_assignee: [
          { assignee_id: staff.user.id, assignee_name: staff.user.fullName, count: 1 },
          { assignee_id: null, assignee_name: null, count: 1 },
        ],
      });
      const graphql = await t.graphql(DASHBOARD, {}, admin.token);
      expect(graphql.body.data.dashboard.due).toEqual({
        overdue: 2,
        soon: 1,
        overdueByAssignee: [
          { assigneeId: staff.user.id, assigneeName: staff.user.fullName, count: 1 },
          { assigneeId: null, assigneeName: null, count: 1 },
        ],
      });
      await as(owner, t.http().get('/api/v1/admin/stats')).expect(403);
      expect((await t.graphql(DASHBOARD, {}, other.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    });
  });

  describe('existing orders', () => {
    it('fills in a due date for paid orders without one, from their payment, and leaves the others', async () => {
      const order = await placeOrder(t, owner, { service_id: paidService });
      await payInFull(t, order, staff);
      const paidAt = (await t.prisma.payment.findFirstOrThrow({ where: { orderId: order.id } })).paidAt;
      const unpaid = await placeOrder(t, owner, { service_id: paidService });
      await setOrder(order.id, { dueAt: null });
      expect(await t.app.get(OrderDue).backfill()).toBeGreaterThanOrEqual(1);
      expect(await dueOf(order.id)).toEqual(addWorkingDays(paidAt, 3, EVERY_DAY));
      expect(await dueOf(unpaid.id)).toBeNull();
      expect(await t.app.get(OrderDue).backfill()).toBe(0);
    });
  });

  describe('the working calendar in the settings', () => {
    it('has Monday to Friday and Turkey’s official holidays by default', async () => {
      const fresh = await t.prisma.settingGroup.findUnique({ where: { key: 'calendar' } });
      expect(fresh).not.toBeNull(); // saved by beforeAll; the defaults are checked through the schema below
      const { SETTINGS_DEFAULTS } = await import('../src/settings/settings-defaults.js');
      expect(SETTINGS_DEFAULTS.calendar.working_days).toEqual([1, 2, 3, 4, 5]);
      expect(SETTINGS_DEFAULTS.calendar.holidays).toEqual(
        expect.arrayContaining([
          { date: '2026-10-29', name: 'Cumhuriyet Bayramı' },
          { date: '2027-01-01', name: 'Yılbaşı' },
        ]),
      );
    });

    it('an admin saves working days and holidays: sorted, without repeats, on both APIs', async () => {
      const saved = await putCalendar(admin, {
        working_days: [6, 1, 1, 2],
        holidays: [
          { date: '2027-04-23', name: 'Çocuk Bayramı' },
          { date: '2026-12-31' },
          { date: '2027-04-23', name: 'again' },
        ],
      }).expect(200);
      expect(saved.body.data.calendar).toEqual({
        working_days: [1, 2, 6],
        holidays: [
          { date: '2026-12-31', name: '' },
          { date: '2027-04-23', name: 'again' },
        ],
      });
      const graphql = await t.graphql(
        UPDATE_CALENDAR,
        { input: { calendar: { workingDays: [1, 2, 3, 4, 5, 6, 7], holidays: [] } } },
        admin.token,
      );
      expect(graphql.body.data.updateSettings.calendar).toEqual({ workingDays: [1, 2, 3, 4, 5, 6, 7], holidays: [] });
    });

    it.each([
      [{ working_days: [] }, ['body', 'calendar', 'working_days'], 'يجب اختيار يوم عمل واحد على الأقل'],
      [{ working_days: [0] }, ['body', 'calendar', 'working_days', 0], 'أقل قيمة مسموحة 1'],
      [{ working_days: [8] }, ['body', 'calendar', 'working_days', 0], 'أعلى قيمة مسموحة 7'],
      [{ working_days: 'weekdays' }, ['body', 'calendar', 'working_days'], 'يجب أن تكون أيام العمل قائمة'],
      [
        { holidays: [{ date: '2026-02-30' }] },
        ['body', 'calendar', 'holidays', 0, 'date'],
        'التاريخ غير موجود في التقويم',
      ],
      [
        { holidays: [{ date: '30/01/2026' }] },
        ['body', 'calendar', 'holidays', 0, 'date'],
        'التاريخ يجب أن يكون بالشكل YYYY-MM-DD',
      ],
      [
        { holidays: [{ date: '2026-01-01', when: 'x' }] },
        ['body', 'calendar', 'holidays', 0, 'when'],
        'الحقل when غير مسموح به',
      ],
    ])('refuses %j with 422 and an Arabic message, storing nothing', async (calendar, loc, msg) => {
      const before = await t.prisma.settingGroup.findUnique({ where: { key: 'calendar' } });
      const refused = await putCalendar(admin, calendar).expect(422);
      expect(refused.body.detail).toEqual([expect.objectContaining({ loc, msg })]);
      expect(await t.prisma.settingGroup.findUnique({ where: { key: 'calendar' } })).toEqual(before);
    });

    it('refuses no working day on GraphQL with BAD_USER_INPUT', async () => {
      const refused = await t.graphql(UPDATE_CALENDAR, { input: { calendar: { workingDays: [] } } }, admin.token);
      expect(refused.body.errors[0]).toMatchObject({
        message: 'يجب اختيار يوم عمل واحد على الأقل',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('only admins change the calendar: staff and clients are refused on both APIs', async () => {
      for (const caller of [staff, owner]) {
        await putCalendar(caller, { working_days: [1] }).expect(403);
        const graphql = await t.graphql(UPDATE_CALENDAR, { input: { calendar: { workingDays: [1] } } }, caller.token);
        expect(graphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
      }
      await putCalendar(undefined, { working_days: [1] }).expect(401);
      const stored = await t.prisma.settingGroup.findUniqueOrThrow({ where: { key: 'calendar' } });
      expect((stored.data as { working_days: number[] }).working_days).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });
  });
});
