import { SettingsService } from '../src/settings/settings.service.js';
import type { OrderStatus } from '../src/generated/prisma/enums.js';
import { ORDER_STATUS_LABELS } from '../src/orders/order-status.js';
import { ALL_ORDER_STATUSES } from '../src/orders/order-transitions.js';
import { createUser, startTestApp, type TestApp } from './helpers/test-app.js';
import {
  type Caller,
  createCallers,
  expectTrackingLink,
  placeOrder,
  setNotificationSwitches,
  setStatus,
} from './helpers/orders.js';
import { payInFull, setPaidDirectly } from './helpers/payments.js';

const PAIRS = ALL_ORDER_STATUSES.flatMap((from) => ALL_ORDER_STATUSES.map((to) => [from, to] as const));

/**
 * The office's rules, written out by hand: where an order may move from each status. Forward along the chain
 * (skipping steps is allowed), cancelled from anything but completed, refunded only once paid; cancelled
 * and refunded are final.
 */
const ALLOWED_MOVES: Record<OrderStatus, OrderStatus[]> = {
  pending: ['pending_payment', 'paid', 'processing', 'in_progress', 'completed', 'cancelled'],
  pending_payment: ['paid', 'processing', 'in_progress', 'completed', 'cancelled'],
  paid: ['processing', 'in_progress', 'completed', 'cancelled', 'refunded'],
  processing: ['in_progress', 'completed', 'cancelled', 'refunded'],
  in_progress: ['completed', 'cancelled', 'refunded'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** What the user reads for one refused move of each kind. */
const REFUSAL_MESSAGES = new Map<string, string>([
  ['paid>paid', 'الطلب في حالة «تم الدفع» بالفعل'],
  ['cancelled>pending', 'لا يمكن تغيير حالة الطلب من «ملغي» إلى «جديد»: الطلب ملغي نهائياً'],
  ['refunded>completed', 'لا يمكن تغيير حالة الطلب من «مسترد» إلى «مكتمل»: الطلب مسترد نهائياً'],
  ['completed>cancelled', 'لا يمكن تغيير حالة الطلب من «مكتمل» إلى «ملغي»: لا يُلغى طلب مكتمل'],
  [
    'pending_payment>refunded',
    'لا يمكن تغيير حالة الطلب من «في انتظار الدفع» إلى «مسترد»: الاسترداد ممكن بعد الدفع فقط',
  ],
  ['in_progress>paid', 'لا يمكن تغيير حالة الطلب من «قيد التنفيذ» إلى «تم الدفع»: لا يعود الطلب إلى مرحلة سابقة'],
]);

describe('order status changes', () => {
  let t: TestApp;
  let owner: Caller, other: Caller, staff: Caller, admin: Caller;

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, other, staff, admin } = await createCallers(t));
  });
  afterAll(() => t.close());

  const put = (
    path: 'orders' | 'admin/orders',
    id: number | string,
    caller: Caller | undefined,
    body: Record<string, unknown>,
  ) => {
    const call = t.http().put(`/api/v1/${path}/${id}/status`);
    if (caller) call.set('Authorization', caller.auth);
    return call.send(body);
  };

  /** Tries one move through one API and reports the answer and what the database holds afterwards. */
  async function tryMove(via: 'rest' | 'admin-rest' | 'graphql', orderId: number, from: OrderStatus, to: OrderStatus) {
    await setStatus(t, orderId, from);
    const historyBefore = await t.prisma.orderStatusHistory.count({ where: { orderId } });
    let ok: boolean;
    let message: string;
    if (via === 'graphql') {
      const response = await t.graphql(CHANGE_STATUS, { id: orderId, status: to, note: 'ملاحظة' }, admin.token);
      ok = !response.body.errors;
      message = ok ? '' : response.body.errors[0].message;
      if (!ok) expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      else expect(response.body.data.changeOrderStatus.status).toBe(to);
    } else {
      const response = await put(via === 'rest' ? 'orders' : 'admin/orders', orderId, staff, {
        status: to,
        note: 'ملاحظة',
      });
      ok = response.status === 200;
      message = ok ? '' : response.body.detail[0].msg;
      expect([200, 422]).toContain(response.status);
      if (ok) expect(response.body.data.status).toBe(to);
      else expect(response.body.detail[0]).toMatchObject({ loc: ['body', 'status'], type: 'status_transition' });
    }
    const stored = await t.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    const historyAfter = await t.prisma.orderStatusHistory.count({ where: { orderId } });
    return { ok, message, status: stored.status, newHistoryRows: historyAfter - historyBefore };
  }

  describe.each(['rest', 'admin-rest', 'graphql'] as const)('every move of the state machine through %s', (via) => {
    let orderId: number;
    beforeAll(async () => {
      orderId = (await placeOrder(t, owner)).id;
      // Paid in full, so the moves to processing and beyond are the state machine's alone (see payments.spec.ts).
      await setPaidDirectly(t, orderId);
    });

    it.each(PAIRS)(`%s -> %s`, async (from, to) => {
      const result = await tryMove(via, orderId, from, to);
      if (ALLOWED_MOVES[from].includes(to)) {
        expect(result).toEqual({ ok: true, message: '', status: to, newHistoryRows: 1 });
      } else {
        expect(result).toMatchObject({ ok: false, status: from, newHistoryRows: 0 });
        expect(result.message).toContain(`«${ORDER_STATUS_LABELS[from]}»`);
        const expected = REFUSAL_MESSAGES.get(`${from}>${to}`);
        if (expected) expect(result.message).toBe(expected);
      }
    });
  });

  it('records who changed what with the note, audits it and e-mails the order’s contact address', async () => {
    const order = await placeOrder(t, owner, { email: 'contact-snapshot@example.com' });
    const response = await put('orders', order.id, staff, {
      status: 'pending_payment',
      note: '  أرسلنا تفاصيل الدفع  ',
    }).expect(200);
    expect(response.body.data).toMatchObject({
      status: 'pending_payment',
      status_label: 'في انتظار الدفع',
      allowed_next_statuses: ['paid', 'processing', 'in_progress', 'completed', 'cancelled'],
    });
    expect(response.body.data.history.at(-1)).toMatchObject({
      from_status: 'pending',
      to_status: 'pending_payment',
      note: 'أرسلنا تفاصيل الدفع',
      changed_by: staff.user.fullName,
    });
    const row = await t.prisma.orderStatusHistory.findFirstOrThrow({
      where: { orderId: order.id, toStatus: 'pending_payment' },
    });
    expect(row).toMatchObject({ fromStatus: 'pending', changedById: staff.user.id, note: 'أرسلنا تفاصيل الدفع' });
    const audit = await t.prisma.auditLog.findFirstOrThrow({
      where: { entityType: 'order', entityId: String(order.id), action: 'order.status_changed' },
    });
    expect(audit).toMatchObject({
      actorId: staff.user.id,
      details: {
        from: 'pending',
        to: 'pending_payment',
        order_number: order.order_number,
        note: 'أرسلنا تفاصيل الدفع',
      },
    });
    const mail = await t.prisma.mailOutbox.findFirstOrThrow({
      where: { kind: 'order_status_changed', toAddress: 'contact-snapshot@example.com' },
    });
    expect(mail.subject).toContain(order.order_number);
    expect(mail.text).toContain('في انتظار الدفع');
    expect(mail.text).toContain('أرسلنا تفاصيل الدفع');
    expectTrackingLink(mail, order.tracking_number);

    const seenByOwner = await t.http().get(`/api/v1/orders/${order.id}`).set('Authorization', owner.auth).expect(200);
    expect(seenByOwner.body.data.history.at(-1)).toMatchObject({
      to_status: 'pending_payment',
      note: 'أرسلنا تفاصيل الدفع',
      changed_by: null,
    });
  });

  it('keeps who changed a status, in the history and the audit log with their address, after their account is deleted', async () => {
    const leaving = await createUser(t, 'staff', { fullName: 'موظف غادر المكتب' });
    const order = await placeOrder(t, owner);
    await put('orders', order.id, leaving, { status: 'pending_payment' })
      .set('X-Forwarded-For', '203.0.113.7')
      .expect(200);
    await t.http().delete(`/api/v1/admin/users/${leaving.user.id}`).set('Authorization', admin.auth).expect(204);

    const detail = await t.http().get(`/api/v1/orders/${order.id}`).set('Authorization', admin.auth).expect(200);
    expect(detail.body.data.history.at(-1)).toMatchObject({
      to_status: 'pending_payment',
      changed_by: 'موظف غادر المكتب',
    });
    const gql = await t.graphql(
      'query ($id: Int!) { order(id: $id) { history { changedByName } } }',
      { id: order.id },
      admin.token,
    );
    expect(gql.body.data.order.history.at(-1)).toEqual({ changedByName: 'موظف غادر المكتب' });
    const audit = await t.prisma.auditLog.findFirstOrThrow({
      where: { entityType: 'order', entityId: String(order.id), action: 'order.status_changed' },
    });
    // Tests come from loopback, the default trusted proxy, so the forwarded address is the caller's.
    expect(audit).toMatchObject({
      actorId: null,
      actorName: 'موظف غادر المكتب',
      actorEmail: leaving.user.email,
      ip: '203.0.113.7',
    });
  });

  it('puts the payment instructions of the chosen method, from the settings, in the awaiting-payment e-mail', async () => {
    const payment = await t.app.get(SettingsService).get('payment');
    const byBank = await placeOrder(t, owner, { email: 'bank-payer@example.com', payment_method: 'bank_transfer' });
    const byMtn = await placeOrder(t, owner, { email: 'mtn-payer@example.com', payment_method: 'mtn_cash' });
    for (const order of [byBank, byMtn])
      await put('orders', order.id, staff, { status: 'pending_payment' }).expect(200);
    const bankMail = await t.prisma.mailOutbox.findFirstOrThrow({
      where: { kind: 'order_status_changed', toAddress: 'bank-payer@example.com' },
    });
    expect(bankMail.text).toContain(payment.iban_try);
    expect(bankMail.text).toContain(byBank.order_number);
    expect(bankMail.text).toContain(
      `المبلغ المطلوب: ${new Intl.NumberFormat('ar-SY', { maximumFractionDigits: 2 }).format(Number(byBank.total_amount))} ₺`,
    );
    const mtnMail = await t.prisma.mailOutbox.findFirstOrThrow({
      where: { kind: 'order_status_changed', toAddress: 'mtn-payer@example.com' },
    });
    expect(mtnMail.text).toContain(payment.mtn_cash_number);
    expect(mtnMail.text).not.toContain(payment.iban_try);
    await put('orders', byBank.id, staff, { status: 'paid' }).expect(200);
    const paidMail = await t.prisma.mailOutbox.findFirstOrThrow({
      where: { kind: 'order_status_changed', toAddress: 'bank-payer@example.com', text: { contains: 'تم الدفع' } },
    });
    expect(paidMail.text).not.toContain(payment.iban_try);
  });

  it('lets only staff and admins change a status, through both REST routes and GraphQL', async () => {
    const order = await placeOrder(t, owner);
    for (const path of ['orders', 'admin/orders'] as const) {
      await put(path, order.id, undefined, { status: 'processing' }).expect(401);
      expect((await put(path, order.id, owner, { status: 'processing' }).expect(403)).body).toEqual({
        detail: 'ليس لديك صلاحية للقيام بهذا الإجراء',
      });
      await put(path, order.id, other, { status: 'processing' }).expect(403);
    }
    for (const [caller, token] of [
      [undefined, undefined],
      [owner, owner.token],
      [other, other.token],
    ] as const) {
      const response = await t.graphql(CHANGE_STATUS, { id: order.id, status: 'processing' }, token);
      expect(response.body.errors[0].extensions.code).toBe(caller ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('pending');
    await put('orders', order.id, staff, { status: 'pending_payment' }).expect(200);
    await put('admin/orders', order.id, admin, { status: 'paid' }).expect(200);
    await payInFull(t, order, admin);
    const gql = await t.graphql(CHANGE_STATUS, { id: order.id, status: 'processing', note: null }, staff.token);
    expect(gql.body.data.changeOrderStatus).toMatchObject({
      status: 'processing',
      history: [{}, {}, {}, { fromStatus: 'paid', toStatus: 'processing', changedByName: staff.user.fullName }],
    });
  });

  it('refuses bad input and unknown orders', async () => {
    const order = await placeOrder(t, owner);
    const badStatus = await put('orders', order.id, staff, { status: 'done' }).expect(422);
    expect(badStatus.body.detail).toEqual([{ loc: ['body', 'status'], msg: 'حالة الطلب غير صحيحة', type: 'isEnum' }]);
    await put('orders', order.id, staff, {}).expect(422);
    const longNote = await put('admin/orders', order.id, staff, { status: 'paid', note: 'ن'.repeat(1001) }).expect(422);
    expect(longNote.body.detail[0]).toMatchObject({ loc: ['body', 'note'], msg: 'يجب ألا يزيد النص عن 1000 حرفاً' });
    expect((await put('orders', 999_999, staff, { status: 'paid' }).expect(404)).body).toEqual({
      detail: 'لم يتم العثور على الطلب',
      code: 'ORDER_NOT_FOUND',
    });
    await put('admin/orders', 'x1', admin, { status: 'paid' }).expect(422);
    const gqlEnum = await t.graphql(CHANGE_STATUS, { id: order.id, status: 'done' }, staff.token);
    expect(gqlEnum.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const gqlNote = await t.graphql(
      CHANGE_STATUS,
      { id: order.id, status: 'paid', note: 'ن'.repeat(1001) },
      staff.token,
    );
    expect(gqlNote.body.errors[0]).toMatchObject({
      message: 'يجب ألا يزيد النص عن 1000 حرفاً',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const gqlUnknown = await t.graphql(CHANGE_STATUS, { id: 999_999, status: 'paid' }, staff.token);
    expect(gqlUnknown.body.errors[0]).toMatchObject({
      message: 'لم يتم العثور على الطلب',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await t.prisma.orderStatusHistory.count({ where: { orderId: order.id } })).toBe(1);
  });

  it('lets only one of two simultaneous identical moves through', async () => {
    const order = await placeOrder(t, owner);
    await payInFull(t, order, admin);
    const answers = await Promise.all([
      put('orders', order.id, staff, { status: 'processing' }),
      put('admin/orders', order.id, admin, { status: 'processing' }),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect([409, 422]).toContain(answers.find((a) => a.status !== 200)!.status);
    expect(await t.prisma.orderStatusHistory.count({ where: { orderId: order.id, toStatus: 'processing' } })).toBe(1);
  });

  describe('notification switches', () => {
    afterEach(() =>
      setNotificationSwitches(t, { email_enabled: true, notify_status_change: true, notify_payment: true }),
    );

    it.each([
      ['all on: a status change is mailed', {}, 'processing', 1],
      ['all on: the payment confirmation is mailed', {}, 'paid', 1],
      ['email_enabled off: nothing is mailed', { email_enabled: false }, 'processing', 0],
      ['email_enabled off: not even the payment', { email_enabled: false }, 'paid', 0],
      ['notify_status_change off: no status mail', { notify_status_change: false }, 'processing', 0],
      ['notify_status_change off: the payment is still mailed', { notify_status_change: false }, 'paid', 1],
      ['notify_payment off: no payment mail', { notify_payment: false }, 'paid', 0],
      ['notify_payment off: other changes are still mailed', { notify_payment: false }, 'cancelled', 1],
    ] as const)('%s', async (_case, switches, to, expected) => {
      await setNotificationSwitches(t, switches);
      const email = `status-${to}-${Math.random().toString(36).slice(2)}@example.com`;
      const order = await placeOrder(t, owner, { email });
      if (to === 'processing') await setPaidDirectly(t, order.id);
      await put('orders', order.id, staff, { status: to }).expect(200);
      expect(await t.prisma.mailOutbox.count({ where: { kind: 'order_status_changed', toAddress: email } })).toBe(
        expected,
      );
    });
  });
});

const CHANGE_STATUS = /* GraphQL */ `
  mutation ($id: Int!, $status: OrderStatus!, $note: String) {
    changeOrderStatus(id: $id, status: $status, note: $note) {
      id
      status
      allowedNextStatuses
      history {
        fromStatus
        toStatus
        changedByName
      }
    }
  }
`;
