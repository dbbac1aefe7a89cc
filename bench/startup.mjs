#!/usr/bin/env node
// Start-up time (process start to the first 200 on /api/v1/health) and resident memory of the product,
// after start and after a load run, on a fresh embedded data folder, a restart of that folder, and
// PostgreSQL. Each start is measured ROUNDS times (median); the memory after load comes from the last.
// Run: npm run bench:startup   (ROUNDS=3 by default; DATABASE_URL as bench:data)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { graphqlBody } from './lib/client-api.mjs';
import { runLoad } from './lib/load-routes.mjs';
import { databaseUrl, startProduct } from './lib/servers.mjs';
import { describe } from './lib/stats.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const LOAD = { seconds: 5, connections: 50 };

/** The same load on either database: the catalogue both ways and tracking lookups from many addresses. */
let address = 0;
const LOAD_ROUTES = [
  { method: 'GET', path: '/api/v1/services' },
  {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: graphqlBody('PublicServices'),
  },
  {
    method: 'GET',
    path: '/api/v1/orders/track/TRK-AAAAAAAA',
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': `10.1.${((address += 1) >> 8) & 255}.${address & 255}` },
    }),
  },
];

/**
 * Starts, notes the time and memory, optionally loads it and notes memory again, then stops. A start
 * that does not answer within the launcher's limit is recorded as failed, and the rounds go on.
 */
async function measure(options, { load }) {
  let product;
  try {
    product = await startProduct(options);
  } catch (error) {
    console.error(error.message.split('\n')[0]);
    return { failed: true };
  }
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000)); // let start-up work after listening settle
    const figures = { startupMs: product.startupMs, rssAfterStart: product.rssMiB() };
    if (load) {
      for (const request of LOAD_ROUTES) await runLoad(product, request, LOAD);
      figures.rssAfterLoad = product.rssMiB();
    }
    return figures;
  } finally {
    await product.stop();
  }
}

const results = { 'embedded, fresh data folder': [], 'embedded, restart of that folder': [], PostgreSQL: [] };
const folders = [];
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    const load = round === ROUNDS - 1;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-startup-'));
    folders.push(dataDir);
    results['embedded, fresh data folder'].push(await measure({ dataDir }, { load }));
    results['embedded, restart of that folder'].push(await measure({ dataDir }, { load }));
    results.PostgreSQL.push(await measure({ databaseUrl: databaseUrl() }, { load }));
    console.error(`round ${round + 1}/${ROUNDS} done`);
  }
} finally {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

console.log(
  `${ROUNDS} starts each; median ±spread. Load: ${LOAD_ROUTES.length} routes × ${LOAD.seconds} s, ${LOAD.connections} connections\n`,
);
console.log(
  '| database | first 200 on /api/v1/health, ms | RSS after start, MiB | RSS after load, MiB |\n|---|---:|---:|---:|',
);
for (const [name, all] of Object.entries(results)) {
  const runs = all.filter((run) => !run.failed);
  const failed = all.length - runs.length ? ` (${all.length - runs.length} of ${all.length} starts failed)` : '';
  const afterLoad = all.at(-1).rssAfterLoad?.toFixed(0) ?? '–';
  if (!runs.length) console.log(`| ${name}${failed} | – | – | – |`);
  else
    console.log(
      `| ${name}${failed} | ${describe(runs.map((r) => r.startupMs))} | ${describe(runs.map((r) => r.rssAfterStart))} | ${afterLoad} |`,
    );
}
