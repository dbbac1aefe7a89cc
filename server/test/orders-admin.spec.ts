import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '../src/generated/prisma/enums.js';
import { createUser, startTestApp, type TestApp } from './helpers/test-app.js';
import {
  activeServiceId,
  type Caller,
  countSqlStatements,
  createCallers,
  placeOrder,
  setStatus,
} from './helpers/orders.js';

describe('back-office orders list', () => {
  let t: TestApp;
  let owner: Caller, other: Caller, staff: Caller, admin: Caller;
  const tag = 'عائلة-الاختبار';
  const orders: Record<string, { id: number; order_number: string; tracking_number: string }> = {};

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, other, staff, admin } = await createCallers(t));
    const plan: [string, Record<string, string>, OrderStatus][] = [
      ['layla', { full_name: `ليلى ${tag}`, email: 'layla@example.com', phone: '+905551112233' }, 'pending'],
      ['omar', { full_name: `عمر ${tag}`, email: 'omar@example.com', phone: '+963944556677' }, 'pending'],
      ['huda', { full_name: `هدى ${tag}`, email: 'huda@example.com', phone: '+4915123456789' }, 'paid'],
      ['sami', { full_name: `سامي ${tag}`, email: 'sami@example.com', phone: '+905559998877' }, 'cancelled'],
      ['outsider', { full_name: 'شخص آخر', email: 'outsider@example.com', phone: '+905550000000' }, 'paid'],
    ];
    for (const [key, contact, status] of plan) {
      orders[key] = await placeOrder(t, key === 'outsider' ? other : owner, contact);
      await setStatus(t, orders[key].id, status);
    }
  });
  afterAll(() => t.close());

  const list = (caller: Caller | undefined, query = '') => {
    const call = t.http().get(`/api/v1/admin/orders${query}`);
    if (caller) call.set('Authorization', caller.auth);
    return call;
  };
  const ids = (body: { data: { id: number }[] }) => body.data.map((o) => o.id);

  it('lists every order, newest first, for staff and admins', async () => {
    for (const caller of [staff, admin]) {
      const response = await list(caller).expect(200);
      expect(response.body.meta).toMatchObject({ total: 5, page: 1, page_size: 20 });
      expect(ids(response.body)).toEqual(['outsider', 'sami', 'huda', 'omar', 'layla'].map((k) => orders[k].id));
      expect(response.body.data[0]).toMatchObject({
        full_name: 'شخص آخر',
        phone: '+905550000000',
        allowed_next_statuses: ['processing', 'in_progress', 'completed', 'cancelled', 'refunded'],
      });
    }
  });

  it('refuses clients and anonymous callers', async () => {
    expect((await list(owner).expect(403)).body).toEqual({ detail: 'ليس لديك صلاحية للقيام بهذا الإجراء' });
    await list(other).expect(403);
    await list(undefined).expect(401);
  });

  it('filters by status; `all` or no status means every status', async () => {
    expect(ids((await list(staff, '?status=paid').expect(200)).body)).toEqual([orders.outsider.id, orders.huda.id]);
    expect((await list(staff, '?status=all').expect(200)).body.meta.total).toBe(5);
    const bad = await list(staff, '?status=finished').expect(422);
    expect(bad.body.detail).toEqual([{ loc: ['query', 'status'], msg: 'حالة الطلب غير صحيحة', type: 'isIn' }]);
  });

  it.each([
    ['order number, in lower case', () => orders.omar.order_number.toLowerCase(), 'omar'],
    ['tracking number, in lower case', () => orders.huda.tracking_number.toLowerCase(), 'huda'],
    ['part of the name', () => 'ليلى', 'layla'],
    ['e-mail in upper case', () => 'SAMI@EXAMPLE', 'sami'],
    ['phone in international form', () => '+963944556677', 'omar'],
    ['phone as typed locally', () => '0555 111 22 33', 'layla'],
  ])('searches by %s', async (_case, search, key) => {
    const response = await list(admin, `?search=${encodeURIComponent(search())}`).expect(200);
    expect(ids(response.body)).toEqual([orders[key].id]);
  });

  it('counts each status for the current search, whatever the status filter', async () => {
    const response = await list(staff, `?search=${encodeURIComponent(tag)}&status=paid`).expect(200);
    expect(ids(response.body)).toEqual([orders.huda.id]);
    expect(response.body.meta).toEqual({
      total: 1,
      page: 1,
      page_size: 20,
      status_counts: {
        pending: 2,
        pending_payment: 0,
        paid: 1,
        processing: 0,
        in_progress: 0,
        completed: 0,
        cancelled: 1,
        refunded: 0,
      },
    });
  });

  it('pages through the results', async () => {
    const response = await list(staff, `?search=${encodeURIComponent(tag)}&page=2&page_size=3`).expect(200);
    expect(ids(response.body)).toEqual([orders.layla.id]);
    expect(response.body.meta).toMatchObject({ total: 4, page: 2, page_size: 3 });
    await list(staff, '?page=0').expect(422);
    const long = await list(staff, `?search=${'a'.repeat(101)}`).expect(422);
    expect(long.body.detail[0]).toMatchObject({ loc: ['query', 'search'], msg: 'يجب ألا يزيد النص عن 100 حرفاً' });
  });

  it('answers the same over GraphQL', async () => {
    const response = await t.graphql(
      ADMIN_ORDERS,
      { status: 'pending', search: tag, page: { page: 1, pageSize: 10 } },
      staff.token,
    );
    expect(response.body.errors).toBeUndefined();
    const page = response.body.data.adminOrders;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(page.items.map((o: { id: number }) => o.id)).toEqual([orders.omar.id, orders.layla.id]);
    expect(page.items[0]).toMatchObject({
      customer: { id: owner.user.id },
      service: { id: expect.any(Number) },
      allowedNextStatuses: expect.arrayContaining(['cancelled']),
    });
    expect(page.statusCounts).toEqual(
      expect.arrayContaining([
        { status: 'pending', count: 2 },
        { status: 'paid', count: 1 },
        { status: 'cancelled', count: 1 },
        { status: 'completed', count: 0 },
      ]),
    );
    expect(page.statusCounts).toHaveLength(8);
    const all = await t.graphql(ADMIN_ORDERS, {}, admin.token);
    expect(all.body.data.adminOrders.total).toBe(5);
  });

  it('refuses clients, anonymous callers and bad input over GraphQL', async () => {
    expect((await t.graphql(ADMIN_ORDERS, {}, owner.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.graphql(ADMIN_ORDERS, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.graphql(ADMIN_ORDERS, { status: 'finished' }, staff.token)).body.errors[0].extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    const big = await t.graphql(ADMIN_ORDERS, { page: { pageSize: 101 } }, staff.token);
    expect(big.body.errors[0]).toMatchObject({
      message: 'أكبر حجم للصفحة 100',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  describe('relations loaded in batches', () => {
    const batch = `دفعة-${randomUUID().slice(0, 8)}`;

    beforeAll(async () => {
      const services = await t.prisma.service.findMany({ take: 10, orderBy: { id: 'asc' } });
      const serviceId = await activeServiceId(t);
      const customers = [];
      for (let i = 0; i < 50; i += 1) customers.push((await createUser(t, 'client')).user);
      for (let i = 0; i < 50; i += 1) {
        const service = services[i % services.length] ?? { id: serviceId, nameAr: 'خدمة', priceTry: '1.00' };
        await t.prisma.order.create({
          data: {
            orderNumber: `ORD-1999-${String(i).padStart(6, '0')}`,
            trackingNumber: `TRK-BATCH${String(i).padStart(3, '0')}`,
            userId: customers[i].id,
            serviceId: service.id,
            serviceNameAr: service.nameAr,
            totalAmount: service.priceTry,
            paymentMethod: 'bank_transfer',
            fullName: `${batch} ${i}`,
            email: customers[i].email,
            phone: '+905321234567',
            history: { create: [{ toStatus: 'pending', changedById: customers[i].id }] },
            files: {
              create: [
                {
                  kind: 'attachment',
                  originalName: 'a.pdf',
                  mimeType: 'application/pdf',
                  sizeBytes: 1,
                  storageKey: `orders/batch/${batch}-${i}.pdf`,
                },
              ],
            },
          },
        });
      }
    });

    it('costs the same few SQL statements for 50 orders with services, customers, files and history as for 5', async () => {
      const sql = await countSqlStatements(t);
      const run = (pageSize: number) =>
        sql.during(async () => {
          const response = await t.graphql(BATCHED, { search: batch, page: { pageSize } }, staff.token);
          expect(response.body.errors).toBeUndefined();
          const items = response.body.data.adminOrders.items;
          expect(items).toHaveLength(pageSize);
          expect(new Set(items.map((o: { customer: { id: number } }) => o.customer.id)).size).toBe(pageSize);
          expect(
            items.every(
              (o: { service: { id: number } | null; files: unknown[]; history: unknown[] }) =>
                o.service && o.files.length === 1 && o.history.length === 1,
            ),
          ).toBe(true);
        });
      const five = await run(5);
      const fifty = await run(50);
      expect(fifty.length).toBe(five.length);
      // the caller's account, the page, its count, the status counts, then one statement per relation
      expect(fifty.length).toBeLessThanOrEqual(9);
    });
  });
});

const ADMIN_ORDERS = /* GraphQL */ `
  query ($status: OrderStatus, $search: String, $page: PageInput) {
    adminOrders(status: $status, search: $search, page: $page) {
      total
      page
      pageSize
      statusCounts {
        status
        count
      }
      items {
        id
        orderNumber
        status
        fullName
        allowedNextStatuses
        service {
          id
          nameAr
        }
        customer {
          id
          fullName
        }
      }
    }
  }
`;
const BATCHED = /* GraphQL */ `
  query ($search: String, $page: PageInput) {
    adminOrders(search: $search, page: $page) {
      total
      items {
        id
        orderNumber
        service {
          id
          name
        }
        customer {
          id
          fullName
          email
        }
        files {
          id
          downloadUrl
        }
        history {
          toStatus
          changedByName
        }
      }
    }
  }
`;
