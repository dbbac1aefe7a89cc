#!/usr/bin/env node
// Ordering under load: 50 clients each placing orders with one attachment, back to back, for 60 seconds,
// against two product instances on one PostgreSQL database and one shared data folder (two processes,
// two ports; requests alternate between them, so an order is often created on one and its file sent to
// the other). Afterwards every acknowledged order and file is checked in the database and downloaded:
// each stored exactly once, with the bytes sent, order numbers unique; the error rate must be 0.
// The clients are the generated ones (npm run bench:data), whose e-mail addresses are verified.
// Run: npm run bench:ordering   (CLIENTS=50 SECONDS=60; DATABASE_URL as bench:data)
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CLIENT_PASSWORD } from './generate-data.mjs';
import { signIn } from './lib/client-api.mjs';
import { databaseUrl, startProduct } from './lib/servers.mjs';

const CLIENTS = Number(process.env.CLIENTS ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 60);
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** A small PDF of its own (about 20 KB): the server checks the type by content. */
const attachment = () =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n%'),
    Buffer.from(randomBytes(15_000).toString('base64')),
    Buffer.from('\n%%EOF\n'),
  ]);

let turn = 0;
/** The next instance in turn, for every request. */
const nextInstance = (instances) => instances[(turn += 1) % instances.length];

async function placeOrder(instances, token, stats) {
  const send = async (request) => {
    stats.requests += 1;
    try {
      const response = await request(nextInstance(instances).url);
      if (response.status >= 200 && response.status < 300) return (await response.json()).data;
      stats.errors.push(`HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
    } catch (error) {
      stats.errors.push(String(error.message));
    }
    return null;
  };
  const auth = { Authorization: `Bearer ${token}` };
  const order = await send((base) =>
    fetch(`${base}/api/v1/orders`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ service_id: stats.serviceId, payment_method: 'bank_transfer', notes: 'bench ordering' }),
    }),
  );
  if (!order) return;
  const acknowledged = { id: order.id, orderNumber: order.order_number, trackingNumber: order.tracking_number, token };
  stats.orders.push(acknowledged);
  const bytes = attachment();
  const form = new FormData();
  form.append('files', new Blob([bytes], { type: 'application/pdf' }), `passport-${order.id}.pdf`);
  const files = await send((base) =>
    fetch(`${base}/api/v1/orders/${order.id}/files`, { method: 'POST', headers: auth, body: form }),
  );
  if (files) acknowledged.file = { id: files[0].id, sha256: sha256(bytes), size: bytes.length };
}

/** Each acknowledged order once in the database as answered, each acknowledged file once, with its bytes. */
async function verify(url, instances, stats, clientIds, startedAt) {
  const problems = [];
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const ids = stats.orders.map((order) => order.id);
    const { rows: orders } = await db.query('SELECT id, order_number, tracking_number FROM orders WHERE id = ANY($1)', [
      ids,
    ]);
    const stored = new Map(orders.map((row) => [row.id, row]));
    for (const order of stats.orders) {
      const row = stored.get(order.id);
      if (!row || row.order_number !== order.orderNumber || row.tracking_number !== order.trackingNumber)
        problems.push(`order ${order.id} not stored as answered`);
    }
    if (new Set(stats.orders.map((order) => order.orderNumber)).size !== stats.orders.length)
      problems.push('an order number was given twice');
    const {
      rows: [{ count: placed }],
    } = await db.query('SELECT count(*)::int AS count FROM orders WHERE user_id = ANY($1) AND created_at >= $2', [
      clientIds,
      startedAt,
    ]);
    if (placed !== stats.orders.length)
      problems.push(`${placed} orders stored for ${stats.orders.length} acknowledged`);
    const { rows: duplicates } = await db.query(
      'SELECT order_number FROM orders GROUP BY order_number HAVING count(*) > 1',
    );
    if (duplicates.length) problems.push(`${duplicates.length} duplicated order numbers`);
    const { rows: files } = await db.query('SELECT id, order_id FROM order_files WHERE order_id = ANY($1)', [ids]);
    for (const order of stats.orders.filter((o) => o.file)) {
      const rows = files.filter((file) => file.order_id === order.id);
      if (rows.length !== 1 || rows[0].id !== order.file.id)
        problems.push(`order ${order.id}: ${rows.length} files stored for 1 acknowledged`);
    }
  } finally {
    await db.end();
  }
  // Every acknowledged file downloads with the bytes that were sent, ten at a time, from either instance.
  const withFiles = stats.orders.filter((order) => order.file);
  for (let i = 0; i < withFiles.length; i += 10) {
    await Promise.all(
      withFiles.slice(i, i + 10).map(async (order) => {
        const response = await fetch(
          `${nextInstance(instances).url}/api/v1/orders/${order.id}/files/${order.file.id}`,
          { headers: { Authorization: `Bearer ${order.token}` } },
        );
        const bytes = Buffer.from(await response.arrayBuffer());
        if (response.status !== 200 || sha256(bytes) !== order.file.sha256)
          problems.push(`order ${order.id}: file ${order.file.id} answers ${response.status} with other bytes`);
      }),
    );
  }
  return problems;
}

const url = databaseUrl();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-ordering-'));
const instances = [];
try {
  for (let i = 0; i < 2; i += 1) instances.push(await startProduct({ databaseUrl: url, dataDir }));
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows: clients } = await db.query(
    `SELECT id, email FROM users WHERE email LIKE 'client%@bench.test' ORDER BY id LIMIT $1`,
    [CLIENTS],
  );
  const {
    rows: [service],
  } = await db.query(
    'SELECT id FROM services WHERE is_active AND deleted_at IS NULL AND price_try > 0 ORDER BY sort_order LIMIT 1',
  );
  await db.end();
  if (clients.length < CLIENTS)
    throw new Error(`only ${clients.length} generated clients: run npm run bench:data first`);
  const tokens = await Promise.all(
    clients.map((client, i) => signIn(instances[i % 2].url, { email: client.email, password: CLIENT_PASSWORD })),
  );

  const stats = { requests: 0, errors: [], orders: [], serviceId: service.id };
  const startedAt = new Date();
  const deadline = performance.now() + SECONDS * 1000;
  const start = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < deadline) await placeOrder(instances, token, stats);
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const problems = await verify(
    url,
    instances,
    stats,
    clients.map((c) => c.id),
    startedAt,
  );

  const withFile = stats.orders.filter((order) => order.file).length;
  console.log(`${CLIENTS} clients, ${elapsed.toFixed(0)} s, 2 instances on one PostgreSQL database`);
  console.log(
    `orders acknowledged: ${stats.orders.length} (${withFile} with their file): ${(withFile / elapsed).toFixed(1)} orders with a file a second`,
  );
  console.log(
    `requests: ${stats.requests}, errors: ${stats.errors.length} (error rate ${((stats.errors.length / stats.requests) * 100).toFixed(2)} %)`,
  );
  for (const error of [...new Set(stats.errors)].slice(0, 5)) console.log(`  ${error}`);
  console.log(
    problems.length
      ? `PROBLEMS (${problems.length}):\n  ${problems.slice(0, 10).join('\n  ')}`
      : 'every acknowledged order and file stored exactly once, bytes equal, order numbers unique',
  );
  process.exitCode = problems.length || stats.errors.length ? 1 : 0;
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  rmSync(dataDir, { recursive: true, force: true });
}
