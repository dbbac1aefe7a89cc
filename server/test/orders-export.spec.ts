import JSZip from 'jszip';
import ExcelJS from 'exceljs';
import type { Test } from 'supertest';
import type { OrderStatus } from '../src/generated/prisma/enums.js';
import { officeWallClock } from '../src/common/office-time.js';
import { EXPORT_BATCH_SIZE, EXPORT_COLUMNS } from '../src/orders/export/orders-export.service.js';
import { ORDER_STATUS_LABELS } from '../src/orders/order-status.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { activeServiceId, type Caller, createCallers, placeOrder, setStatus } from './helpers/orders.js';

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
