import JSZip from 'jszip';
import ExcelJS from 'exceljs';
import type { Test } from 'supertest';
import type { OrderStatus } from '../src/generated/prisma/enums.js';
import { officeWallClock } from '../src/common/office-time.js';
import { EXPORT_BATCH_SIZE, EXPORT_COLUMNS, PAYMENT_COLUMNS } from '../src/orders/export/orders-export.service.js';
import { ORDER_STATUS_LABELS } from '../src/orders/order-status.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { activeServiceId, type Caller, createCallers, placeOrder, setStatus } from './helpers/orders.js';
import { insertPayment } from './helpers/payments.js';

const binary = (call: Test) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function readWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { workbook, sheet, header: rows[0], body: rows.slice(1) };
}

/** The workbook's second sheet, the accountant's payments. */
async function readPayments(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[1];
  const rows: ExcelJS.CellValue[][] = [];
  // Empty cells (no reference, no refund reason) read as null, every row as long as the header.
  sheet.eachRow((row) =>
    rows.push(PAYMENT_COLUMNS.map((_column, index) => (row.values as ExcelJS.CellValue[])[index + 1] ?? null)),
  );
  return { sheet, header: rows[0], body: rows.slice(1) };
}

describe('orders export to Excel', () => {
  let t: TestApp;
  let owner: Caller, staff: Caller, admin: Caller;
  const tag = 'تصدير-الاختبار';

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, staff, admin } = await createCallers(t));
    const plan: [Record<string, string>, OrderStatus][] = [
      [{ full_name: `ليلى ${tag}`, email: 'layla@example.com', phone: '+905551112233' }, 'pending'],
      [{ full_name: `عمر ${tag}`, email: 'omar@example.com', phone: '+963944556677' }, 'pending'],
      [{ full_name: `هدى ${tag}`, email: 'huda@example.com', phone: '+4915123456789' }, 'paid'],
      [{ full_name: 'شخص آخر', email: 'outsider@example.com', phone: '+905550000000' }, 'cancelled'],
    ];
    for (const [contact, status] of plan) {
      const order = await placeOrder(t, owner, contact);
      await setStatus(t, order.id, status);
    }
  });
  afterAll(() => t.close());

  const exportCall = (caller: Caller | undefined, query = '') => {
    const call = binary(t.http().get(`/api/v1/admin/orders/export${query}`));
    if (caller) call.set('Authorization', caller.auth);
    return call;
  };

  it('answers a right-to-left .xlsx with Arabic headers whose rows are the database’s orders', async () => {
    const response = await exportCall(admin).expect(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const bytes = response.body as Buffer;
    const sheetXml = await (await JSZip.loadAsync(bytes)).file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheetXml).toContain('rightToLeft="1"');
    expect(sheetXml).toMatch(/<autoFilter ref="A1:L5"\s*\/>/);

    const { sheet, header, body } = await readWorkbook(bytes);
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(header).toEqual(EXPORT_COLUMNS.map((column) => column.header));
    expect(header).toEqual([
      'رقم الطلب',
      'رقم التتبع',
      'العميل',
      'المعني بالطلب',
      'صفته',
      'الهاتف',
      'البريد الإلكتروني',
      'الخدمة',
      'المبلغ',
      'الحالة',
      'تاريخ الطلب',
      'آخر تحديث',
    ]);
    expect(sheet.getColumn(7).width).toBe(30);

    const orders = await t.prisma.order.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    expect(body).toEqual(
      orders.map((order) => [
        order.orderNumber,
        order.trackingNumber,
        order.fullName,
        order.fullName,
        'العميل نفسه',
        order.phone,
        order.email,
        order.serviceNameAr,
        Number(order.totalAmount.toString()),
        ORDER_STATUS_LABELS[order.status],
        officeWallClock(order.createdAt),
        officeWallClock(order.updatedAt),
      ]),
    );
    const amount = sheet.getRow(2).getCell(9);
    expect(typeof amount.value).toBe('number');
    expect(amount.numFmt).toBe('#,##0.00 "₺"');
    expect(sheet.getRow(2).getCell(11).value).toBeInstanceOf(Date);
  });

  it('takes the same status and search as the list', async () => {
    const pending = await readWorkbook((await exportCall(staff, '?status=pending').expect(200)).body as Buffer);
    expect(pending.body.map((row) => row[2])).toEqual([`عمر ${tag}`, `ليلى ${tag}`]);
    expect(pending.body.every((row) => row[9] === 'جديد')).toBe(true);

    const search = await readWorkbook(
      (await exportCall(staff, `?search=${encodeURIComponent(tag)}&status=all`).expect(200)).body as Buffer,
    );
    expect(search.body.map((row) => row[2])).toEqual([`هدى ${tag}`, `عمر ${tag}`, `ليلى ${tag}`]);

    const phone = await readWorkbook(
      (await exportCall(admin, `?search=${encodeURIComponent('0555 111 22 33')}`).expect(200)).body as Buffer,
    );
    expect(phone.body.map((row) => row[2])).toEqual([`ليلى ${tag}`]);

    const none = await readWorkbook((await exportCall(admin, '?status=refunded').expect(200)).body as Buffer);
    expect(none.body).toEqual([]);
    expect(none.header).toHaveLength(EXPORT_COLUMNS.length);

    const bad = await t
      .http()
      .get('/api/v1/admin/orders/export?status=finished')
      .set('Authorization', staff.auth)
      .expect(422);
    expect(bad.body.detail).toEqual([{ loc: ['query', 'status'], msg: 'حالة الطلب غير صحيحة', type: 'isIn' }]);
  });

  it('writes dates as the office’s wall clock (Istanbul)', () => {
    expect(officeWallClock(new Date('2026-11-23T21:30:15.000Z')).toISOString()).toBe('2026-11-24T00:30:15.000Z');
    expect(officeWallClock(new Date('2026-01-05T08:00:00.000Z')).toISOString()).toBe('2026-01-05T11:00:00.000Z');
  });

  it('refuses clients and anonymous callers', async () => {
    const refused = await t.http().get('/api/v1/admin/orders/export').set('Authorization', owner.auth).expect(403);
    expect(refused.body).toEqual({ detail: 'ليس لديك صلاحية للقيام بهذا الإجراء' });
    await t.http().get('/api/v1/admin/orders/export').expect(401);
  });

  describe('the payments sheet (issue 23, for the accountant)', () => {
    const orderOf = (name: string) => t.prisma.order.findFirstOrThrow({ where: { fullName: name } });
    let numbers: Record<'layla' | 'omar' | 'huda' | 'outsider', string>;

    beforeAll(async () => {
      const [layla, omar, huda, outsider] = await Promise.all(
        [`ليلى ${tag}`, `عمر ${tag}`, `هدى ${tag}`, 'شخص آخر'].map(orderOf),
      );
      numbers = {
        layla: layla.orderNumber,
        omar: omar.orderNumber,
        huda: huda.orderNumber,
        outsider: outsider.orderNumber,
      };
      // 23:59 on 10 March in Istanbul, then 00:30 on 11 March: the office's days, not UTC's.
      await insertPayment(t, outsider.id, {
        amount: '200.00',
        method: 'mtn_cash',
        paidAt: new Date('2026-03-10T20:59:00Z'),
        recordedByName: 'موظف المكتب',
      });
      await insertPayment(t, huda.id, {
        amount: '1500.00',
        reference: 'TR-001',
        paidAt: new Date('2026-03-10T21:30:00Z'),
        recordedByName: 'مدير المكتب',
      });
      await insertPayment(t, omar.id, {
        amount: '100.00',
        currency: 'USD',
        ratePerTry: '0.025',
        paidAt: new Date('2026-03-12T10:00:00Z'),
      });
      await insertPayment(t, layla.id, {
        amount: '330000.00',
        currency: 'SYP',
        ratePerTry: '330',
        method: 'syriatel_cash',
        reference: 'SY-77',
        paidAt: new Date('2026-03-15T08:00:00Z'),
      });
      await insertPayment(t, huda.id, {
        amount: '-500.00',
        refundReason: 'خصم متفق عليه',
        paidAt: new Date('2026-03-20T09:00:00Z'),
        recordedByName: 'مدير المكتب',
      });
    });

    const paymentsOf = async (caller: Caller, query = '') =>
      readPayments((await exportCall(caller, query).expect(200)).body as Buffer);

    it('writes one row per payment, oldest first, with the lira, the rate and refunds negative', async () => {
      const { sheet, header, body } = await paymentsOf(admin);
      expect(sheet.name).toBe('المدفوعات');
      expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
      expect(header).toEqual(PAYMENT_COLUMNS.map((column) => column.header));
      expect(header).toEqual([
        'تاريخ الدفع',
        'رقم الطلب',
        'العميل',
        'طريقة الدفع',
        'العملة',
        'المبلغ',
        'المبلغ بالليرة',
        'سعر الصرف (لكل ليرة)',
        'المرجع',
        'سجّلها',
        'سبب الاسترداد',
      ]);
      const wall = (iso: string) => officeWallClock(new Date(iso));
      expect(body).toEqual([
        [
          wall('2026-03-10T20:59:00Z'),
          numbers.outsider,
          'شخص آخر',
          'MTN كاش',
          'TRY',
          200,
          200,
          1,
          null,
          'موظف المكتب',
          null,
        ],
        [
          wall('2026-03-10T21:30:00Z'),
          numbers.huda,
          `هدى ${tag}`,
          'تحويل بنكي',
          'TRY',
          1500,
          1500,
          1,
          'TR-001',
          'مدير المكتب',
          null,
        ],
        [
          wall('2026-03-12T10:00:00Z'),
          numbers.omar,
          `عمر ${tag}`,
          'تحويل بنكي',
          'USD',
          100,
          4000,
          0.025,
          null,
          'موظف المكتب',
          null,
        ],
        [
          wall('2026-03-15T08:00:00Z'),
          numbers.layla,
          `ليلى ${tag}`,
          'سيرياتيل كاش',
          'SYP',
          330000,
          1000,
          330,
          'SY-77',
          'موظف المكتب',
          null,
        ],
        [
          wall('2026-03-20T09:00:00Z'),
          numbers.huda,
          `هدى ${tag}`,
          'تحويل بنكي',
          'TRY',
          -500,
          -500,
          1,
          null,
          'مدير المكتب',
          'خصم متفق عليه',
        ],
      ]);
      expect((body[0][0] as Date).toISOString()).toBe('2026-03-10T23:59:00.000Z');
      expect(sheet.getRow(4).getCell(6).numFmt).toBe('"$"#,##0.00');
      expect(sheet.getRow(4).getCell(7).numFmt).toBe('#,##0.00 "₺"');
      expect(sheet.getRow(5).getCell(6).numFmt).toBe('#,##0.00 "ل.س"');
    });

    it('filters by office days of payment, method and currency, within the orders in view', async () => {
      const numbersOf = (rows: ExcelJS.CellValue[][]) => rows.map((row) => [row[1], row[5]]);
      const march = await paymentsOf(staff, '?paid_from=2026-03-11&paid_to=2026-03-15');
      expect(numbersOf(march.body)).toEqual([
        [numbers.huda, 1500],
        [numbers.omar, 100],
        [numbers.layla, 330000],
      ]);
      const tenth = await paymentsOf(staff, '?paid_from=2026-03-10&paid_to=2026-03-10');
      expect(numbersOf(tenth.body)).toEqual([[numbers.outsider, 200]]);
      const cash = await paymentsOf(admin, '?method=syriatel_cash');
      expect(numbersOf(cash.body)).toEqual([[numbers.layla, 330000]]);
      const dollars = await paymentsOf(admin, '?currency=USD');
      expect(numbersOf(dollars.body)).toEqual([[numbers.omar, 100]]);
      const lira = await paymentsOf(admin, '?currency=TRY&status=paid');
      expect(numbersOf(lira.body)).toEqual([
        [numbers.huda, 1500],
        [numbers.huda, -500],
      ]);
      const none = await paymentsOf(admin, '?paid_from=2027-01-01');
      expect(none.body).toEqual([]);
      expect(none.header).toHaveLength(PAYMENT_COLUMNS.length);
    });

    it('refuses bad filters with field errors in Arabic', async () => {
      const refused = async (query: string) =>
        (await t.http().get(`/api/v1/admin/orders/export${query}`).set('Authorization', staff.auth).expect(422)).body
          .detail;
      expect(await refused('?paid_from=2026-02-30')).toEqual([
        expect.objectContaining({
          loc: ['query', 'paid_from'],
          msg: 'تاريخ البداية يجب أن يكون تاريخاً صحيحاً بالشكل YYYY-MM-DD',
        }),
      ]);
      expect(await refused('?paid_from=2026-03-15&paid_to=2026-03-01')).toEqual([
        expect.objectContaining({ loc: ['query', 'paid_to'], msg: 'تاريخ النهاية يجب ألا يسبق تاريخ البداية' }),
      ]);
      expect(await refused('?method=cash')).toEqual([
        expect.objectContaining({ loc: ['query', 'method'], msg: 'طريقة الدفع غير صحيحة' }),
      ]);
      expect(await refused('?currency=EUR')).toEqual([
        expect.objectContaining({ loc: ['query', 'currency'], msg: 'العملة غير صحيحة' }),
      ]);
    });

    it('is for staff and admins only: 403 to clients, 401 to anonymous callers', async () => {
      const query = '/api/v1/admin/orders/export?currency=TRY&paid_from=2026-03-01';
      const refused = await t.http().get(query).set('Authorization', owner.auth).expect(403);
      expect(refused.body).toEqual({ detail: 'ليس لديك صلاحية للقيام بهذا الإجراء' });
      await t.http().get(query).expect(401);
    });
  });

  it('reads many orders in batches and writes every one once, newest first', async () => {
    const many = 2 * EXPORT_BATCH_SIZE + 37;
    const serviceId = await activeServiceId(t);
    const start = Date.UTC(2025, 0, 1);
    await t.prisma.order.createMany({
      data: Array.from({ length: many }, (_, i) => ({
        orderNumber: `ORD-1999-${String(i).padStart(6, '0')}`,
        trackingNumber: `TRK-BULK${String(i).padStart(4, '0')}`,
        status: 'processing' as const,
        serviceId,
        serviceNameAr: 'خدمة بالجملة',
        totalAmount: '12.50',
        currency: 'USD' as const,
        paymentMethod: 'bank_transfer' as const,
        fullName: `جملة ${i}`,
        email: `bulk${i}@example.com`,
        phone: '+905321234567',
        // Pairs share a timestamp, so the id must break ties across batch boundaries.
        createdAt: new Date(start + Math.floor(i / 2) * 1000),
      })),
    });
    const { body, sheet } = await readWorkbook(
      (await exportCall(staff, '?status=processing').expect(200)).body as Buffer,
    );
    expect(body).toHaveLength(many);
    const numbers = body.map((row) => row[0]);
    expect(new Set(numbers).size).toBe(many);
    expect(numbers[0]).toBe(`ORD-1999-${String(many - 1).padStart(6, '0')}`);
    expect(numbers[many - 1]).toBe('ORD-1999-000000');
    expect(sheet.getRow(2).getCell(9).numFmt).toBe('"$"#,##0.00');
    expect(body[0][8]).toBe(12.5);
  });
});
