import { Prisma } from '../src/generated/prisma/client.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { createTestService } from './helpers/content.js';
import {
  type Caller,
  createCallers,
  placeOrder,
  SAMPLE_FILES,
  setNotificationSwitches,
  setStatus,
} from './helpers/orders.js';
import { payInFull } from './helpers/payments.js';

const DENIED_ANONYMOUS = { detail: 'يجب تسجيل الدخول للمتابعة' };
const NOT_FOUND = { detail: 'لم يتم العثور على الطلب', code: 'ORDER_NOT_FOUND' };
const FORBIDDEN = { detail: 'ليس لديك صلاحية للقيام بهذا الإجراء' };

const ORDER_MONEY = `query ($id: Int!) { order(id: $id) { id status amountDue amountPaid balance paymentStatus paymentWaivedReason
  payments { id amount currency method reference orderAmount amountTry ratePerTry note refundReason recordedByName receiptFileId receiptUrl } } }`;
const RECORD = `mutation ($orderId: Int!, $amount: Decimal!, $currency: Currency!, $reference: String, $refundReason: String,
  $confirmOverpayment: Boolean, $paidAt: DateTime) {
  recordOrderPayment(orderId: $orderId, amount: $amount, currency: $currency, reference: $reference,
    refundReason: $refundReason, confirmOverpayment: $confirmOverpayment, paidAt: $paidAt)
  { id status amountDue amountPaid balance paymentStatus payments { id amount orderAmount } } }`;
const WAIVE = `mutation ($orderId: Int!, $reason: String!) { waiveOrderPayment(orderId: $orderId, reason: $reason)
  { id paymentStatus balance paymentWaivedReason } }`;
const REVIEW = `mutation ($orderId: Int!, $fileId: Int!, $decision: String!, $amount: Decimal, $currency: Currency, $reason: String) {
  reviewOrderReceipt(orderId: $orderId, fileId: $fileId, decision: $decision, amount: $amount, currency: $currency, reason: $reason)
  { id paymentStatus balance receipt { id receiptStatus receiptReason } } }`;
const CHANGE_STATUS = `mutation ($id: Int!, $status: OrderStatus!) { changeOrderStatus(id: $id, status: $status) { status } }`;
const TRACK = 'query ($n: String!) { trackOrder(trackingNumber: $n) { status paymentStatus } }';

describe('payments: amounts due, payments, refunds, waivers and receipts', () => {
  let t: TestApp;
  let owner: Caller, other: Caller, staff: Caller, admin: Caller;
  let serviceId: number;

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, other, staff, admin } = await createCallers(t));
    serviceId = (await createTestService(t, { priceTry: '1500.00' })).id;
  });
  afterAll(() => t.close());

  const newOrder = async (rates: { usdPerTry?: string; sypPerTry?: string } = {}) => {
    const order = await placeOrder(t, owner, { service_id: serviceId });
    if (rates.usdPerTry || rates.sypPerTry) await t.prisma.order.update({ where: { id: order.id }, data: rates });
    return order;
  };
  const as = <Call extends { set: (name: string, value: string) => Call }>(caller: Caller | undefined, call: Call) =>
    caller ? call.set('Authorization', caller.auth) : call;
  const record = (caller: Caller | undefined, orderId: number, body: Record<string, unknown>) =>
    as(caller, t.http().post(`/api/v1/admin/orders/${orderId}/payments`)).send({ currency: 'TRY', ...body });
  const waive = (caller: Caller | undefined, orderId: number, reason: unknown = 'عميل قديم للمكتب') =>
    as(caller, t.http().post(`/api/v1/admin/orders/${orderId}/payments/waive`)).send({ reason });
  const list = (caller: Caller | undefined, orderId: number) =>
    as(caller, t.http().get(`/api/v1/orders/${orderId}/payments`));
  const detail = (caller: Caller, orderId: number) => as(caller, t.http().get(`/api/v1/orders/${orderId}`)).expect(200);
  const move = (caller: Caller, orderId: number, status: string) =>
    as(caller, t.http().put(`/api/v1/admin/orders/${orderId}/status`)).send({ status });
  const uploadReceipt = (orderId: number) =>
    as(owner, t.http().post(`/api/v1/orders/${orderId}/receipt`)).attach('file', SAMPLE_FILES.png, 'receipt.png');
  const review = (caller: Caller | undefined, orderId: number, fileId: number, body: Record<string, unknown>) =>
    as(caller, t.http().put(`/api/v1/orders/${orderId}/receipts/${fileId}/review`)).send(body);

  describe('the order answer', () => {
    it('a new order owes its price: amount due, nothing paid, the balance and `unpaid`, on both APIs', async () => {
      const order = await newOrder();
      expect(order).toMatchObject({
        amount_due: '1500.00',
        amount_paid: '0.00',
        balance: '1500.00',
        payment_status: 'unpaid',
      });
      const graphql = await t.graphql(ORDER_MONEY, { id: order.id }, owner.token);
      expect(graphql.body.data.order).toMatchObject({
        amountDue: '1500.00',
        amountPaid: '0.00',
        balance: '1500.00',
        paymentStatus: 'unpaid',
        payments: [],
      });
    });

    it('a free service is waived from the start and may go on to processing', async () => {
      const free = await createTestService(t, { priceTry: '0.00' });
      const order = await placeOrder(t, owner, { service_id: free.id });
      expect(order).toMatchObject({ amount_due: '0.00', balance: '0.00', payment_status: 'waived' });
      expect((await move(staff, order.id, 'processing').expect(200)).body.data.status).toBe('processing');
    });
  });

  describe('recording payments', () => {
    it('staff record a partial then a full payment: balances follow, the order becomes paid with a history row', async () => {
      const order = await newOrder();
      await setStatus(t, order.id, 'pending_payment');
      const partial = await record(staff, order.id, {
        amount: '500.50',
        method: 'syriatel_cash',
        reference: 'R-1',
      }).expect(201);
      expect(partial.body.data).toMatchObject({
        status: 'pending_payment',
        amount_paid: '500.50',
        balance: '999.50',
        payment_status: 'partial',
      });
      const graphql = await t.graphql(RECORD, { orderId: order.id, amount: '999.50', currency: 'TRY' }, admin.token);
      expect(graphql.body.errors).toBeUndefined();
      expect(graphql.body.data.recordOrderPayment).toMatchObject({
        status: 'paid',
        amountPaid: '1500.00',
        balance: '0.00',
        paymentStatus: 'paid',
        payments: [
          { amount: '500.50', orderAmount: '500.50' },
          { amount: '999.50', orderAmount: '999.50' },
        ],
      });
      const history = (await detail(owner, order.id)).body.data.history;
      expect(history.at(-1)).toMatchObject({ from_status: 'pending_payment', to_status: 'paid', changed_by: null });
      const office = (await detail(staff, order.id)).body.data.history;
      expect(office.at(-1)).toMatchObject({ to_status: 'paid', changed_by: 'مدير المكتب' });
      const payments = (await list(staff, order.id).expect(200)).body.data;
      expect(payments[0]).toMatchObject({
        amount: '500.50',
        currency: 'TRY',
        method: 'syriatel_cash',
        reference: 'R-1',
        order_amount: '500.50',
        amount_try: '500.50',
        recorded_by_name: 'موظف المكتب',
      });
    });

    it('converts dollars and Syrian pounds at the rates stored on the order, in decimals', async () => {
      const order = await newOrder({ usdPerTry: '0.0290000000', sypPerTry: '333.3333333333' });
      // 20.30 USD / 0.029 = 700.00 TRY; 266666.67 SYP / 333.3333333333 = 800.00 TRY.
      const usd = await record(admin, order.id, { amount: '20.30', currency: 'USD', method: 'bank_transfer' }).expect(
        201,
      );
      expect(usd.body.data).toMatchObject({ amount_paid: '700.00', balance: '800.00', payment_status: 'partial' });
      const syp = await t.graphql(RECORD, { orderId: order.id, amount: '266666.67', currency: 'SYP' }, staff.token);
      expect(syp.body.data.recordOrderPayment).toMatchObject({
        amountPaid: '1500.00',
        balance: '0.00',
        paymentStatus: 'paid',
        status: 'paid',
      });
      const rows = await t.prisma.payment.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
      expect(rows.map((row) => [row.amount.toFixed(2), row.orderAmount.toFixed(2), row.amountTry.toFixed(2)])).toEqual([
        ['20.30', '700.00', '700.00'],
        ['266666.67', '800.00', '800.00'],
      ]);
      expect(rows[1].ratePerTry.equals(new Prisma.Decimal('333.3333333333'))).toBe(true);
    });

    it('refuses a foreign currency payment when the order has no rate for it', async () => {
      const order = await newOrder();
      // Placed before the office set any rate (new orders store the current ones).
      await t.prisma.order.update({ where: { id: order.id }, data: { usdPerTry: null, sypPerTry: null } });
      const rest = await record(staff, order.id, { amount: '10', currency: 'USD' }).expect(422);
      expect(rest.body.code).toBe('PAYMENT_RATE_MISSING');
      const graphql = await t.graphql(RECORD, { orderId: order.id, amount: '10', currency: 'SYP' }, staff.token);
      expect(graphql.body.errors[0].extensions.reason).toBe('PAYMENT_RATE_MISSING');
      await t.prisma.order.update({ where: { id: order.id }, data: { usdPerTry: '0' } });
      expect((await record(staff, order.id, { amount: '10', currency: 'USD' }).expect(422)).body.code).toBe(
        'PAYMENT_RATE_MISSING',
      );
    });

    it('refuses bad amounts, unknown currencies, overpayment without confirmation and cancelled orders', async () => {
      const order = await newOrder();
      for (const amount of ['0', '0.00']) {
        const zero = await record(staff, order.id, { amount }).expect(422);
        expect(zero.body.code).toBe('PAYMENT_AMOUNT_INVALID');
      }
      const negative = await record(staff, order.id, { amount: '-10' }).expect(422);
      expect(negative.body.code).toBe('REFUND_REASON_REQUIRED');
      const text = await record(staff, order.id, { amount: 'abc' }).expect(422);
      expect(text.body.detail[0]).toMatchObject({ loc: ['body', 'amount'] });
      const decimals = await record(staff, order.id, { amount: '10.555' }).expect(422);
      expect(decimals.body.detail[0].loc).toEqual(['body', 'amount']);
      const currency = await record(staff, order.id, { amount: '10', currency: 'EUR' }).expect(422);
      expect(currency.body.detail[0]).toMatchObject({
        loc: ['body', 'currency'],
        msg: 'العملة غير معروفة: المقبول TRY أو USD أو SYP',
      });
      const graphqlZero = await t.graphql(RECORD, { orderId: order.id, amount: '0', currency: 'TRY' }, staff.token);
      expect(graphqlZero.body.errors[0].extensions.reason).toBe('PAYMENT_AMOUNT_INVALID');
      const graphqlCurrency = await t.graphql(RECORD, { orderId: order.id, amount: '1', currency: 'EUR' }, staff.token);
      expect(graphqlCurrency.body.errors).toHaveLength(1);

      const over = await record(staff, order.id, { amount: '1500.01' }).expect(422);
      expect(over.body.code).toBe('PAYMENT_OVER_BALANCE');
      expect(over.body.detail[0].msg).toContain('1500.00');
      const graphqlOver = await t.graphql(RECORD, { orderId: order.id, amount: '2000', currency: 'TRY' }, staff.token);
      expect(graphqlOver.body.errors[0].extensions.reason).toBe('PAYMENT_OVER_BALANCE');
      const confirmed = await record(staff, order.id, { amount: '1600', confirm_overpayment: true }).expect(201);
      expect(confirmed.body.data).toMatchObject({ amount_paid: '1600.00', balance: '-100.00', payment_status: 'paid' });
      expect(await t.prisma.payment.count({ where: { orderId: order.id } })).toBe(1);

      const cancelled = await newOrder();
      await setStatus(t, cancelled.id, 'cancelled');
      expect((await record(staff, cancelled.id, { amount: '10' }).expect(409)).body.code).toBe(
        'PAYMENT_ORDER_CANCELLED',
      );
      const graphqlCancelled = await t.graphql(
        RECORD,
        { orderId: cancelled.id, amount: '10', currency: 'TRY' },
        admin.token,
      );
      expect(graphqlCancelled.body.errors[0].extensions).toMatchObject({
        code: 'CONFLICT',
        reason: 'PAYMENT_ORDER_CANCELLED',
      });
    });

    it('refunds: negative with a reason, never more than was paid; all given back makes it `refunded`', async () => {
      const order = await newOrder();
      await record(staff, order.id, { amount: '1000' }).expect(201);
      const tooMuch = await record(staff, order.id, { amount: '-1000.01', refund_reason: 'خطأ' }).expect(422);
      expect(tooMuch.body.code).toBe('REFUND_EXCEEDS_PAID');
      const part = await record(staff, order.id, { amount: '-400', refund_reason: 'خصم متفق عليه' }).expect(201);
      expect(part.body.data).toMatchObject({ amount_paid: '600.00', balance: '900.00', payment_status: 'partial' });
      const graphql = await t.graphql(
        RECORD,
        { orderId: order.id, amount: '-600', currency: 'TRY', refundReason: 'ألغى العميل الطلب' },
        admin.token,
      );
      expect(graphql.body.data.recordOrderPayment).toMatchObject({ amountPaid: '0.00', paymentStatus: 'refunded' });
      const payments = (await list(owner, order.id).expect(200)).body.data;
      expect(
        payments.map((p: { amount: string; refund_reason: string | null }) => [p.amount, p.refund_reason]),
      ).toEqual([
        ['1000.00', null],
        ['-400.00', 'خصم متفق عليه'],
        ['-600.00', 'ألغى العميل الطلب'],
      ]);
      // A refund on a cancelled order is still possible (money given back after cancelling).
      const paid = await newOrder();
      await record(staff, paid.id, { amount: '100' }).expect(201);
      await setStatus(t, paid.id, 'cancelled');
      await record(staff, paid.id, { amount: '-100', refund_reason: 'أُلغي الطلب' }).expect(201);
    });

    it('concurrent payments on one order lose no update (the order row is locked)', async () => {
      const order = await newOrder();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => record(i % 2 ? staff : admin, order.id, { amount: '250' })),
      );
      expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
      const row = await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
      expect(row.amountPaid.toFixed(2)).toBe('1500.00');
      expect(row.paymentStatus).toBe('paid');
      expect(row.status).toBe('paid');
      expect(await t.prisma.orderStatusHistory.count({ where: { orderId: order.id, toStatus: 'paid' } })).toBe(1);
      // One more, unconfirmed, is an overpayment even when sent together with others.
      const extra = await Promise.all([
        record(staff, order.id, { amount: '1' }),
        record(admin, order.id, { amount: '1' }),
      ]);
      expect(extra.map((r) => r.status)).toEqual([422, 422]);
    });

    it('concurrent payments that together exceed the balance: one passes, the other is an overpayment', async () => {
      const order = await newOrder();
      const results = await Promise.all([
        record(staff, order.id, { amount: '1000' }),
        record(admin, order.id, { amount: '1000' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
      const row = await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
      expect(row.amountPaid.toFixed(2)).toBe('1000.00');
    });
  });

  describe('who may', () => {
    it('reads payments: owner, staff and admin; another client not found, anonymous refused (REST and GraphQL)', async () => {
      const order = await newOrder();
      await record(staff, order.id, { amount: '100', note: 'ملاحظة داخلية' }).expect(201);
      const own = (await list(owner, order.id).expect(200)).body.data;
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({
        amount: '100.00',
        note: null,
        recorded_by_name: null,
        amount_try: null,
        rate_per_try: null,
      });
      expect((await list(staff, order.id).expect(200)).body.data[0]).toMatchObject({ note: 'ملاحظة داخلية' });
      await list(admin, order.id).expect(200);
      expect((await list(other, order.id).expect(404)).body).toEqual(NOT_FOUND);
      expect((await list(undefined, order.id).expect(401)).body).toEqual(DENIED_ANONYMOUS);

      const mine = await t.graphql(ORDER_MONEY, { id: order.id }, owner.token);
      expect(mine.body.data.order.payments).toEqual([
        expect.objectContaining({ amount: '100.00', note: null, recordedByName: null, amountTry: null }),
      ]);
      const theirs = await t.graphql(ORDER_MONEY, { id: order.id }, other.token);
      expect(theirs.body.data?.order ?? null).toBeNull();
      expect(theirs.body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect(JSON.stringify(theirs.body)).not.toContain('100.00');
      const anonymous = await t.graphql(ORDER_MONEY, { id: order.id });
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      const office = await t.graphql(ORDER_MONEY, { id: order.id }, staff.token);
      expect(office.body.data.order.payments[0]).toMatchObject({
        note: 'ملاحظة داخلية',
        recordedByName: 'موظف المكتب',
      });
    });

    it('each payment names its receipt PDF, which its owner and the office download and nobody else', async () => {
      const order = await newOrder();
      await record(staff, order.id, { amount: '250' }).expect(201);
      const [rest] = (await list(owner, order.id).expect(200)).body.data;
      const [graphql] = (await t.graphql(ORDER_MONEY, { id: order.id }, owner.token)).body.data.order.payments;
      expect(rest.receipt_url).toBe(`/api/v1/orders/${order.id}/payments/${rest.id}/receipt.pdf`);
      expect(graphql.receiptUrl).toBe(rest.receipt_url);
      const download = (caller: Caller | undefined) => as(caller, t.http().get(rest.receipt_url));
      for (const caller of [owner, staff, admin]) {
        const answer = await download(caller).expect(200);
        expect(answer.headers['content-type']).toBe('application/pdf');
      }
      await download(other).expect(404);
      await download(undefined).expect(401);
    });

    it('records payments: staff and admin only', async () => {
      const order = await newOrder();
      expect((await record(owner, order.id, { amount: '10' }).expect(403)).body).toEqual(FORBIDDEN);
      await record(other, order.id, { amount: '10' }).expect(403);
      await record(undefined, order.id, { amount: '10' }).expect(401);
      for (const caller of [owner, other]) {
        const graphql = await t.graphql(RECORD, { orderId: order.id, amount: '10', currency: 'TRY' }, caller.token);
        expect(graphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
      }
      const anonymous = await t.graphql(RECORD, { orderId: order.id, amount: '10', currency: 'TRY' });
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(await t.prisma.payment.count({ where: { orderId: order.id } })).toBe(0);
      await record(staff, 999999, { amount: '10' }).expect(404);
    });

    it('waives: admins only, with a reason the owner and the office read; the order may then go on', async () => {
      const order = await newOrder();
      const byStaff = await waive(staff, order.id).expect(403);
      expect(byStaff.body.code).toBe('PAYMENT_WAIVE_ADMIN_ONLY');
      const graphqlStaff = await t.graphql(WAIVE, { orderId: order.id, reason: 'x' }, staff.token);
      expect(graphqlStaff.body.errors[0].extensions).toMatchObject({
        code: 'FORBIDDEN',
        reason: 'PAYMENT_WAIVE_ADMIN_ONLY',
      });
      await waive(owner, order.id).expect(403);
      await waive(undefined, order.id).expect(401);
      const empty = await waive(admin, order.id, '').expect(422);
      expect(empty.body.detail[0]).toMatchObject({
        loc: ['body', 'reason'],
        msg: 'اذكر سبب التنازل عن المبلغ المستحق',
      });
      await waive(admin, order.id, '   ').expect(422);
      const waived = await waive(admin, order.id).expect(200);
      expect(waived.body.data).toMatchObject({
        payment_status: 'waived',
        balance: '0.00',
        payment_waived_reason: 'عميل قديم للمكتب',
      });
      expect((await detail(owner, order.id)).body.data.payment_waived_reason).toBe('عميل قديم للمكتب');
      expect((await waive(admin, order.id).expect(409)).body.code).toBe('PAYMENT_NOTHING_TO_WAIVE');
      await move(staff, order.id, 'processing').expect(200);

      const another = await newOrder();
      const graphql = await t.graphql(WAIVE, { orderId: another.id, reason: 'حالة إنسانية' }, admin.token);
      expect(graphql.body.data.waiveOrderPayment).toEqual({
        id: another.id,
        paymentStatus: 'waived',
        balance: '0.00',
        paymentWaivedReason: 'حالة إنسانية',
      });
    });
  });

  describe('the status rule', () => {
    it('refuses processing, in progress and completed while a balance remains, on both APIs', async () => {
      const order = await newOrder();
      for (const status of ['processing', 'in_progress', 'completed']) {
        const rest = await move(staff, order.id, status).expect(422);
        expect(rest.body.code).toBe('BALANCE_OUTSTANDING');
        expect(rest.body.detail[0]).toMatchObject({ loc: ['body', 'status'] });
      }
      const graphql = await t.graphql(CHANGE_STATUS, { id: order.id, status: 'processing' }, admin.token);
      expect(graphql.body.errors[0].extensions.reason).toBe('BALANCE_OUTSTANDING');
      await record(staff, order.id, { amount: '1499.99' }).expect(201);
      expect((await move(staff, order.id, 'processing').expect(422)).body.code).toBe('BALANCE_OUTSTANDING');
      // Moves before processing need no payment.
      await move(staff, order.id, 'pending_payment').expect(200);
      await record(staff, order.id, { amount: '0.01' }).expect(201);
      expect((await t.graphql(CHANGE_STATUS, { id: order.id, status: 'processing' }, admin.token)).body.data).toEqual({
        changeOrderStatus: { status: 'processing' },
      });
    });

    it('payInFull lets a test move an order forward', async () => {
      const order = await newOrder();
      await payInFull(t, order, staff);
      expect((await move(staff, order.id, 'processing').expect(200)).body.data).toMatchObject({
        status: 'processing',
        payment_status: 'paid',
      });
    });
  });

  describe('receipts', () => {
    it('a client’s receipt is submitted; staff accept it with the amount read: the payment is linked, the client e-mailed', async () => {
      await setNotificationSwitches(t, { email_enabled: true, notify_payment: true });
      const order = await newOrder();
      const uploaded = await uploadReceipt(order.id).expect(201);
      const receipt = uploaded.body.data;
      expect(receipt).toMatchObject({ receipt_status: 'submitted', receipt_reason: null, receipt_reviewed_at: null });
      await review(owner, order.id, receipt.id, { decision: 'accept', amount: '1500', currency: 'TRY' }).expect(403);
      await review(other, order.id, receipt.id, { decision: 'accept', amount: '1500', currency: 'TRY' }).expect(403);
      await review(undefined, order.id, receipt.id, { decision: 'accept' }).expect(401);
      const noAmount = await review(staff, order.id, receipt.id, { decision: 'accept' }).expect(422);
      expect(noAmount.body.code).toBe('RECEIPT_AMOUNT_REQUIRED');
      const accepted = await review(staff, order.id, receipt.id, {
        decision: 'accept',
        amount: '1500',
        currency: 'TRY',
        reference: 'TR-123',
        paid_at: '2026-11-20T10:00:00.000Z',
      }).expect(200);
      expect(accepted.body.data).toMatchObject({
        status: 'paid',
        payment_status: 'paid',
        balance: '0.00',
        receipt: { id: receipt.id, receipt_status: 'accepted' },
      });
      const [payment] = (await list(owner, order.id).expect(200)).body.data;
      expect(payment).toMatchObject({
        receipt_file_id: receipt.id,
        reference: 'TR-123',
        paid_at: '2026-11-20T10:00:00.000Z',
      });
      const again = await review(admin, order.id, receipt.id, { decision: 'reject', reason: 'x' }).expect(409);
      expect(again.body).toEqual({
        detail: 'تمت مراجعة هذا الإيصال من قبل ولا يمكن مراجعته مرة أخرى',
        code: 'RECEIPT_ALREADY_REVIEWED',
      });
      const mail = await t.prisma.mailOutbox.findFirstOrThrow({
        where: { kind: 'receipt_accepted', toAddress: order.email as string },
      });
      expect(mail.subject).toContain(order.order_number);
    });

    it('staff reject a receipt with a reason the client reads and is e-mailed; a new receipt keeps the rejected one', async () => {
      const order = await newOrder();
      const receipt = (await uploadReceipt(order.id).expect(201)).body.data;
      const noReason = await t.graphql(
        REVIEW,
        { orderId: order.id, fileId: receipt.id, decision: 'reject' },
        staff.token,
      );
      expect(noReason.body.errors[0].extensions.reason).toBe('RECEIPT_REJECT_REASON_REQUIRED');
      const rejected = await t.graphql(
        REVIEW,
        { orderId: order.id, fileId: receipt.id, decision: 'reject', reason: 'الصورة غير واضحة' },
        staff.token,
      );
      expect(rejected.body.data.reviewOrderReceipt).toMatchObject({
        paymentStatus: 'unpaid',
        balance: '1500.00',
        receipt: { id: receipt.id, receiptStatus: 'rejected', receiptReason: 'الصورة غير واضحة' },
      });
      const seen = (await detail(owner, order.id)).body.data;
      expect(seen.files.find((f: { id: number }) => f.id === receipt.id)).toMatchObject({
        receipt_status: 'rejected',
        receipt_reason: 'الصورة غير واضحة',
      });
      const mail = await t.prisma.mailOutbox.findFirstOrThrow({
        where: { kind: 'receipt_rejected', toAddress: order.email as string },
      });
      expect(mail.text).toContain('الصورة غير واضحة');
      const upload = (await uploadReceipt(order.id).expect(201)).body.data;
      const second = (await detail(owner, order.id)).body.data;
      expect(second.receipt).toMatchObject({ id: upload.id, receipt_status: 'submitted' });
      expect(second.files.filter((f: { kind: string }) => f.kind === 'receipt')).toHaveLength(2);
      const wrongOrder = await newOrder();
      expect(
        (await review(staff, wrongOrder.id, receipt.id, { decision: 'reject', reason: 'x' }).expect(404)).body.code,
      ).toBe('RECEIPT_NOT_FOUND');
    });

    it('respects the payment switch: no e-mail when notify_payment is off', async () => {
      await setNotificationSwitches(t, { email_enabled: true, notify_payment: false });
      const order = await newOrder();
      const receipt = (await uploadReceipt(order.id).expect(201)).body.data;
      await review(staff, order.id, receipt.id, { decision: 'reject', reason: 'ناقص' }).expect(200);
      expect(
        await t.prisma.mailOutbox.count({
          where: { kind: 'receipt_rejected', subject: { contains: order.order_number } },
        }),
      ).toBe(0);
      await setNotificationSwitches(t, { notify_payment: true });
    });
  });

  describe('public tracking', () => {
    it('never shows payments or amounts', async () => {
      const order = await newOrder();
      await record(staff, order.id, { amount: '1500', reference: 'SECRET-REF' }).expect(201);
      const rest = await t.http().get(`/api/v1/orders/track/${order.tracking_number}`);
      const text = JSON.stringify(rest.body);
      expect(rest.body.data.payment_status).toBe('paid');
      for (const hidden of ['amount_paid', 'payments', 'SECRET-REF', 'balance', 'amount_due', 'TEST'])
        expect(text.includes(hidden)).toBe(false);
      const graphql = await t.graphql('query ($n: String!) { trackOrder(trackingNumber: $n) { payments { id } } }', {
        n: order.tracking_number,
      });
      expect(graphql.body.errors).toHaveLength(1);
      expect((await t.graphql(TRACK, { n: order.tracking_number })).body.data.trackOrder).toEqual({
        status: 'paid',
        paymentStatus: 'paid',
      });
    });
  });
});
