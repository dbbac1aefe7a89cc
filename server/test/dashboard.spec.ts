import { jest } from '@jest/globals';
import { Prisma, type Service } from '../src/generated/prisma/client.js';
import { SERVICE_CATALOGUE } from '../src/catalog/catalogue-defaults.js';
import { DashboardService } from '../src/dashboard/dashboard.service.js';
import { createUser, startTestApp, type TestApp } from './helpers/test-app.js';
import { insertOrder, type OrderRow } from './helpers/dashboard.js';
import { countSqlStatements, placeOrder, setStatus } from './helpers/orders.js';
import { insertPayment, type PaymentRow } from './helpers/payments.js';

const DAY = 86_400_000;
const STATUSES = [
  'pending',
  'pending_payment',
  'paid',
  'processing',
  'in_progress',
  'completed',
  'cancelled',
  'refunded',
] as const;
const LABELS = ['جديد', 'في انتظار الدفع', 'تم الدفع', 'قيد المعالجة', 'قيد التنفيذ', 'مكتمل', 'ملغي', 'مسترد'];

/** Turkey has kept UTC+3 all year since 2016: the office's month of an instant, worked out independently of the code. */
const istanbulMonth = (instant: Date) => new Date(instant.getTime() + 3 * 3_600_000).toISOString().slice(0, 7);
const istanbulDay = (instant: Date) => new Date(instant.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
const lastSixMonths = (now: Date) => {
  const [year, month] = istanbulMonth(now).split('-').map(Number);
  return Array.from({ length: 6 }, (_, index) =>
    new Date(Date.UTC(year, month - 6 + index, 1)).toISOString().slice(0, 7),
  );
};
const distribution = (counts: number[]) =>
  STATUSES.map((status, index) => ({ status, label: LABELS[index], count: counts[index] }));

describe('back-office dashboard', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let staff: Awaited<ReturnType<typeof createUser>>;
  let client: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, 'admin');
    staff = await createUser(t, 'staff');
    client = await createUser(t, 'client');
  });
  afterAll(() => t.close());

  const stats = (auth?: string) => {
    const call = t.http().get('/api/v1/admin/stats');
    return auth ? call.set('Authorization', auth) : call;
  };

  describe('who may see it', () => {
    it('answers staff and admins over REST, 403 to clients and 401 to anonymous callers', async () => {
      await stats().expect(401);
      const forbidden = await stats(client.auth).expect(403);
      expect(forbidden.body.detail).toBe('ليس لديك صلاحية للقيام بهذا الإجراء');
      await stats(staff.auth).expect(200);
      await stats(admin.auth).expect(200);
    });

    it('answers staff and admins over GraphQL, FORBIDDEN to clients and UNAUTHENTICATED to anonymous callers', async () => {
      expect((await t.graphql(DASHBOARD)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      const forbidden = await t.graphql(DASHBOARD, {}, client.token);
      expect(forbidden.body.errors[0]).toMatchObject({
        message: 'ليس لديك صلاحية للقيام بهذا الإجراء',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(forbidden.body.data).toBeNull();
      for (const caller of [staff, admin]) {
        const response = await t.graphql(DASHBOARD, {}, caller.token);
        expect(response.body.errors).toBeUndefined();
        expect(response.body.data.dashboard.totals.orders.total).toBe(0);
      }
    });
  });

  describe('with no orders', () => {
    it('answers zeros, every month and every status, and no change where there is nothing to compare', async () => {
      const months = lastSixMonths(new Date());
      const response = await stats(admin.auth).expect(200);
      expect(response.body.data).toEqual({
        total_orders: 0,
        total_users: 4,
        completed_orders: 0,
        processing_orders: 0,
        new_orders: 0,
        orders_today: 0,
        active_services: SERVICE_CATALOGUE.length,
        total_revenue: '0.00',
        currency: 'TRY',
        period_days: 30,
        trends: {
          orders: { current: 0, previous: 0, change_percent: null },
          users: { current: 4, previous: 0, change_percent: null },
          revenue: { current: '0.00', previous: '0.00', change_percent: null, by_currency: [] },
          active_services: { current: SERVICE_CATALOGUE.length, previous: 0, change_percent: null },
        },
        orders_by_month: months.map((month) => ({ month, orders: 0, revenue: '0.00' })),
        status_counts: distribution([0, 0, 0, 0, 0, 0, 0, 0]),
        top_services: [],
        latest_orders: [],
        due: { overdue: 0, soon: 0, overdue_by_assignee: [] },
        // Ratings are counted in ratings.spec.ts.
        ratings: { count: 0, average: null, by_service: [], by_assignee: [] },
      });
      const gql = await t.graphql(DASHBOARD, {}, staff.token);
      expect(gql.body.data.dashboard).toMatchObject({
        periodDays: 30,
        totals: {
          revenue: {
            total: '0.00',
            current: '0.00',
            previous: '0.00',
            changePercent: null,
            currency: 'TRY',
            byCurrency: [],
          },
        },
        ordersByMonth: months.map((month) => ({ month, orders: 0, revenue: '0.00' })),
        statusDistribution: distribution([0, 0, 0, 0, 0, 0, 0, 0]),
        topServices: [],
        latestOrders: [],
        quickStats: { ordersToday: 0, processing: 0, completed: 0 },
        newOrders: 0,
      });
    });
  });

  describe('with known orders', () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    let services: Service[];
    let fixture: (OrderRow & { key: string; service: number; payments?: PaymentRow[] })[];
    let orders: Record<string, Awaited<ReturnType<typeof insertOrder>>>;

    beforeAll(async () => {
      services = await t.prisma.service.findMany({ orderBy: { id: 'asc' } });
      // Users: the seeded admin and the three callers are new; two clients joined 40 days ago, one 100 days ago.
      for (const days of [40, 40, 100]) {
        const { user } = await createUser(t, 'client');
        await t.prisma.user.update({ where: { id: user.id }, data: { createdAt: ago(days) } });
      }
      // Services: the first was added 45 days ago, the seventh is switched off.
      await t.prisma.service.update({ where: { id: services[0].id }, data: { createdAt: ago(45) } });
      await t.prisma.service.update({ where: { id: services[6].id }, data: { isActive: false } });
      // Revenue is money received: the payments below, by when they were paid, whatever the orders' statuses.
      const paidOn = (days: number, amount: string): PaymentRow[] => [{ amount, paidAt: ago(days) }];
      fixture = [
        { key: 'today', service: 0, createdAt: now, status: 'pending', totalAmount: '100.00' },
        {
          key: 'd3',
          service: 0,
          createdAt: ago(3),
          status: 'paid',
          totalAmount: '1500.00',
          payments: paidOn(3, '1500.00'),
        },
        {
          key: 'd5',
          service: 1,
          createdAt: ago(5),
          status: 'processing',
          totalAmount: '200.00',
          payments: paidOn(5, '200.00'),
        },
        {
          key: 'd10',
          service: 0,
          createdAt: ago(10),
          status: 'in_progress',
          totalAmount: '300.00',
          payments: paidOn(10, '300.00'),
        },
        {
          key: 'd12',
          service: 1,
          createdAt: ago(12),
          status: 'completed',
          totalAmount: '250.00',
          payments: paidOn(12, '250.00'),
        },
        { key: 'd20', service: 0, createdAt: ago(20), status: 'cancelled', totalAmount: '999.00' },
        // 100 dollars at 0.025 dollars per lira: 4,000 lira of revenue.
        {
          key: 'd25',
          service: 2,
          createdAt: ago(25),
          status: 'completed',
          totalAmount: '100.00',
          currency: 'USD',
          payments: [{ amount: '100.00', currency: 'USD', ratePerTry: '0.025', paidAt: ago(25) }],
        },
        {
          key: 'd35',
          service: 0,
          createdAt: ago(35),
          status: 'completed',
          totalAmount: '1000.00',
          payments: paidOn(35, '1000.00'),
        },
        // Paid 50 days ago, given back 20 days ago: the refund lowers this period, the payment stays in the one before.
        {
          key: 'd50',
          service: 1,
          createdAt: ago(50),
          status: 'refunded',
          totalAmount: '400.00',
          payments: [
            { amount: '400.00', paidAt: ago(50) },
            { amount: '-400.00', paidAt: ago(20), refundReason: 'ألغى العميل الطلب' },
          ],
        },
        // An old order paid in part two days ago, in Syrian pounds at 330 a lira: counted when received.
        {
          key: 'd55',
          service: 2,
          createdAt: ago(55),
          status: 'pending_payment',
          totalAmount: '50.00',
          payments: [
            { amount: '3300.00', currency: 'SYP', ratePerTry: '330', method: 'syriatel_cash', paidAt: ago(2) },
          ],
        },
        // Completed without any payment (the newcomer's case): no revenue.
        { key: 'd70', service: 0, createdAt: ago(70), status: 'completed', totalAmount: '700.00' },
        { key: 'd300a', service: 3, createdAt: ago(300), status: 'cancelled', totalAmount: '10.00' },
        { key: 'd300b', service: 4, createdAt: ago(300), status: 'cancelled', totalAmount: '10.00' },
        { key: 'd300c', service: 5, createdAt: ago(300), status: 'cancelled', totalAmount: '10.00' },
        {
          key: 'd400',
          service: 1,
          createdAt: ago(400),
          status: 'paid',
          totalAmount: '123.45',
          payments: paidOn(400, '123.45'),
        },
      ];
      orders = {};
      for (const row of fixture) {
        orders[row.key] = await insertOrder(t, { ...row, serviceId: services[row.service].id });
        for (const payment of row.payments ?? []) await insertPayment(t, orders[row.key].id, payment);
      }
    });

    /** Orders placed, and lira received (in cents, refunds negative), per office month, from the fixture. */
    const expectedMonths = () =>
      lastSixMonths(now).map((month) => {
        const placed = fixture.filter((row) => istanbulMonth(row.createdAt!) === month);
        const cents = fixture
          .flatMap((row) => row.payments ?? [])
          .filter((payment) => istanbulMonth(payment.paidAt!) === month)
          .reduce(
            (sum, payment) => sum + Math.round((Number(payment.amount) / Number(payment.ratePerTry ?? 1)) * 100),
            0,
          );
        return { month, orders: placed.length, revenue: (cents / 100).toFixed(2) };
      });
    // The last 30 days' money per currency: 2,250 lira received less the 400 given back, 100 dollars, 3,300 pounds.
    const BY_CURRENCY = [
      { currency: 'TRY', amount: '1850.00', amountTry: '1850.00' },
      { currency: 'USD', amount: '100.00', amountTry: '4000.00' },
      { currency: 'SYP', amount: '3300.00', amountTry: '10.00' },
    ];
    const restByCurrency = BY_CURRENCY.map(({ amountTry, ...entry }) => ({ ...entry, amount_try: amountTry }));

    it('answers every figure exactly over REST', async () => {
      const { body } = await stats(staff.auth).expect(200);
      const activeServices = SERVICE_CATALOGUE.length - 1;
      expect(body.data).toEqual({
        total_orders: 15,
        total_users: 7,
        completed_orders: 4,
        processing_orders: 2,
        new_orders: 1,
        orders_today: 1,
        active_services: activeServices,
        // 1500 + 200 + 300 + 250 + 4000 (dollars) + 1000 + 400 − 400 + 10 (pounds) + 123.45.
        total_revenue: '7383.45',
        currency: 'TRY',
        period_days: 30,
        trends: {
          orders: { current: 7, previous: 3, change_percent: 133.3 },
          users: { current: 4, previous: 2, change_percent: 100 },
          // 1500 + 200 + 300 + 250 + 4000 + 10 − 400 against 1000 + 400.
          revenue: { current: '5860.00', previous: '1400.00', change_percent: 318.6, by_currency: restByCurrency },
          active_services: { current: activeServices - 1, previous: 1, change_percent: (activeServices - 2) * 100 },
        },
        orders_by_month: expectedMonths(),
        status_counts: distribution([1, 1, 2, 1, 1, 4, 4, 1]),
        top_services: [
          {
            service_id: services[0].id,
            name: services[0].nameAr,
            name_tr: services[0].nameTr,
            name_en: services[0].nameEn,
            orders_count: 6,
          },
          {
            service_id: services[1].id,
            name: services[1].nameAr,
            name_tr: services[1].nameTr,
            name_en: services[1].nameEn,
            orders_count: 4,
          },
          {
            service_id: services[2].id,
            name: services[2].nameAr,
            name_tr: services[2].nameTr,
            name_en: services[2].nameEn,
            orders_count: 2,
          },
          {
            service_id: services[3].id,
            name: services[3].nameAr,
            name_tr: services[3].nameTr,
            name_en: services[3].nameEn,
            orders_count: 1,
          },
          {
            service_id: services[4].id,
            name: services[4].nameAr,
            name_tr: services[4].nameTr,
            name_en: services[4].nameEn,
            orders_count: 1,
          },
        ],
        latest_orders: ['today', 'd3', 'd5', 'd10', 'd12'].map((key) => ({
          id: orders[key].id,
          order_number: orders[key].orderNumber,
          tracking_number: orders[key].trackingNumber,
          full_name: orders[key].fullName,
          service_name: orders[key].serviceNameAr,
          service_name_tr: orders[key].serviceNameTr,
          service_name_en: orders[key].serviceNameEn,
          total_amount: orders[key].totalAmount.toFixed(2),
          currency: 'TRY',
          status: orders[key].status,
          created_at: orders[key].createdAt.toISOString(),
        })),
        // Placed straight into the database without a due date: no overdue work (see order-due-dates.spec.ts).
        due: { overdue: 0, soon: 0, overdue_by_assignee: [] },
        // Ratings are counted in ratings.spec.ts.
        ratings: { count: 0, average: null, by_service: [], by_assignee: [] },
      });
      const months = body.data.orders_by_month as { orders: number; revenue: string }[];
      expect(months.reduce((sum, month) => sum + month.orders, 0)).toBe(11);
      expect(months.reduce((sum, month) => sum + Number(month.revenue), 0)).toBeCloseTo(7260, 2);
    });

    it('answers the same figures over GraphQL in one request', async () => {
      const response = await t.graphql(DASHBOARD, {}, admin.token);
      expect(response.body.errors).toBeUndefined();
      const activeServices = SERVICE_CATALOGUE.length - 1;
      expect(response.body.data.dashboard).toEqual({
        periodDays: 30,
        totals: {
          orders: { total: 15, current: 7, previous: 3, changePercent: 133.3 },
          users: { total: 7, current: 4, previous: 2, changePercent: 100 },
          revenue: {
            total: '7383.45',
            current: '5860.00',
            previous: '1400.00',
            changePercent: 318.6,
            currency: 'TRY',
            byCurrency: BY_CURRENCY,
          },
          activeServices: {
            total: activeServices,
            current: activeServices - 1,
            previous: 1,
            changePercent: (activeServices - 2) * 100,
          },
        },
        ordersByMonth: expectedMonths(),
        statusDistribution: distribution([1, 1, 2, 1, 1, 4, 4, 1]),
        topServices: [0, 1, 2, 3, 4].map((index) => ({
          serviceId: services[index].id,
          name: services[index].nameAr,
          nameTr: services[index].nameTr,
          nameEn: services[index].nameEn,
          ordersCount: [6, 4, 2, 1, 1][index],
        })),
        latestOrders: ['today', 'd3', 'd5', 'd10', 'd12'].map((key) => ({
          id: orders[key].id,
          orderNumber: orders[key].orderNumber,
          trackingNumber: orders[key].trackingNumber,
          fullName: orders[key].fullName,
          serviceName: orders[key].serviceNameAr,
          serviceNameTr: orders[key].serviceNameTr,
          serviceNameEn: orders[key].serviceNameEn,
          totalAmount: orders[key].totalAmount.toFixed(2),
          currency: 'TRY',
          status: orders[key].status,
          createdAt: orders[key].createdAt.toISOString(),
        })),
        quickStats: { ordersToday: 1, processing: 2, completed: 4 },
        newOrders: 1,
      });
    });

    it('compares the period the caller chooses: 7 or 90 days, over both APIs', async () => {
      const week = await stats(admin.auth).query({ days: 7 }).expect(200);
      expect(week.body.data.period_days).toBe(7);
      expect(week.body.data.trends.orders).toEqual({ current: 3, previous: 2, change_percent: 50 });
      // 1500 + 200 + 10 (pounds) received this week against 300 + 250 the week before.
      expect(week.body.data.trends.revenue).toEqual({
        current: '1710.00',
        previous: '550.00',
        change_percent: 210.9,
        by_currency: [
          { currency: 'TRY', amount: '1700.00', amount_try: '1700.00' },
          { currency: 'SYP', amount: '3300.00', amount_try: '10.00' },
        ],
      });
      expect(week.body.data.total_orders).toBe(15);

      const quarter = await t.graphql(
        `query($days: Int!) { dashboard(days: $days) { periodDays totals { orders { ${COUNT_TREND} } revenue { current previous changePercent } } } }`,
        { days: 90 },
        staff.token,
      );
      expect(quarter.body.errors).toBeUndefined();
      expect(quarter.body.data.dashboard).toEqual({
        periodDays: 90,
        totals: {
          orders: { total: 15, current: 11, previous: 0, changePercent: null },
          revenue: { current: '7260.00', previous: '0.00', changePercent: null },
        },
      });
    });

    it('refuses any other period with a field error', async () => {
      const response = await stats(admin.auth).query({ days: 14 }).expect(422);
      expect(response.body.detail[0]).toMatchObject({
        loc: ['query', 'days'],
        msg: 'المدة يجب أن تكون 7 أو 30 أو 90 يوماً',
      });
      const gql = await t.graphql('query { dashboard(days: 14) { periodDays } }', {}, admin.token);
      expect(gql.body.errors[0].message).toContain('المدة يجب أن تكون 7 أو 30 أو 90 يوماً');
      expect(gql.body.data).toBeNull();
    });

    it('costs at most 9 SQL statements, the caller check included', async () => {
      const sql = await countSqlStatements(t);
      const statements = await sql.during(() => stats(admin.auth).expect(200));
      expect(statements.length).toBeLessThanOrEqual(9);
    });

    it('counts in SQL, loading no more order rows than the five it shows', async () => {
      const findMany = jest.spyOn(t.prisma.order, 'findMany');
      try {
        await stats(admin.auth).expect(200);
        expect(findMany).toHaveBeenCalledTimes(1);
        expect(findMany.mock.calls[0][0]).toMatchObject({ take: 5 });
      } finally {
        findMany.mockRestore();
      }
    });
  });

  describe('at the edges of the office day and month (Europe/Istanbul)', () => {
    // 00:30 on 1 April 2026 in Istanbul, still 31 March in UTC.
    const now = new Date('2026-03-31T21:30:00Z');

    beforeAll(async () => {
      await t.prisma.order.deleteMany();
      /** An order placed at `placed`, paid in full at `paid` when given. */
      const order = async (placed: string, status: OrderRow['status'], totalAmount: string, paid?: string) => {
        const row = await insertOrder(t, { createdAt: new Date(placed), status, totalAmount });
        if (paid) await insertPayment(t, row.id, { amount: totalAmount, paidAt: new Date(paid) });
      };
      await order('2026-03-31T21:00:00Z', 'pending', '100.00');
      await order('2026-03-31T20:59:59.999Z', 'paid', '200.00', '2026-03-31T20:59:59.999Z');
      await order('2026-03-01T10:00:00Z', 'processing', '50.00', '2026-03-01T10:00:00Z');
      await order('2025-10-31T21:00:00Z', 'completed', '300.00', '2025-10-31T21:00:00Z');
      await order('2025-10-31T20:59:59Z', 'completed', '400.00', '2025-10-31T20:59:59Z');
      // Placed in February, paid at midnight starting April in Istanbul: April's money, February's order.
      await order('2026-02-10T09:00:00Z', 'paid', '70.00', '2026-03-31T21:00:00Z');
    });

    it('counts today and the months by the office’s clock: orders when placed, money when paid', async () => {
      const figures = await t.app.get(DashboardService).figures(now);
      expect(figures.ordersToday).toBe(1);
      expect(figures.ordersByMonth.map((m) => [m.month, m.orders, m.revenue.toFixed(2)])).toEqual([
        ['2025-11', 1, '300.00'],
        ['2025-12', 0, '0.00'],
        ['2026-01', 0, '0.00'],
        ['2026-02', 1, '0.00'],
        ['2026-03', 2, '250.00'],
        ['2026-04', 1, '70.00'],
      ]);
    });

    it('compares the 30 days before `now` with the 30 before them by default', async () => {
      const figures = await t.app.get(DashboardService).figures(now);
      expect(figures.orders).toMatchObject({ total: 6, current: 2, previous: 2, changePercent: 0 });
      expect(figures.revenue.current.toFixed(2)).toBe('270.00');
      expect(figures.revenue.previous.toFixed(2)).toBe('50.00');
      expect(figures.revenue.changePercent).toBe(440);
    });
  });

  describe('the shell: counters and notifications', () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    let placed: Awaited<ReturnType<typeof insertOrder>>[];
    let receiptAt: Date;

    beforeAll(async () => {
      await t.prisma.order.deleteMany();
      placed = [];
      for (const [minutes, status] of [
        [40, 'pending'],
        [30, 'processing'],
        [20, 'pending'],
        [15, 'completed'],
      ] as const) {
        placed.push(await insertOrder(t, { createdAt: minutesAgo(minutes), status, fullName: `عميل ${minutes}` }));
      }
      // Two days ago: not today, still an order.
      await insertOrder(t, { createdAt: minutesAgo(2 * 24 * 60), status: 'in_progress' });
      receiptAt = minutesAgo(10);
      await t.prisma.orderFile.create({
        data: {
          orderId: placed[0].id,
          kind: 'receipt',
          originalName: 'r.pdf',
          mimeType: 'application/pdf',
          sizeBytes: 10,
          storageKey: `test-${placed[0].id}`,
          createdAt: receiptAt,
        },
      });
      await t.prisma.orderFile.create({
        data: {
          orderId: placed[1].id,
          kind: 'attachment',
          originalName: 'a.pdf',
          mimeType: 'application/pdf',
          sizeBytes: 10,
          storageKey: `test-a-${placed[1].id}`,
          createdAt: minutesAgo(5),
        },
      });
    });

    it('answers the sidebar counters over both APIs', async () => {
      const today = (instant: Date) => istanbulDay(instant) === istanbulDay(new Date());
      const ordersToday = placed.filter((order) => today(order.createdAt)).length;
      const { body } = await t.http().get('/api/v1/admin/counters').set('Authorization', staff.auth).expect(200);
      expect(body.data).toEqual({
        orders_today: ordersToday,
        processing_orders: 2,
        completed_orders: 1,
        new_orders: 2,
        unread_messages: 0,
      });
      const gql = await t.graphql(
        'query { backOfficeCounters { ordersToday processing completed newOrders } }',
        {},
        admin.token,
      );
      expect(gql.body.data.backOfficeCounters).toEqual({ ordersToday, processing: 2, completed: 1, newOrders: 2 });
      await t.http().get('/api/v1/admin/counters').set('Authorization', client.auth).expect(403);
    });

    it('lists orders placed and receipts uploaded, newest first, and counts those after `since`', async () => {
      const since = minutesAgo(25);
      const { body } = await t
        .http()
        .get('/api/v1/admin/notifications')
        .query({ since: since.toISOString() })
        .set('Authorization', admin.auth)
        .expect(200);
      expect(body.data.unseen).toBe(3);
      expect(body.data.latest.slice(0, 5)).toEqual([
        {
          kind: 'receipt_uploaded',
          at: receiptAt.toISOString(),
          order_id: placed[0].id,
          order_number: placed[0].orderNumber,
          full_name: 'عميل 40',
        },
        ...[3, 2, 1, 0].map((index) => ({
          kind: 'order_placed',
          at: placed[index].createdAt.toISOString(),
          order_id: placed[index].id,
          order_number: placed[index].orderNumber,
          full_name: placed[index].fullName,
        })),
      ]);
      expect(body.data.latest).toHaveLength(6);

      const query =
        'query($since: DateTime) { backOfficeNotifications(since: $since) { unseen latest { kind at orderId orderNumber fullName } } }';
      const gql = await t.graphql(query, { since: minutesAgo(12).toISOString() }, staff.token);
      expect(gql.body.errors).toBeUndefined();
      expect(gql.body.data.backOfficeNotifications.unseen).toBe(1);
      expect(gql.body.data.backOfficeNotifications.latest[0]).toEqual({
        kind: 'receipt_uploaded',
        at: receiptAt.toISOString(),
        orderId: placed[0].id,
        orderNumber: placed[0].orderNumber,
        fullName: 'عميل 40',
      });
      const never = await t.graphql(query, {}, staff.token);
      expect(never.body.data.backOfficeNotifications.unseen).toBe(6);
      const nothingNew = await t.graphql(query, { since: new Date().toISOString() }, staff.token);
      expect(nothingNew.body.data.backOfficeNotifications.unseen).toBe(0);
    });

    it('adds the documents a client uploaded and the answers to a hold, not the office’s own uploads', async () => {
      const since = new Date();
      const file = (uploadedById: number, at: Date, key: string) =>
        t.prisma.orderFile.create({
          data: {
            orderId: placed[2].id,
            kind: 'document',
            originalName: `${key}.pdf`,
            mimeType: 'application/pdf',
            sizeBytes: 10,
            storageKey: `test-${key}-${placed[2].id}`,
            uploadedById,
            createdAt: at,
          },
        });
      const uploadedAt = new Date(since.getTime() + 1_000);
      await file(client.user.id, uploadedAt, 'client-document');
      await file(staff.user.id, new Date(since.getTime() + 2_000), 'office-document');
      const answeredAt = new Date(since.getTime() + 3_000);
      await t.prisma.orderHold.create({
        data: {
          orderId: placed[3].id,
          request: 'صورة أوضح',
          requestedByName: 'موظف',
          answer: 'أرسلتها',
          answeredAt,
          closedAt: answeredAt,
        },
      });
      await t.prisma.orderHold.create({
        data: { orderId: placed[1].id, request: 'ما زال مفتوحاً', requestedByName: 'موظف' },
      });
      const { body } = await t
        .http()
        .get('/api/v1/admin/notifications')
        .query({ since: since.toISOString() })
        .set('Authorization', staff.auth)
        .expect(200);
      expect(body.data.unseen).toBe(2);
      expect(body.data.latest.slice(0, 2)).toEqual([
        {
          kind: 'client_answered',
          at: answeredAt.toISOString(),
          order_id: placed[3].id,
          order_number: placed[3].orderNumber,
          full_name: placed[3].fullName,
        },
        {
          kind: 'document_uploaded',
          at: uploadedAt.toISOString(),
          order_id: placed[2].id,
          order_number: placed[2].orderNumber,
          full_name: placed[2].fullName,
        },
      ]);
      const gql = await t.graphql(
        'query($since: DateTime) { backOfficeNotifications(since: $since) { unseen latest { kind } } }',
        { since: since.toISOString() },
        admin.token,
      );
      expect(gql.body.data.backOfficeNotifications.unseen).toBe(2);
      expect(
        gql.body.data.backOfficeNotifications.latest.slice(0, 2).map((event: { kind: string }) => event.kind),
      ).toEqual(['client_answered', 'document_uploaded']);
    });

    it('is for the back office only, and refuses a malformed date', async () => {
      await t.http().get('/api/v1/admin/notifications').expect(401);
      await t.http().get('/api/v1/admin/notifications').set('Authorization', client.auth).expect(403);
      const bad = await t
        .http()
        .get('/api/v1/admin/notifications')
        .query({ since: 'yesterday' })
        .set('Authorization', admin.auth)
        .expect(422);
      expect(bad.body.detail[0].loc).toEqual(['query', 'since']);
      const forbidden = await t.graphql('query { backOfficeNotifications { unseen } }', {}, client.token);
      expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');
    });
  });

  describe('revenue is money received (issue 23: the newcomer’s case)', () => {
    /** Revenue over both APIs: REST's total and this period, GraphQL's the same. */
    const revenue = async () => {
      const rest = await stats(admin.auth).expect(200);
      const gql = await t.graphql(
        'query { dashboard { totalRevenue: totals { revenue { total current byCurrency { currency amount amountTry } } } } }',
        {},
        staff.token,
      );
      expect(gql.body.errors).toBeUndefined();
      const { total, current, byCurrency } = gql.body.data.dashboard.totalRevenue.revenue;
      expect([rest.body.data.total_revenue, rest.body.data.trends.revenue.current]).toEqual([total, current]);
      return { total, current, byCurrency };
    };

    it('adds nothing for an order completed unpaid, rises by a payment and falls by its refund', async () => {
      const before = await revenue();
      const owner = await createUser(t, 'client');
      const placed = await placeOrder(t, owner);
      // The admin moves it along without any money (as the newcomer did; a waiver ends the same way).
      for (const status of ['processing', 'in_progress', 'completed'] as const) await setStatus(t, placed.id, status);
      expect(await revenue()).toEqual(before);

      const due = placed.total_amount as string;
      await insertPayment(t, placed.id, { amount: due, paymentStatus: 'paid' });
      const paid = await revenue();
      expect(Number(paid.total) - Number(before.total)).toBeCloseTo(Number(due), 2);
      expect(Number(paid.current) - Number(before.current)).toBeCloseTo(Number(due), 2);

      await insertPayment(t, placed.id, { amount: '-500.00', refundReason: 'خصم متفق عليه', paymentStatus: 'partial' });
      const refunded = await revenue();
      expect(Number(refunded.total) - Number(paid.total)).toBeCloseTo(-500, 2);
      expect(refunded.byCurrency).toEqual([
        {
          currency: 'TRY',
          amount: new Prisma.Decimal(due).minus(500).toFixed(2),
          amountTry: new Prisma.Decimal(due).minus(500).toFixed(2),
        },
      ]);
    });
  });

  it('describes GET /admin/stats in OpenAPI with its counts, revenue and latest orders required', async () => {
    const { body } = await t.http().get('/api/v1/openapi.json').expect(200);
    expect(body.paths['/api/v1/admin/stats'].get).toBeDefined();
    expect(body.components.schemas.Dashboard.required).toEqual(
      expect.arrayContaining([
        'total_orders',
        'total_users',
        'completed_orders',
        'processing_orders',
        'total_revenue',
        'latest_orders',
      ]),
    );
  });
});

const COUNT_TREND = 'total current previous changePercent';
const DASHBOARD = `query {
  dashboard {
    periodDays
    totals {
      orders { ${COUNT_TREND} }
      users { ${COUNT_TREND} }
      revenue { ${COUNT_TREND} currency byCurrency { currency amount amountTry } }
      activeServices { ${COUNT_TREND} }
    }
    ordersByMonth { month orders revenue }
    statusDistribution { status label count }
    topServices { serviceId name nameTr nameEn ordersCount }
    latestOrders { id orderNumber trackingNumber fullName serviceName serviceNameTr serviceNameEn totalAmount currency status createdAt }
    quickStats { ordersToday processing completed }
    newOrders
  }
}`;
