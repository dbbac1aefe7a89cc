#!/usr/bin/env node
// Fills the PostgreSQL database of DATABASE_URL (default: the `bench` database on 127.0.0.1:5432, created
// when missing) with 10,000 clients and 100,000 orders over the last year, with their status history, in a
// few seconds of SQL. The product is started once first, so its migrations, seeded services and admin exist.
// Earlier generated clients and orders are replaced. Run: npm run bench:data
import { hash, Algorithm } from '@node-rs/argon2';
import pg from 'pg';
import { ADMIN, databaseUrl, startProduct } from './lib/servers.mjs';

export const CLIENTS = 10_000;
export const ORDERS = 100_000;
/** Every generated client signs in with this password (client<n>@bench.test). */
export const CLIENT_PASSWORD = 'bench-client-password';
const TRACKING_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // server/src/orders/order-numbers.ts

/** Creates the database named in the URL when the server does not have it yet. */
export async function ensureDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.href });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** Migrations, seeded services and the admin: what one start of the product leaves in the database. */
export async function prepareSchema(url) {
  await ensureDatabase(url);
  const product = await startProduct({ databaseUrl: url });
  await product.stop();
}

/** The statements and their parameters, in order, in one transaction. */
const statements = (passwordHash) => [
  // Generated rows only: the seeded services, the admin, settings and CMS stay.
  [
    `TRUNCATE orders, order_status_history, order_files, payments, order_counters, mail_outbox RESTART IDENTITY CASCADE`,
    [],
  ],
  [`DELETE FROM users WHERE role = 'client'`, []],
  // Clients over the last year, e-mail verified (require_email_verification is on by default).
  [
    `INSERT INTO users (email, full_name, phone, password_hash, role, email_verified_at, created_at, updated_at)
   SELECT 'client' || n || '@bench.test',
     (ARRAY['محمد','أحمد','علي','عمر','خالد','فاطمة','مريم','سارة','ليلى','يوسف'])[1 + n % 10] || ' ' ||
     (ARRAY['الحلبي','الشامي','الخطيب','العلي','الأحمد','السيد','النجار','الحسن','الدمشقي','حداد'])[1 + (n / 10) % 10],
     '+90532' || lpad((1000000 + n)::text, 7, '0'), $1, 'client', t, t, t
   FROM (SELECT n, now() - random() * interval '365 days' AS t FROM generate_series(1, $2::int) n) c`,
    [passwordHash, CLIENTS],
  ],
  // Each order: a client, a seeded service, a time in the last year; ids follow time, as in the product.
  [
    `CREATE TEMP TABLE generated_orders ON COMMIT DROP AS
   SELECT row_number() OVER (ORDER BY created_at) AS id, *
   FROM (SELECT now() - random() ^ 1.5 * interval '365 days' AS created_at, random() AS r, floor(random() * 1e9)::int AS pick
         FROM generate_series(1, $1::int)) g`,
    [ORDERS],
  ],
  // Older orders have mostly reached the end of their lifecycle; the last days are still moving.
  [
    `INSERT INTO orders (id, order_number, tracking_number, status, user_id, service_id, service_name_ar, service_name_tr,
     service_name_en, total_amount, currency, payment_method, notes, full_name, email, phone, created_at, updated_at)
   SELECT g.id,
     'ORD-' || y.year || '-' || lpad((row_number() OVER (PARTITION BY y.year ORDER BY g.id))::text, 6, '0'),
     'TRK-' || (SELECT string_agg(substr($1, ((x.v >> (5 * k)) & 31)::int + 1, 1), '' ORDER BY k) FROM generate_series(0, 7) k),
     s.status::"OrderStatus", u.id, sv.id, sv.name_ar, sv.name_tr, sv.name_en, sv.price_try, 'TRY',
     (ARRAY['bank_transfer','syriatel_cash','mtn_cash'])[1 + g.pick % 3]::"PaymentMethod",
     CASE WHEN g.pick % 4 = 0 THEN 'يرجى التواصل عبر واتساب' END,
     u.full_name, u.email, u.phone, g.created_at, g.created_at
   FROM generated_orders g
   CROSS JOIN (SELECT array_agg(id) AS clients FROM users WHERE role = 'client') c
   CROSS JOIN (SELECT array_agg(id ORDER BY sort_order) AS ids FROM services WHERE deleted_at IS NULL) si
   CROSS JOIN LATERAL (SELECT extract(year FROM g.created_at AT TIME ZONE 'Europe/Istanbul')::int AS year) y
   -- An odd multiplier modulo 2^40 is a bijection: every id gets its own 40-bit number, 8 letters of 5 bits.
   CROSS JOIN LATERAL (SELECT (g.id * 787659289463 + 91234567) % 1099511627776 AS v) x
   CROSS JOIN LATERAL (SELECT c.clients[1 + g.pick % cardinality(c.clients)] AS user_id,
                              si.ids[1 + (g.pick / 7) % cardinality(si.ids)] AS service_id) p
   JOIN users u ON u.id = p.user_id
   JOIN services sv ON sv.id = p.service_id
   CROSS JOIN LATERAL (SELECT CASE
       WHEN g.created_at > now() - interval '3 days' THEN (ARRAY['pending','pending_payment','paid'])[1 + g.pick % 3]
       WHEN g.created_at > now() - interval '30 days' THEN
         (ARRAY['pending','pending_payment','paid','processing','in_progress','completed','completed','cancelled'])[1 + g.pick % 8]
       WHEN g.r < 0.80 THEN 'completed'
       WHEN g.r < 0.92 THEN 'cancelled'
       WHEN g.r < 0.96 THEN 'refunded'
       ELSE 'in_progress' END AS status) s`,
    [TRACKING_ALPHABET],
  ],
  // The history: the forward chain up to the status (cancelled after pending_payment, refunded after paid),
  // hours apart and never in the future; the client made the first step, the office the others.
  [
    `INSERT INTO order_status_history (order_id, from_status, to_status, changed_by_id, changed_by_name, created_at)
   SELECT o.id, lag(step.status) OVER (PARTITION BY o.id ORDER BY step.n)::"OrderStatus", step.status::"OrderStatus",
     CASE WHEN step.n = 1 THEN o.user_id ELSE a.id END,
     CASE WHEN step.n = 1 THEN o.full_name ELSE a.full_name END,
     o.created_at + (step.n - 1) * least(interval '7 hours', (now() - o.created_at) / 6)
   FROM orders o
   CROSS JOIN (SELECT id, full_name FROM users WHERE email = $1) a
   CROSS JOIN LATERAL unnest(CASE o.status
       WHEN 'cancelled' THEN ARRAY['pending','pending_payment','cancelled']
       WHEN 'refunded' THEN ARRAY['pending','pending_payment','paid','refunded']
       ELSE (ARRAY['pending','pending_payment','paid','processing','in_progress','completed'])[1:array_position(
         ARRAY['pending','pending_payment','paid','processing','in_progress','completed'], o.status::text)] END)
     WITH ORDINALITY AS step(status, n)`,
    [ADMIN.email],
  ],
  // Payments (issue 23: revenue is money received): each order that reached `paid` was paid in full when it got
  // there, and a refunded one was given it back at its refund, as the migration recorded existing orders.
  [
    `INSERT INTO payments (order_id, amount, currency, method, paid_at, rate_per_try, order_amount, amount_try,
       refund_reason, recorded_by_name)
   SELECT o.id, s.sign * o.total_amount, o.currency, o.payment_method, h.created_at, 1, s.sign * o.total_amount,
     s.sign * o.total_amount, CASE WHEN s.sign < 0 THEN 'ألغى العميل الطلب' END, a.full_name
   FROM orders o
   JOIN order_status_history h ON h.order_id = o.id
   CROSS JOIN LATERAL (SELECT CASE h.to_status WHEN 'paid' THEN 1 ELSE -1 END AS sign) s
   CROSS JOIN (SELECT full_name FROM users WHERE email = $1) a
   WHERE h.to_status IN ('paid', 'refunded') AND o.total_amount > 0`,
    [ADMIN.email],
  ],
  [
    `UPDATE orders SET amount_paid = CASE WHEN status = 'refunded' THEN 0 ELSE total_amount END,
       payment_status = (CASE WHEN status = 'refunded' THEN 'refunded' ELSE 'paid' END)::"PaymentStatus"
   WHERE status IN ('paid', 'processing', 'in_progress', 'completed', 'refunded') AND total_amount > 0`,
    [],
  ],
  // Attachments on one order in five and a payment receipt on one paid order in three (rows only: the bytes
  // are not stored, so downloads of generated files answer not found).
  [
    `INSERT INTO order_files (order_id, kind, original_name, mime_type, size_bytes, storage_key, uploaded_by_id, created_at)
   SELECT o.id, f.kind::"OrderFileKind", f.name, 'application/pdf', 150000 + o.id % 50000, 'bench/' || f.kind || '-' || o.id || '.pdf', o.user_id,
     o.created_at + interval '5 minutes'
   FROM orders o
   CROSS JOIN LATERAL (VALUES ('attachment', 'جواز السفر.pdf', o.id % 5 = 0),
                              ('receipt', 'إيصال التحويل.pdf', o.id % 3 = 0 AND o.status IN ('paid','processing','in_progress','completed','refunded'))) f(kind, name, wanted)
   WHERE f.wanted`,
    [],
  ],
  [
    `UPDATE orders o SET updated_at = h.last FROM (SELECT order_id, max(created_at) AS last FROM order_status_history GROUP BY order_id) h
   WHERE h.order_id = o.id`,
    [],
  ],
  [
    `INSERT INTO order_counters (year, last_number)
   SELECT split_part(order_number, '-', 2)::int, max(split_part(order_number, '-', 3)::int) FROM orders GROUP BY 1`,
    [],
  ],
  [`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))`, []],
];

export async function generate(url) {
  const passwordHash = await hash(CLIENT_PASSWORD, { algorithm: Algorithm.Argon2id });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    for (const [sql, params] of statements(passwordHash)) await client.query(sql, params);
    await client.query('COMMIT');
    await client.query('ANALYZE');
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM users WHERE role = 'client')::int AS clients, (SELECT count(*) FROM orders)::int AS orders,
              (SELECT count(*) FROM order_status_history)::int AS history, (SELECT count(*) FROM order_files)::int AS files, (SELECT count(*) FROM services)::int AS services`,
    );
    return rows[0];
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = databaseUrl();
  const started = performance.now();
  await prepareSchema(url);
  const prepared = performance.now();
  const counts = await generate(url);
  const done = performance.now();
  console.log(
    `${new URL(url).pathname.slice(1)}: ${counts.clients} clients, ${counts.orders} orders, ${counts.history} history rows, ${counts.files} files, ${counts.services} services`,
  );
  console.log(
    `product start (migrations, seed) ${((prepared - started) / 1000).toFixed(1)} s; data ${((done - prepared) / 1000).toFixed(1)} s`,
  );
}
