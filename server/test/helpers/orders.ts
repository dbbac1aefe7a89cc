import { randomInt } from 'node:crypto';
import type { OrderStatus } from '../../src/generated/prisma/enums.js';
import { TRACKING_NUMBER_PATTERN } from '../../src/orders/order-numbers.js';
import { createUser, type TestApp } from './test-app.js';
import { writeDirectly } from './content.js';

/** Tiny real files, recognised by their content (magic bytes). */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
    'base64',
  ),
  jpg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  text: Buffer.from('not a document at all'),
};

export type Caller = Awaited<ReturnType<typeof createUser>>;

/** The five callers of every role matrix: an order's owner, another client, staff and an admin (and nobody). */
export async function createCallers(t: TestApp) {
  const [owner, other, staff, admin] = await Promise.all([
    createUser(t, 'client', { fullName: 'صاحب الطلب' }),
    createUser(t, 'client', { fullName: 'عميل آخر' }),
    createUser(t, 'staff', { fullName: 'موظف المكتب' }),
    createUser(t, 'admin', { fullName: 'مدير المكتب' }),
  ]);
  return { owner, other, staff, admin };
}

export async function activeServiceId(t: TestApp) {
  const service = await t.prisma.service.findFirstOrThrow({
    where: { isActive: true, deletedAt: null },
    orderBy: { id: 'asc' },
  });
  return service.id;
}

/** Valid answers to the seeded civil registry extract's intake questions (catalog/questions/intake-defaults.ts). */
export const REGISTRY_EXTRACT_ANSWERS = {
  full_name: 'سارة محمد الأحمد',
  father_name: 'محمد',
  mother_name: 'فاطمة الخطيب',
  birth_place: 'حلب',
  birth_date: '1990-03-01',
  registry_place: 'حلب - الجميلية',
  registry_number: '123/4',
};

/** Places an order over REST as `caller` and returns its REST body. */
export async function placeOrder(t: TestApp, caller: Caller, body: Record<string, unknown> = {}) {
  const response = await t
    .http()
    .post('/api/v1/orders')
    .set('Authorization', caller.auth)
    .send({ service_id: await activeServiceId(t), ...body });
  if (response.status !== 201)
    throw new Error(`order not created: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data as {
    id: number;
    order_number: string;
    tracking_number: string;
    status: OrderStatus;
    [key: string]: unknown;
  };
}

/** Puts an order straight into a status (test set-up, not a status change). */
export const setStatus = (t: TestApp, orderId: number, status: OrderStatus) =>
  t.prisma.order.update({ where: { id: orderId }, data: { status } });

/** Saves the notification switches as the back office would. */
export async function setNotificationSwitches(t: TestApp, switches: Record<string, boolean>) {
  const row = await t.prisma.settingGroup.findUnique({ where: { key: 'notifications' } });
  const data = { ...(row?.data as object | undefined), ...switches };
  await writeDirectly(t, () =>
    t.prisma.settingGroup.upsert({
      where: { key: 'notifications' },
      create: { key: 'notifications', data },
      update: { data },
    }),
  );
}

/** A fresh client IP (the app trusts X-Forwarded-For from loopback), so rate limits start at zero. */
export const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Counts the SQL statements the app sends to the database from now on: every connection the Prisma
 * client opens goes through the driver adapter's `connect`, so it is wrapped and the client
 * reconnected. Works the same with the PGlite and the PostgreSQL adapter.
 */
export async function countSqlStatements(t: TestApp) {
  type Queryable = Record<'queryRaw' | 'executeRaw', (query: { sql: string }) => Promise<unknown>>;
  type Adapter = Queryable & { startTransaction(...args: unknown[]): Promise<Queryable> };
  const factory = t.prisma.connection.adapterFactory as unknown as { connect(): Promise<Adapter> };
  const statements: string[] = [];
  const watch = <T extends Queryable>(target: T): T => {
    for (const method of ['queryRaw', 'executeRaw'] as const) {
      const original = target[method].bind(target);
      target[method] = (query) => {
        statements.push(query.sql);
        return original(query);
      };
    }
    return target;
  };
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = watch(await connect());
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (...args) => watch(await startTransaction(...args));
    return adapter;
  };
  await t.prisma.$disconnect();
  return {
    /** The statements sent while `action` ran. */
    async during(action: () => Promise<unknown>) {
      const start = statements.length;
      await action();
      return statements.slice(start);
    },
  };
}

/**
 * The e-mailed tracking link in the exact form the client's tracking page reads
 * (`/track-order?number=TRK-XXXXXXXX`, the tests' public address being http://localhost:3000),
 * in the plain text and as the HTML button.
 */
export function expectTrackingLink(mail: { text: string; html: string | null }, trackingNumber: string) {
  expect(trackingNumber).toMatch(TRACKING_NUMBER_PATTERN);
  const link = `http://localhost:3000/track-order?number=${trackingNumber}`;
  // The plain-text part ends with the button: its label, then the address.
  expect(mail.text.split('\n').at(-1)).toBe(`تتبع الطلب ${link}`);
  expect(mail.html).toContain(`<a href="${link}"`);
}
