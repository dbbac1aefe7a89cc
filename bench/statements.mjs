#!/usr/bin/env node
// SQL statements per request on the main routes, counted on the wire (bench/lib/statement-counter.mjs),
// and the back office's orders list with its per-status counts timed at the generated 100,000 orders
// (goal: at most 25 ms). Run: npm run bench:statements   (VERBOSE=1 lists each statement)
import { graphqlBody, postGraphql, signIn } from './lib/client-api.mjs';
import { orderKeys } from './lib/load-routes.mjs';
import { databaseUrl, startProduct } from './lib/servers.mjs';
import { startStatementCounter, statementsOf } from './lib/statement-counter.mjs';
import { median, spreadPercent } from './lib/stats.mjs';

const LIST_PAGE_SIZE = 20; // the back office's page (client/src/features/admin/orders/api.ts)
const LIST_SAMPLES = 30;
const LIST_GOAL_MS = 25;

const get = (base, path, token) =>
  fetch(`${base}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }).then(async (response) => {
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json();
  });

/** The routes counted, each a function of the server's URL and an admin token. */
function requests({ ids, trackingNumbers }) {
  const adminOrders = (pageSize) => (base, token) =>
    postGraphql(base, 'AdminOrders', { page: { page: 1, pageSize } }, token);
  return {
    'public tracking (REST)': (base) => get(base, `/api/v1/orders/track/${trackingNumbers[0]}`),
    'order as admin (REST)': (base, token) => get(base, `/api/v1/orders/${ids[0]}`, token),
    'the signed-in account (REST /auth/me)': (base, token) => get(base, '/api/v1/auth/me', token),
    'services (REST)': (base) => get(base, '/api/v1/services'),
    'services (GraphQL, /services page)': (base) =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: graphqlBody('PublicServices'),
      }).then((r) => r.json()),
    'back-office orders, 5 rows with counts (GraphQL)': adminOrders(5),
    'back-office orders, 50 rows with counts (GraphQL)': adminOrders(50),
    'dashboard, 30 days (GraphQL)': (base, token) => postGraphql(base, 'Dashboard', { days: 30 }, token),
  };
}

async function countStatements(url, keys) {
  const counter = await startStatementCounter(url);
  const product = await startProduct({ databaseUrl: counter.url });
  try {
    const token = await signIn(product.url);
    const counts = {};
    for (const [name, request] of Object.entries(requests(keys)))
      counts[name] = await statementsOf(counter, () => request(product.url, token));
    return counts;
  } finally {
    await product.stop();
    await counter.close();
  }
}

async function timeOrdersList(url) {
  const product = await startProduct({ databaseUrl: url });
  try {
    const token = await signIn(product.url);
    const list = () => postGraphql(product.url, 'AdminOrders', { page: { page: 1, pageSize: LIST_PAGE_SIZE } }, token);
    for (let i = 0; i < 5; i += 1) await list();
    const times = [];
    for (let i = 0; i < LIST_SAMPLES; i += 1) {
      const start = performance.now();
      await list();
      times.push(performance.now() - start);
    }
    return times;
  } finally {
    await product.stop();
  }
}

const url = databaseUrl();
const keys = await orderKeys(url, 1);
const counts = await countStatements(url, keys);
console.log('| request | SQL statements |\n|---|---:|');
for (const [name, statements] of Object.entries(counts)) console.log(`| ${name} | ${statements.length} |`);
if (process.env.VERBOSE) {
  for (const [name, statements] of Object.entries(counts)) {
    console.log(`\n${name}:`);
    for (const text of statements) console.log(`  ${text.slice(0, 200)}`);
  }
}
const times = await timeOrdersList(url);
const ms = median(times);
console.log(
  `\nback-office orders list, page of ${LIST_PAGE_SIZE} with status counts, at ${keys.total.toLocaleString('en')} orders: ` +
    `median ${ms.toFixed(1)} ms ±${spreadPercent(times).toFixed(0)}% over ${LIST_SAMPLES} requests (goal ≤ ${LIST_GOAL_MS} ms: ${ms <= LIST_GOAL_MS ? 'met' : 'not met'})`,
);
