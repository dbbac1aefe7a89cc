import { Prisma } from '../src/generated/prisma/client.js';
import type { OrderStatus, PaymentStatus } from '../src/generated/prisma/enums.js';
import { APP_CONFIG } from '../src/config/config.module.js';
import { PaymentRemindersService, SYSTEM_NAME } from '../src/orders/payment-reminders/payment-reminders.service.js';
import { SettingsService } from '../src/settings/settings.service.js';
import { formatMoney } from '../src/common/office-format.js';
import { SETTINGS_DEFAULTS } from '../src/settings/settings-defaults.js';
import { insertOrder } from './helpers/dashboard.js';
import { insertPayment } from './helpers/payments.js';
import { writeDirectly } from './helpers/content.js';
import { createTestDatabase, createUser, startTestApp, type TestApp, type TestDatabase } from './helpers/test-app.js';

const DAY = 86_400_000;

describe('payment reminders and auto-cancel (issue 23)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let reminders: PaymentRemindersService;
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const later = (days: number) => new Date(now.getTime() + days * DAY);

  beforeAll(async () => {
    db = await createTestDatabase();
    t = await startTestApp(db);
    reminders = t.app.get(PaymentRemindersService);
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });
  beforeEach(async () => {
    await t.prisma.order.deleteMany();
    await t.prisma.mailOutbox.deleteMany();
  });

  /** The payment settings as stored (and the e-mail switch), the app's copy refreshed. */
  const setSettings = (payment: Record<string, unknown>, emailEnabled = true) =>
    writeDirectly(t, async () => {
      for (const [key, data] of [
        ['payment', { ...SETTINGS_DEFAULTS.payment, ...payment }],
        ['notifications', { ...SETTINGS_DEFAULTS.notifications, email_enabled: emailEnabled }],
      ] as const)
        await t.prisma.settingGroup.upsert({
          where: { key },
          create: { key, data: data as Prisma.InputJsonObject },
          update: { data: data as Prisma.InputJsonObject },
        });
    });

  /** An order placed `days` ago in a status and payment status, for `name` (its contact e-mail follows the name). */
  const order = async (
    name: string,
    days: number,
    status: OrderStatus = 'pending_payment',
    paymentStatus: PaymentStatus = 'unpaid',
  ) => {
    const row = await insertOrder(t, { createdAt: ago(days), status, totalAmount: '1500.00', fullName: name });
    return t.prisma.order.update({
      where: { id: row.id },
      data: { paymentStatus, email: `${name}@example.com`, paymentMethod: 'syriatel_cash' },
    });
  };
  /** The reminder e-mails queued for an order's contact address (each order of a test has its own). */
  const remindersOf = async (orderId: number) => {
    const { email } = await t.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    return t.prisma.mailOutbox.findMany({ where: { kind: 'payment_reminder', toAddress: email } });
  };

  it('has the three settings with their defaults, edited by admins over both APIs and checked', async () => {
    const admin = await createUser(t, 'admin');
    const client = await createUser(t, 'client');
    const rest = await t.http().get('/api/v1/admin/settings').set('Authorization', admin.auth).expect(200);
    expect(rest.body.data.payment).toMatchObject({
      reminder_after_days: 3,
      max_reminders: 2,
      auto_cancel_after_days: 0,
    });
    const gql = await t.graphql(
      'query { settings { payment { reminderAfterDays maxReminders autoCancelAfterDays } } }',
      {},
      admin.token,
    );
    expect(gql.body.data.settings.payment).toEqual({ reminderAfterDays: 3, maxReminders: 2, autoCancelAfterDays: 0 });

    const saved = await t
      .http()
      .put('/api/v1/admin/settings')
      .set('Authorization', admin.auth)
      .send({ payment: { reminder_after_days: 5, max_reminders: 3, auto_cancel_after_days: 14 } })
      .expect(200);
    expect(saved.body.data.payment).toMatchObject({
      reminder_after_days: 5,
      max_reminders: 3,
      auto_cancel_after_days: 14,
    });
    const viaGraphql = await t.graphql(
      'mutation { updateSettings(input: { payment: { maxReminders: 1 } }) { payment { reminderAfterDays maxReminders } } }',
      {},
      admin.token,
    );
    expect(viaGraphql.body.errors).toBeUndefined();
    expect(viaGraphql.body.data.updateSettings.payment).toEqual({ reminderAfterDays: 5, maxReminders: 1 });

    const refused = await t
      .http()
      .put('/api/v1/admin/settings')
      .set('Authorization', admin.auth)
      .send({ payment: { reminder_after_days: 0, max_reminders: 11, auto_cancel_after_days: -1 } })
      .expect(422);
    expect(refused.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'payment', 'reminder_after_days'], msg: 'أقل قيمة مسموحة 1' }),
      expect.objectContaining({ loc: ['body', 'payment', 'max_reminders'], msg: 'أعلى قيمة مسموحة 10' }),
      expect.objectContaining({ loc: ['body', 'payment', 'auto_cancel_after_days'], msg: 'أقل قيمة مسموحة 0' }),
    ]);
    await t
      .http()
      .put('/api/v1/admin/settings')
      .set('Authorization', client.auth)
      .send({ payment: { max_reminders: 5 } })
      .expect(403);
    await setSettings({});
  });

  it('reminds an order with a balance once its days have passed, in Arabic with what remains and how to pay', async () => {
    await setSettings({});
    const due = await order('due', 4);
    const partial = await order('partial', 4, 'pending_payment', 'partial');
    await insertPayment(t, partial.id, { amount: '500.00', paidAt: ago(1) });
    const early = await order('early', 2);
    const paid = await order('paid', 4, 'paid', 'paid');
    const waived = await order('waived', 4, 'processing', 'waived');
    const refunded = await order('refunded', 4, 'refunded', 'refunded');
    const cancelled = await order('cancelled', 4, 'cancelled');
    const completed = await order('completed', 4, 'completed');

    const { reminded, cancelled: none } = await reminders.sweep(now);
    expect(reminded.sort()).toEqual([due.id, partial.id].sort());
    expect(none).toEqual([]);
    for (const skipped of [early, paid, waived, refunded, cancelled, completed])
      expect(await remindersOf(skipped.id)).toEqual([]);

    const [mail] = await remindersOf(partial.id);
    expect(mail).toMatchObject({ subject: `تذكير بدفع طلبك ${partial.orderNumber}`, status: 'pending' });
    expect(mail.text).toContain('مرحباً partial،');
    const balance = formatMoney(new Prisma.Decimal('1000.00'), 'TRY');
    expect(balance).toBe('١٬٠٠٠ ₺');
    expect(mail.text).toContain(`طلبك ${partial.orderNumber} ما زال بانتظار الدفع، والمبلغ المتبقي ${balance}.`);
    expect(mail.text).toContain('ادفع عبر سيرياتيل كاش إلى الرقم: 0933 000 000');
    expect(mail.html).toContain('dir="rtl"');
    expect(await t.prisma.paymentReminder.findMany({ where: { orderId: due.id } })).toEqual([
      expect.objectContaining({ number: 1, sentAt: now }),
    ]);
  });

  it('waits the days again between reminders, stops at max_reminders and never reminds a paid order', async () => {
    await setSettings({});
    const unpaid = await order('unpaid', 4);
    const paysLater = await order('payslater', 4);
    expect((await reminders.sweep(now)).reminded.sort()).toEqual([unpaid.id, paysLater.id].sort());
    // The same hour again, and a day later: too soon after the first reminder.
    expect((await reminders.sweep(now)).reminded).toEqual([]);
    expect((await reminders.sweep(later(1))).reminded).toEqual([]);

    await insertPayment(t, paysLater.id, { amount: '1500.00', paymentStatus: 'paid' });
    expect((await reminders.sweep(later(3))).reminded).toEqual([unpaid.id]);
    // Two reminders were the most (the default).
    expect((await reminders.sweep(later(10))).reminded).toEqual([]);
    expect(await remindersOf(unpaid.id)).toHaveLength(2);
    expect(await remindersOf(paysLater.id)).toHaveLength(1);

    // A third when the office allows three; none at all while e-mail is off.
    await setSettings({ max_reminders: 3 }, false);
    expect((await reminders.sweep(later(20))).reminded).toEqual([]);
    await setSettings({ max_reminders: 3 });
    expect((await reminders.sweep(later(20))).reminded).toEqual([unpaid.id]);
    expect(
      (await t.prisma.paymentReminder.findMany({ where: { orderId: unpaid.id }, orderBy: { number: 'asc' } })).map(
        (reminder) => [reminder.number, reminder.sentAt.getTime()],
      ),
    ).toEqual([
      [1, now.getTime()],
      [2, later(3).getTime()],
      [3, later(20).getTime()],
    ]);
  });

  it('cancels nothing by default; when on, cancels orders with no payment at all, with a history row and a notice', async () => {
    await setSettings({});
    const old = await order('old', 30);
    expect((await reminders.sweep(now)).cancelled).toEqual([]);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: old.id } })).status).toBe('pending_payment');

    await setSettings({ auto_cancel_after_days: 7 });
    const pending = await order('pending', 8, 'pending');
    const partly = await order('partly', 8, 'pending_payment', 'partial');
    await insertPayment(t, partly.id, { amount: '100.00', paidAt: ago(6) });
    const recent = await order('recent', 5);
    const held = await order('held', 8);
    await t.prisma.order.update({ where: { id: held.id }, data: { onHold: true } });

    const { cancelled, reminded } = await reminders.sweep(now);
    expect(cancelled.sort()).toEqual([old.id, pending.id].sort());
    // The cancelled orders get the notice, not a reminder.
    expect(reminded.sort()).toEqual([partly.id, recent.id, held.id].sort());
    for (const kept of [partly, recent, held])
      expect((await t.prisma.order.findUniqueOrThrow({ where: { id: kept.id } })).status).not.toBe('cancelled');

    expect(await t.prisma.orderStatusHistory.findMany({ where: { orderId: pending.id } })).toEqual([
      expect.objectContaining({
        fromStatus: 'pending',
        toStatus: 'cancelled',
        changedById: null,
        changedByName: SYSTEM_NAME,
        note: 'أُلغي تلقائياً: لم يصل أي دفع خلال 7 يوماً',
      }),
    ]);
    const notices = await t.prisma.mailOutbox.findMany({ where: { kind: 'order_auto_cancelled' } });
    expect(notices.map((mail) => mail.toAddress).sort()).toEqual(['old@example.com', 'pending@example.com']);
    expect(notices.find((mail) => mail.toAddress === 'old@example.com')).toMatchObject({
      subject: `إلغاء طلبك ${old.orderNumber}`,
    });
    expect((await reminders.sweep(now)).cancelled).toEqual([]);
  });

  // Last: on PostgreSQL a second app in this process takes over passport's JWT strategy (no HTTP after it).
  it('reminds and cancels each order exactly once when two instances sweep at the same moment', async () => {
    await setSettings({ auto_cancel_after_days: 10 });
    const due = await Promise.all(['one', 'two', 'three', 'four', 'five'].map((name) => order(name, 4)));
    const stale = await Promise.all(['sixA', 'sixB'].map((name) => order(name, 11)));
    const other = await anotherInstance();
    try {
      const sweeps = await Promise.all([reminders.sweep(now), other.service.sweep(now), reminders.sweep(now)]);
      const reminded = sweeps.flatMap((sweep) => sweep.reminded).sort();
      const cancelled = sweeps.flatMap((sweep) => sweep.cancelled).sort();
      expect(reminded).toEqual(due.map((row) => row.id).sort());
      expect(cancelled).toEqual(stale.map((row) => row.id).sort());
    } finally {
      await other.close();
    }
    for (const row of due) {
      expect(await remindersOf(row.id)).toHaveLength(1);
      expect(await t.prisma.paymentReminder.count({ where: { orderId: row.id } })).toBe(1);
    }
    for (const row of stale) {
      expect(await t.prisma.orderStatusHistory.count({ where: { orderId: row.id, toStatus: 'cancelled' } })).toBe(1);
      expect(await t.prisma.mailOutbox.count({ where: { kind: 'order_auto_cancelled', toAddress: row.email } })).toBe(
        1,
      );
    }
  });

  /**
   * Another app on the same PostgreSQL database. The embedded database belongs to one process (its data folder
   * is locked), so there a second service on the same connection stands in for the replica.
   */
  async function anotherInstance() {
    if (process.env.DATABASE_URL) {
      const app = await startTestApp(db);
      return { service: app.app.get(PaymentRemindersService), close: () => app.close() };
    }
    const service = new PaymentRemindersService(t.prisma, t.app.get(SettingsService), t.app.get(APP_CONFIG));
    return { service, close: async () => undefined };
  }
});
