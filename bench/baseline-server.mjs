#!/usr/bin/env node
// The bare baseline the product is measured against: node:http and pg (a pool of 10) answering the same
// routes with the same JSON bodies, one SQL statement per answer (two with a session check):
//   GET  /api/v1/health
//   GET  /api/v1/orders/track/{trackingNumber}    public tracking
//   GET  /api/v1/orders/{id}                      as staff or admin (bearer JWT and live session, as the product checks)
//   GET  /api/v1/services                         the public catalogue
//   POST /graphql                                 the services query of the client's /services page
// Run: DATABASE_URL=… JWT_SECRET=… PORT=… node bench/baseline-server.mjs
import { createSecretKey } from 'node:crypto';
import { createServer } from 'node:http';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { ORDER_STATUS_LABELS } from '../server/dist/orders/order-status.js';
import { allowedNextStatuses } from '../server/dist/orders/order-transitions.js';
import { TRACKING_NUMBER_PATTERN } from '../server/dist/orders/order-numbers.js';
import { imageVersion } from '../server/dist/storage/public-image.js';

const ORDER_NOT_FOUND = 'لم يتم العثور على الطلب';
const SESSION_ENDED = 'انتهت الجلسة. يرجى تسجيل الدخول مجدداً';
const key = createSecretKey(Buffer.from(process.env.JWT_SECRET, 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const iso = (value) => (value === null ? null : new Date(value).toISOString());

const TRACKING_SQL = `
  SELECT o.tracking_number, o.order_number, o.status, o.service_name_ar, o.service_name_tr, o.service_name_en,
    o.total_amount, o.currency, o.created_at,
    (SELECT COALESCE(json_agg(json_build_object('status', h.to_status, 'created_at', h.created_at) ORDER BY h.created_at, h.id), '[]')
     FROM order_status_history h WHERE h.order_id = o.id) AS history
  FROM orders o WHERE o.tracking_number = $1`;

// pg gives numeric(12,2) as text with its two places, as the product writes money.
const trackingBody = (o) => ({
  tracking_number: o.tracking_number,
  order_number: o.order_number,
  status: o.status,
  status_label: ORDER_STATUS_LABELS[o.status],
  service: {
    name: o.service_name_ar,
    name_ar: o.service_name_ar,
    name_tr: o.service_name_tr,
    name_en: o.service_name_en,
  },
  total_amount: o.total_amount,
  currency: o.currency,
  created_at: iso(o.created_at),
  history: o.history.map((step) => ({ status: step.status, created_at: iso(step.created_at) })),
  invoice_url: `/api/v1/orders/track/${o.tracking_number}/invoice`,
});

const SESSION_SQL = `
  SELECT u.role::text AS role, u.is_active, u.token_version FROM users u
  WHERE u.id = $1 AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = $2::uuid AND r.user_id = u.id AND r.revoked_at IS NULL)`;

/** The account of a live session, with what `GET /auth/me` answers: the session check and the answer in one statement. */
const ME_SQL = `
  SELECT u.id, u.email, u.full_name, u.phone, u.role::text AS role, u.language::text AS language, u.is_active,
    u.token_version, u.email_verified_at IS NOT NULL AS email_verified, u.two_factor_enabled_at IS NOT NULL AS two_factor_enabled,
    u.created_at
  FROM users u
  WHERE u.id = $1 AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = $2::uuid AND r.user_id = u.id AND r.revoked_at IS NULL)`;

const ORDER_SQL = `
  SELECT o.*,
    (SELECT COALESCE(json_agg(f ORDER BY f.id), '[]') FROM order_files f WHERE f.order_id = o.id) AS files,
    (SELECT COALESCE(json_agg(h ORDER BY h.created_at, h.id), '[]') FROM order_status_history h WHERE h.order_id = o.id) AS history,
    (SELECT json_build_object('id', u.id, 'full_name', u.full_name, 'email', u.email, 'phone', u.phone) FROM users u WHERE u.id = o.user_id) AS customer
  FROM orders o WHERE o.id = $1`;

const fileBody = (f) => ({
  id: f.id,
  kind: f.kind,
  original_name: f.original_name,
  mime_type: f.mime_type,
  size_bytes: f.size_bytes,
  created_at: iso(f.created_at),
  download_url: `/api/v1/orders/${f.order_id}/files/${f.id}`,
});

/** The order as the back office sees it (the baseline answers staff and admins only). */
const orderBody = (o) => {
  const receipt = o.files.find((file) => file.kind === 'receipt');
  return {
    id: o.id,
    order_number: o.order_number,
    tracking_number: o.tracking_number,
    status: o.status,
    status_label: ORDER_STATUS_LABELS[o.status],
    service_id: o.service_id,
    service: {
      id: o.service_id,
      name: o.service_name_ar,
      name_ar: o.service_name_ar,
      name_tr: o.service_name_tr,
      name_en: o.service_name_en,
    },
    total_amount: o.total_amount,
    amount: o.total_amount,
    currency: o.currency,
    payment_method: o.payment_method,
    notes: o.notes,
    full_name: o.full_name,
    email: o.email,
    phone: o.phone,
    address: o.address,
    national_id: o.national_id,
    created_at: iso(o.created_at),
    updated_at: iso(o.updated_at),
    allowed_next_statuses: allowedNextStatuses(o.status),
    invoice_url: `/api/v1/orders/${o.id}/invoice`,
    files: o.files.map(fileBody),
    receipt: receipt ? fileBody(receipt) : null,
    history: o.history.map((h) => ({
      id: h.id,
      from_status: h.from_status,
      to_status: h.to_status,
      note: h.note,
      changed_by: h.changed_by_name,
      created_at: iso(h.created_at),
    })),
    customer: o.customer,
  };
};

const SERVICES_SQL = `SELECT * FROM services WHERE is_active AND deleted_at IS NULL ORDER BY sort_order, id`;
const imageUrl = (s) => (s.image_key ? `/api/v1/services/${s.id}/image?v=${imageVersion(s.image_key)}` : null);

const serviceBody = (s) => ({
  id: s.id,
  name: s.name_ar,
  name_ar: s.name_ar,
  name_tr: s.name_tr,
  name_en: s.name_en,
  description: s.description_ar,
  description_ar: s.description_ar,
  description_tr: s.description_tr,
  description_en: s.description_en,
  category: s.category,
  price: s.price_try,
  currency: 'TRY',
  price_try: s.price_try,
  price_usd: s.price_usd,
  delivery_time: s.estimated_days,
  estimated_days: s.estimated_days,
  is_active: s.is_active,
  image_url: imageUrl(s),
  created_at: iso(s.created_at),
  updated_at: iso(s.updated_at),
});

/** The fields of the /services page's query (PublicServices with the ServiceCard fragment). */
const serviceCard = (s) => ({
  id: s.id,
  name: s.name_ar,
  nameTr: s.name_tr,
  nameEn: s.name_en,
  description: s.description_ar,
  descriptionTr: s.description_tr,
  descriptionEn: s.description_en,
  price: s.price_try,
  currency: 'TRY',
  priceUsd: s.price_usd,
  estimatedDays: s.estimated_days,
  imageUrl: imageUrl(s),
  __typename: 'Service',
});

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/** The bearer token's claims when it verifies and names a session, else null. */
function tokenClaims(req) {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!token) return null;
  try {
    const payload = jwt.verify(token, key, { algorithms: ['HS256'] });
    return typeof payload.sid === 'string' ? payload : null;
  } catch {
    return null;
  }
}

/** The row `sql` reads for the token's account when its session is live and the account active, else null. */
async function liveAccount(req, sql) {
  const claims = tokenClaims(req);
  if (!claims) return null;
  const { rows } = await pool.query(sql, [claims.sub, claims.sid]);
  const user = rows[0];
  return user && user.is_active && user.token_version === claims.ver ? user : null;
}

/** The caller's role when the bearer token verifies and its session is live, else null. */
async function backOfficeCaller(req) {
  return (await liveAccount(req, SESSION_SQL))?.role ?? null;
}

const meBody = (u) => ({
  id: u.id,
  email: u.email,
  full_name: u.full_name,
  phone: u.phone,
  role: u.role,
  language: u.language,
  is_active: u.is_active,
  is_admin: u.role === 'admin',
  email_verified: u.email_verified,
  two_factor_enabled: u.two_factor_enabled,
  created_at: iso(u.created_at),
});

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function route(req, res) {
  const url = req.url.split('?')[0];
  if (req.method === 'GET' && url === '/api/v1/health') {
    await pool.query('SELECT 1');
    return send(res, 200, { data: { status: 'ok', database: { kind: 'postgresql', status: 'up' } } });
  }
  if (req.method === 'GET' && url.startsWith('/api/v1/orders/track/')) {
    const trackingNumber = decodeURIComponent(url.slice('/api/v1/orders/track/'.length)).trim().toUpperCase();
    const { rows } = TRACKING_NUMBER_PATTERN.test(trackingNumber)
      ? await pool.query(TRACKING_SQL, [trackingNumber])
      : { rows: [] };
    return rows[0]
      ? send(res, 200, { data: trackingBody(rows[0]) })
      : send(res, 404, { detail: ORDER_NOT_FOUND, code: 'ORDER_NOT_FOUND' });
  }
  const orderId = /^\/api\/v1\/orders\/(\d+)$/.exec(url)?.[1];
  if (req.method === 'GET' && orderId) {
    const role = await backOfficeCaller(req);
    if (!role) return send(res, 401, { detail: SESSION_ENDED });
    if (role === 'client') return send(res, 403, { detail: 'the baseline answers staff and admins only' });
    const { rows } = await pool.query(ORDER_SQL, [Number(orderId)]);
    return rows[0]
      ? send(res, 200, { data: orderBody(rows[0]) })
      : send(res, 404, { detail: ORDER_NOT_FOUND, code: 'ORDER_NOT_FOUND' });
  }
  if (req.method === 'GET' && url === '/api/v1/auth/me') {
    const account = await liveAccount(req, ME_SQL);
    return account ? send(res, 200, { data: meBody(account) }) : send(res, 401, { detail: SESSION_ENDED });
  }
  if (req.method === 'GET' && url === '/api/v1/services') {
    const { rows } = await pool.query(SERVICES_SQL);
    return send(res, 200, { data: rows.map(serviceBody) });
  }
  if (req.method === 'POST' && url === '/graphql') {
    const { operationName } = await readBody(req);
    if (operationName !== 'PublicServices')
      return send(res, 400, { errors: [{ message: 'the baseline answers PublicServices only' }] });
    const { rows } = await pool.query(SERVICES_SQL);
    return send(res, 200, { data: { services: rows.map(serviceCard) } });
  }
  send(res, 404, { detail: 'Not Found' });
}

createServer((req, res) => {
  route(req, res).catch((error) => send(res, 500, { detail: String(error.message) }));
}).listen(Number(process.env.PORT ?? 3100), process.env.HOST ?? '127.0.0.1');

process.on('SIGTERM', () => {
  void pool.end().finally(() => process.exit(0)); // exits whether or not the pool closes cleanly
});
