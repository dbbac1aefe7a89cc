#!/usr/bin/env node
// Proves the baseline answers what the product answers: the same status and JSON body for public tracking
// (one order in each status and an unknown number), GET /orders/{id} as admin for the same orders, the
// REST services list and the /services page's GraphQL query. Run: npm run bench:check
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { graphqlBody, signIn } from './lib/client-api.mjs';
import { databaseUrl, startBaseline, startProduct } from './lib/servers.mjs';

/** One order in each status: ids and tracking numbers to compare on. */
export async function sampleOrders(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`
      SELECT DISTINCT ON (o.status) o.id, o.tracking_number FROM orders o
      ORDER BY o.status, EXISTS (SELECT 1 FROM order_files f WHERE f.order_id = o.id) DESC, o.id`);
    return rows.map((row) => ({ id: row.id, trackingNumber: row.tracking_number }));
  } finally {
    await client.end();
  }
}

/** The requests compared, each as [name, path, fetch options]. */
function requests(samples, token) {
  const asAdmin = { headers: { Authorization: `Bearer ${token}` } };
  return [
    ...samples.map(({ trackingNumber }) => [
      `tracking ${trackingNumber}`,
      `/api/v1/orders/track/${trackingNumber}`,
      {},
    ]),
    ['tracking, lower case and spaces', `/api/v1/orders/track/%20${samples[0].trackingNumber.toLowerCase()}%20`, {}],
    ['tracking, unknown number', '/api/v1/orders/track/TRK-AAAAAAAA', {}],
    ...samples.map(({ id }) => [`order ${id} as admin`, `/api/v1/orders/${id}`, asAdmin]),
    ['unknown order as admin', '/api/v1/orders/999999999', asAdmin],
    ['services (REST)', '/api/v1/services', {}],
    [
      'services (GraphQL)',
      '/graphql',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: graphqlBody('PublicServices') },
    ],
  ];
}

/** The first place two JSON values differ, as a path, or null. */
function firstDifference(a, b, at = '$') {
  if (isDeepStrictEqual(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return `${at}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const difference = firstDifference(a[key], b[key], `${at}.${key}`);
    if (difference) return difference;
  }
  return `${at}: differs`;
}

/** Compares every request on both servers; returns the list of differences (empty when all agree). */
export async function compareBodies(productUrl, baselineUrl, samples, token) {
  const differences = [];
  for (const [name, path, options] of requests(samples, token)) {
    const [product, baseline] = await Promise.all(
      [productUrl, baselineUrl].map(async (base) => {
        const response = await fetch(`${base}${path}`, options);
        return { status: response.status, body: await response.json() };
      }),
    );
    const difference = firstDifference(product, baseline);
    if (difference) differences.push(`${name}: ${difference}`);
    else console.log(`same  ${product.status}  ${name}`);
  }
  return differences;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = databaseUrl();
  const [product, baseline] = await Promise.all([
    startProduct({ databaseUrl: url }),
    startBaseline({ databaseUrl: url }),
  ]);
  try {
    const differences = await compareBodies(
      product.url,
      baseline.url,
      await sampleOrders(url),
      await signIn(product.url),
    );
    for (const difference of differences) console.log(`DIFFERENT  ${difference}`);
    process.exitCode = differences.length ? 1 : 0;
  } finally {
    await Promise.all([product.stop(), baseline.stop()]);
  }
}
