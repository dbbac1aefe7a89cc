// The routes a load run drives, as autocannon requests, and one run of one route against one server.
import autocannon from 'autocannon';
import pg from 'pg';
import { graphqlBody } from './client-api.mjs';

/** Tracking numbers and ids of up to `count` orders spread over the table, for requests to pick from, and the number of orders. */
export async function orderKeys(url, count = 10_000) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id, tracking_number FROM orders ORDER BY random() LIMIT $1', [count]);
    const {
      rows: [{ total }],
    } = await client.query('SELECT count(*)::int AS total FROM orders');
    if (!rows.length) throw new Error('no orders in the database: run npm run bench:data first');
    return { ids: rows.map((row) => row.id), trackingNumbers: rows.map((row) => row.tracking_number), total };
  } finally {
    await client.end();
  }
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * Each request of a run comes from its own address (X-Forwarded-For, which the product trusts from
 * loopback): public tracking allows 20 lookups a minute per IP, and a load test is not a guessing attack.
 */
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** The measured routes by name: each an autocannon request description. */
export function loadRoutes({ ids, trackingNumbers }, token) {
  return {
    tracking: {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `/api/v1/orders/track/${pick(trackingNumbers)}`,
        headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
      }),
    },
    'order as admin': {
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
      setupRequest: (request) => ({ ...request, path: `/api/v1/orders/${pick(ids)}` }),
    },
    'auth/me': { method: 'GET', path: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } },
    'services REST': { method: 'GET', path: '/api/v1/services' },
    'services GraphQL': {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: graphqlBody('PublicServices'),
    },
  };
}

/** Searches an office worker types: part of a name (Arabic, spelt loosely), of a phone number, of an e-mail. */
const SEARCHES = ['احمد', 'محمد', '0532', 'client12', 'ORD-'];

/** The back-office list of orders, 20 a page, without and with a search: the product alone (the baseline has no list). */
export function productOnlyRoutes(token) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    'back-office list': { method: 'GET', path: '/api/v1/admin/orders?page=1&page_size=20', headers },
    'back-office search': {
      method: 'GET',
      headers,
      setupRequest: (request) => ({
        ...request,
        path: `/api/v1/admin/orders?page=1&page_size=20&search=${encodeURIComponent(pick(SEARCHES))}`,
      }),
    },
  };
}

/**
 * One timed run against `server` (its `url` and `cpuSeconds()`): requests a second, p99 latency in ms, the
 * server's CPU milliseconds per answered request, and the answers that were not 2xx or failed.
 */
export async function runLoad(server, request, { seconds, connections }) {
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({ url: server.url, connections, duration: seconds, requests: [request] });
  const cpuMs = (server.cpuSeconds() - cpuBefore) * 1000;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total),
    failed: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}
