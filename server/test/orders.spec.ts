import { jest } from '@jest/globals';
import { OrdersService } from '../src/orders/orders.service.js';
import { createUser, startTestApp, type TestApp } from './helpers/test-app.js';
import {
  activeServiceId,
  type Caller,
  createCallers,
  expectTrackingLink,
  countSqlStatements,
  placeOrder,
  setNotificationSwitches,
} from './helpers/orders.js';

const ORDER_NUMBER = /^ORD-\d{4}-\d{6}$/;
const TRACKING_NUMBER = /^TRK-[A-HJ-NP-Z2-9]{8}$/;

describe('orders: placing and reading', () => {
  let t: TestApp;
  let owner: Caller, other: Caller, staff: Caller, admin: Caller;
  let serviceId: number;

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, other, staff, admin } = await createCallers(t));
    serviceId = await activeServiceId(t);
  });
  afterAll(() => t.close());

  const post = (caller: Caller | undefined, body: Record<string, unknown>) => {
    const call = t.http().post('/api/v1/orders');
    if (caller) call.set('Authorization', caller.auth);
    return call.send(body);
  };

  describe('POST /orders', () => {
    it('places a pending order with numbers, snapshots, a first history row and the e-mail, contact taken from the account', async () => {
      const service = await t.prisma.service.findUniqueOrThrow({ where: { id: serviceId } });
      const response = await post(owner, { service_id: serviceId, notes: '  أحتاج النسخة مترجمة  ' }).expect(201);
      const order = response.body.data;
      expect(order).toMatchObject({
        status: 'pending',
        service_id: serviceId,
        service: {
          id: serviceId,
          name: service.nameAr,
          name_ar: service.nameAr,
          name_tr: service.nameTr,
          name_en: service.nameEn,
        },
        total_amount: service.priceTry.toFixed(2),
        currency: 'TRY',
        payment_method: 'bank_transfer',
        notes: 'أحتاج النسخة مترجمة',
        full_name: owner.user.fullName,
        email: owner.user.email,
        phone: owner.user.phone,
        address: null,
        national_id: null,
        files: [],
        receipt: null,
        allowed_next_statuses: null,
        customer: null,
      });
      expect(order.order_number).toMatch(ORDER_NUMBER);
      expect(order.tracking_number).toMatch(TRACKING_NUMBER);
      expect(order.history).toEqual([
        {
          id: expect.any(Number),
          from_status: null,
          to_status: 'pending',
          note: null,
          changed_by: null,
          created_at: expect.any(String),
        },
      ]);
      const history = await t.prisma.orderStatusHistory.findMany({ where: { orderId: order.id } });
      expect(history).toEqual([
        expect.objectContaining({ fromStatus: null, toStatus: 'pending', changedById: owner.user.id }),
      ]);
      const mail = await t.prisma.mailOutbox.findFirstOrThrow({
        where: { kind: 'order_created', toAddress: owner.user.email },
      });
      expect(mail.subject).toContain(order.order_number);
      expect(mail.text).toContain(order.tracking_number);
      expectTrackingLink(mail, order.tracking_number);
    });

    it('reads no account row beyond the token check and takes the office name from the CMS in memory', async () => {
      await post(owner, { service_id: serviceId }).expect(201);
      const sql = await countSqlStatements(t);
      const statements = await sql.during(() => post(owner, { service_id: serviceId }).expect(201));
      // Prisma's own reads name the table "public"."users"; the token check's statement is the only read of an account.
      expect(statements.join()).not.toMatch(/"public"\."users"|cms_sections/);
      expect(statements.join()).not.toMatch(/password_hash|two_factor_secret|two_factor_pending_secret/);
    });

    it('keeps the contact details, payment method and national id sent with the order', async () => {
      const response = await post(owner, {
        service_id: serviceId,
        payment_method: 'syriatel_cash',
        full_name: '  سارة الأحمد ',
        email: 'Sara@Example.COM',
        phone: '+49 151 23456789',
        address: 'برلين',
        national_id: '٠١٢-٣٤٥ ٦٧٨٩٠',
      }).expect(201);
      expect(response.body.data).toMatchObject({
        payment_method: 'syriatel_cash',
        full_name: 'سارة الأحمد',
        email: 'sara@example.com',
        phone: '+4915123456789',
        address: 'برلين',
        national_id: '01234567890',
      });
      expect(await t.prisma.mailOutbox.count({ where: { kind: 'order_created', toAddress: 'sara@example.com' } })).toBe(
        1,
      );
    });

    it('gives consecutive orders consecutive order numbers', async () => {
      const first = await placeOrder(t, owner);
      const second = await placeOrder(t, other);
      const sequence = (number: string) => Number(number.slice(-6));
      expect(sequence(second.order_number)).toBe(sequence(first.order_number) + 1);
      expect(second.order_number.slice(0, 9)).toBe(first.order_number.slice(0, 9));
    });

    it.each([
      ['no service', {}, 'service_id', 'الرجاء اختيار خدمة'],
      ['a service id that is not a number', { service_id: 'abc' }, 'service_id', 'الرجاء اختيار خدمة'],
      ['an unknown payment method', { payment_method: 'cash' }, 'payment_method', 'طريقة الدفع غير صحيحة'],
      [
        'a phone without country code',
        { phone: '05321234567' },
        'phone',
        'رقم الهاتف غير صحيح. اختر رمز الدولة واكتب الرقم دون صفر في أوله',
      ],
      ['a bad e-mail', { email: 'not-an-email' }, 'email', 'البريد الإلكتروني غير صحيح'],
      ['an empty name', { full_name: '   ' }, 'full_name', 'الاسم الكامل مطلوب'],
      ['notes that are too long', { notes: 'ن'.repeat(2001) }, 'notes', 'يجب ألا يزيد النص عن 2000 حرفاً'],
      [
        'a bad national id',
        { national_id: '12' },
        'national_id',
        'الرقم الوطني غير صحيح: من 5 إلى 20 خانة من الأرقام والأحرف اللاتينية',
      ],
      ['an unknown field', { status: 'completed' }, 'status', 'الحقل status غير مسموح به'],
    ])('refuses %s with 422 and an Arabic detail', async (_case, body, field, msg) => {
      const response = await post(owner, field === 'service_id' ? body : { service_id: serviceId, ...body }).expect(
        422,
      );
      expect(response.body.detail).toEqual(
        expect.arrayContaining([expect.objectContaining({ loc: ['body', field], msg })]),
      );
    });

    it('refuses an inactive service with 422 and an unknown or deleted one with 404', async () => {
      const [inactive, deleted] = await Promise.all([
        t.prisma.service.create({
          data: { nameAr: 'خدمة موقوفة', category: 'other', priceTry: '10.00', isActive: false },
        }),
        t.prisma.service.create({
          data: { nameAr: 'خدمة محذوفة', category: 'other', priceTry: '10.00', deletedAt: new Date() },
        }),
      ]);
      const refused = await post(owner, { service_id: inactive.id }).expect(422);
      expect(refused.body.detail).toEqual([
        { loc: ['body', 'service_id'], msg: 'هذه الخدمة غير متاحة حالياً', type: 'service_inactive' },
      ]);
      expect((await post(owner, { service_id: deleted.id }).expect(404)).body).toEqual({
        detail: 'الخدمة غير موجودة',
        code: 'SERVICE_NOT_FOUND',
      });
      expect((await post(owner, { service_id: 999_999 }).expect(404)).body).toEqual({
        detail: 'الخدمة غير موجودة',
        code: 'SERVICE_NOT_FOUND',
      });
    });

    it('asks for a phone when neither the order nor the account has one', async () => {
      const noPhone = await createUser(t, 'client');
      await t.prisma.user.update({ where: { id: noPhone.user.id }, data: { phone: null } });
      const response = await post(noPhone, { service_id: serviceId }).expect(422);
      expect(response.body.detail).toEqual([{ loc: ['body', 'phone'], msg: 'رقم الهاتف مطلوب', type: 'missing' }]);
      await post(noPhone, { service_id: serviceId, phone: '+963944123456' }).expect(201);
    });

    it('takes only the payment methods the office accepts in its settings, on both APIs', async () => {
      const paymentOf = (admin: { auth: string }) =>
        t.http().get('/api/v1/admin/settings').set('Authorization', admin.auth);
      const settings = (await paymentOf(admin).expect(200)).body.data;
      await t
        .http()
        .put('/api/v1/admin/settings')
        .set('Authorization', admin.auth)
        .send({ payment: { ...settings.payment, accept_cash: false } })
        .expect(200);
      try {
        const refused = await post(owner, { service_id: serviceId, payment_method: 'syriatel_cash' }).expect(422);
        expect(refused.body.detail).toEqual([
          {
            loc: ['body', 'payment_method'],
            msg: 'طريقة الدفع هذه غير متاحة حالياً، اختر طريقة أخرى',
            type: 'payment_method_not_accepted',
          },
        ]);
        const overGraphql = await t.graphql(
          CREATE_ORDER,
          { input: { serviceId, paymentMethod: 'mtn_cash' } },
          owner.token,
        );
        expect(overGraphql.body.errors[0].message).toBe('طريقة الدفع هذه غير متاحة حالياً، اختر طريقة أخرى');
        const placed = await post(owner, { service_id: serviceId }).expect(201);
        expect(placed.body.data.payment_method).toBe('bank_transfer');
      } finally {
        await t
          .http()
          .put('/api/v1/admin/settings')
          .set('Authorization', admin.auth)
          .send({ payment: settings.payment })
          .expect(200);
      }
    });

    it('needs a signed-in caller of any role', async () => {
      expect((await post(undefined, { service_id: serviceId }).expect(401)).body).toEqual({
        detail: 'يجب تسجيل الدخول للمتابعة',
      });
      await post(staff, { service_id: serviceId }).expect(201);
      await post(admin, { service_id: serviceId }).expect(201);
    });

    it('places the order over GraphQL with the same rules', async () => {
      const created = await t.graphql(
        CREATE_ORDER,
        { input: { serviceId, paymentMethod: 'mtn_cash', nationalId: 'N1234567' } },
        owner.token,
      );
      expect(created.body.errors).toBeUndefined();
      expect(created.body.data.createOrder).toMatchObject({
        status: 'pending',
        paymentMethod: 'mtn_cash',
        nationalId: 'N1234567',
        fullName: owner.user.fullName,
        service: { id: serviceId },
        customer: null,
        allowedNextStatuses: null,
        history: [{ fromStatus: null, toStatus: 'pending', changedByName: null }],
        files: [],
      });
      expect(created.body.data.createOrder.orderNumber).toMatch(ORDER_NUMBER);
      const bad = await t.graphql(CREATE_ORDER, { input: { serviceId, phone: '123' } }, owner.token);
      expect(bad.body.errors[0]).toMatchObject({
        message: 'رقم الهاتف غير صحيح. اختر رمز الدولة واكتب الرقم دون صفر في أوله',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const anonymous = await t.graphql(CREATE_ORDER, { input: { serviceId } });
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      const unknown = await t.graphql(CREATE_ORDER, { input: { serviceId: 999_999 } }, owner.token);
      expect(unknown.body.errors[0]).toMatchObject({ message: 'الخدمة غير موجودة', extensions: { code: 'NOT_FOUND' } });
    });

    it('draws another tracking number when the first one is already taken', async () => {
      const existing = await placeOrder(t, owner);
      const orders = t.app.get(OrdersService);
      const spy = jest.spyOn(orders, 'nextTrackingNumber').mockReturnValueOnce(existing.tracking_number);
      try {
        const order = await placeOrder(t, owner);
        expect(order.tracking_number).not.toBe(existing.tracking_number);
        expect(spy).toHaveBeenCalledTimes(2);
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('notification switches', () => {
    afterEach(() => setNotificationSwitches(t, { email_enabled: true, notify_new_order: true }));

    const mailsFor = async (email: string) =>
      t.prisma.mailOutbox.count({ where: { kind: 'order_created', toAddress: email } });

    it.each([
      ['email_enabled is off', { email_enabled: false, notify_new_order: true }, 0],
      ['notify_new_order is off', { email_enabled: true, notify_new_order: false }, 0],
      ['both are on', { email_enabled: true, notify_new_order: true }, 1],
    ])('sends the order-created e-mail only when allowed: %s', async (_case, switches, expected) => {
      await setNotificationSwitches(t, switches);
      const email = `switch-${Date.now()}-${Math.random()}@example.com`.replace('0.', '');
      const order = await placeOrder(t, owner, { email });
      expect(await mailsFor(email)).toBe(expected);
      expect(await t.prisma.order.count({ where: { id: order.id } })).toBe(1);
    });
  });

  describe('a client’s own orders', () => {
    let client: Caller;
    let placed: { id: number }[];
    beforeAll(async () => {
      client = await createUser(t, 'client');
      placed = [];
      for (let i = 0; i < 3; i += 1) placed.push(await placeOrder(t, client));
    });

    it('lists only the caller’s orders, newest first, with pagination over REST', async () => {
      const all = await t.http().get('/api/v1/orders').set('Authorization', client.auth).expect(200);
      expect(all.body.meta).toEqual({ total: 3, page: 1, page_size: 20 });
      expect(all.body.data.map((o: { id: number }) => o.id)).toEqual(placed.map((o) => o.id).reverse());
      expect(all.body.data[0]).toMatchObject({
        service: { name: expect.any(String) },
        tracking_number: expect.stringMatching(TRACKING_NUMBER),
        allowed_next_statuses: null,
      });
      const second = await t
        .http()
        .get('/api/v1/orders?page=2&page_size=2')
        .set('Authorization', client.auth)
        .expect(200);
      expect(second.body.meta).toEqual({ total: 3, page: 2, page_size: 2 });
      expect(second.body.data.map((o: { id: number }) => o.id)).toEqual([placed[0].id]);
    });

    it('is the caller’s own list for staff and admins too (theirs is /admin/orders)', async () => {
      for (const caller of [staff, admin]) {
        await placeOrder(t, caller);
        const own = await t.prisma.order.findMany({ where: { userId: caller.user.id }, select: { id: true } });
        const response = await t.http().get('/api/v1/orders').set('Authorization', caller.auth).expect(200);
        expect(response.body.data.map((o: { id: number }) => o.id).sort()).toEqual(own.map((o) => o.id).sort());
        expect(response.body.meta.total).toBe(own.length);
        expect(own.length).toBeGreaterThan(0);
      }
    });

    it('refuses a bad page and an anonymous caller', async () => {
      const bad = await t.http().get('/api/v1/orders?page_size=500').set('Authorization', client.auth).expect(422);
      expect(bad.body.detail[0]).toMatchObject({ loc: ['query', 'page_size'], msg: 'أكبر حجم للصفحة 100' });
      await t.http().get('/api/v1/orders').expect(401);
    });

    it('answers the same list over GraphQL', async () => {
      const response = await t.graphql(MY_ORDERS, { page: { page: 1, pageSize: 2 } }, client.token);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.myOrders).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(response.body.data.myOrders.items.map((o: { id: number }) => o.id)).toEqual([placed[2].id, placed[1].id]);
      const bad = await t.graphql(MY_ORDERS, { page: { page: 0 } }, client.token);
      expect(bad.body.errors[0]).toMatchObject({
        message: 'رقم الصفحة يبدأ من 1',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect((await t.graphql(MY_ORDERS, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('one order', () => {
    let order: { id: number };
    beforeAll(async () => {
      order = await placeOrder(t, owner, { national_id: '12345678901' });
    });

    const get = (caller: Caller | undefined, id: number | string = order.id) => {
      const call = t.http().get(`/api/v1/orders/${id}`);
      if (caller) call.set('Authorization', caller.auth);
      return call;
    };

    it('shows the owner the order with its history but without back-office fields', async () => {
      const response = await get(owner).expect(200);
      expect(response.body.data).toMatchObject({
        id: order.id,
        national_id: '12345678901',
        allowed_next_statuses: null,
        customer: null,
      });
      expect(response.body.data.history[0].changed_by).toBeNull();
    });

    it('shows staff and admins the order with its customer, who changed what, and the allowed next statuses', async () => {
      for (const caller of [staff, admin]) {
        const response = await get(caller).expect(200);
        expect(response.body.data).toMatchObject({
          allowed_next_statuses: ['pending_payment', 'paid', 'processing', 'in_progress', 'completed', 'cancelled'],
          customer: {
            id: owner.user.id,
            full_name: owner.user.fullName,
            email: owner.user.email,
            phone: owner.user.phone,
          },
        });
        expect(response.body.data.history[0].changed_by).toBe(owner.user.fullName);
      }
    });

    it('answers another client and an unknown id with 404, a malformed id with 422, and nobody with 401', async () => {
      expect((await get(other).expect(404)).body).toEqual({
        detail: 'لم يتم العثور على الطلب',
        code: 'ORDER_NOT_FOUND',
      });
      expect((await get(owner, 999_999).expect(404)).body).toEqual({
        detail: 'لم يتم العثور على الطلب',
        code: 'ORDER_NOT_FOUND',
      });
      expect((await get(owner, 'abc').expect(422)).body.detail).toEqual([
        { loc: ['path', 'id'], msg: 'رقم الطلب غير صحيح', type: 'int_parsing' },
      ]);
      await get(owner, '99999999999').expect(422);
      await get(undefined).expect(401);
    });

    it('applies the same rules over GraphQL', async () => {
      const mine = await t.graphql(ORDER, { id: order.id }, owner.token);
      expect(mine.body.errors).toBeUndefined();
      expect(mine.body.data.order).toMatchObject({
        id: order.id,
        customer: null,
        allowedNextStatuses: null,
        history: [{ changedByName: null }],
      });
      const back = await t.graphql(ORDER, { id: order.id }, staff.token);
      expect(back.body.data.order).toMatchObject({
        customer: { id: owner.user.id, fullName: owner.user.fullName },
        allowedNextStatuses: expect.arrayContaining(['paid', 'cancelled']),
        history: [{ changedByName: owner.user.fullName }],
        service: { id: serviceId },
      });
      expect((await t.graphql(ORDER, { id: order.id }, admin.token)).body.data.order.id).toBe(order.id);
      const foreign = await t.graphql(ORDER, { id: order.id }, other.token);
      expect(foreign.body.errors[0]).toMatchObject({
        message: 'لم يتم العثور على الطلب',
        extensions: { code: 'NOT_FOUND' },
      });
      expect(foreign.body.data).toBeNull();
      expect((await t.graphql(ORDER, { id: order.id })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('100 orders at once', () => {
    it('gives every order distinct numbers and loses none', async () => {
      const clients = await Promise.all(Array.from({ length: 5 }, () => createUser(t, 'client')));
      const before = await t.prisma.order.count();
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          t
            .http()
            .post('/api/v1/orders')
            .set('Authorization', clients[i % clients.length].auth)
            .send({ service_id: serviceId, notes: `طلب ${i}` }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(100).fill(201));
      const orders = responses.map((r) => r.body.data as { id: number; order_number: string; tracking_number: string });
      expect(new Set(orders.map((o) => o.order_number)).size).toBe(100);
      expect(new Set(orders.map((o) => o.tracking_number)).size).toBe(100);
      const sequences = orders.map((o) => Number(o.order_number.slice(-6))).sort((a, b) => a - b);
      expect(sequences[99] - sequences[0]).toBe(99); // no gaps, no repeats
      const ids = orders.map((o) => o.id);
      expect(await t.prisma.order.count()).toBe(before + 100);
      expect(
        await t.prisma.orderStatusHistory.count({
          where: { orderId: { in: ids }, toStatus: 'pending', fromStatus: null },
        }),
      ).toBe(100);
      const mails = await t.prisma.mailOutbox.findMany({
        where: { kind: 'order_created', toAddress: { in: clients.map((c) => c.user.email) } },
      });
      expect(mails).toHaveLength(100);
      expect(new Set(mails.map((m) => m.subject)).size).toBe(100);
    });
  });
});

const ORDER_FIELDS = /* GraphQL */ `
  id orderNumber trackingNumber status statusLabel paymentMethod nationalId fullName totalAmount currency allowedNextStatuses
  service { id name } customer { id fullName } files { id } history { fromStatus toStatus changedByName }
`;
const CREATE_ORDER = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { ${ORDER_FIELDS} } }`;
const MY_ORDERS = `query ($page: PageInput) { myOrders(page: $page) { total page pageSize items { id orderNumber status } } }`;
const ORDER = `query ($id: Int!) { order(id: $id) { ${ORDER_FIELDS} } }`;
