#!/usr/bin/env node
// Throughput and p99 latency of the product against the bare baseline on the same PostgreSQL database,
// route by route, in interleaved rounds (baseline and product take turns, first one then the other), so
// noise from other work on the machine falls on both. The results are the ratios product / baseline, of
// throughput, p99 latency and the server's CPU time per request (the figure that holds on a busy machine).
// Then the back-office list, without and with a search, on the product alone (the baseline has no list).
// Run: npm run bench:load   (ROUNDS=5 SECONDS=10 CONNECTIONS=50 by default; DATABASE_URL as bench:data)
import { signIn } from './lib/client-api.mjs';
import { loadRoutes, orderKeys, productOnlyRoutes, runLoad } from './lib/load-routes.mjs';
import { databaseUrl, startBaseline, startProduct } from './lib/servers.mjs';
import { describe, median, spreadPercent } from './lib/stats.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SECONDS = Number(process.env.SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const WARM_UP_SECONDS = 2;

const url = databaseUrl();
const [product, baseline] = await Promise.all([
  startProduct({ databaseUrl: url }),
  startBaseline({ databaseUrl: url }),
]);
try {
  const token = await signIn(product.url);
  const routes = loadRoutes(await orderKeys(url), token);
  const servers = { baseline, product };
  const runs = Object.fromEntries(Object.keys(routes).map((route) => [route, { baseline: [], product: [] }]));

  for (const request of Object.values(routes)) {
    for (const server of Object.values(servers))
      await runLoad(server, request, { seconds: WARM_UP_SECONDS, connections: CONNECTIONS });
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 ? ['product', 'baseline'] : ['baseline', 'product'];
    for (const [route, request] of Object.entries(routes)) {
      for (const name of order)
        runs[route][name].push(await runLoad(servers[name], request, { seconds: SECONDS, connections: CONNECTIONS }));
    }
    console.error(`round ${round + 1}/${ROUNDS} done`);
  }

  console.log(
    `${ROUNDS} rounds × ${SECONDS} s, ${CONNECTIONS} connections; median ±spread (max−min)/median over the rounds\n`,
  );
  console.log(
    '| route | baseline req/s | product req/s | throughput ratio | baseline p99 ms | product p99 ms | p99 ratio | CPU ms/req (b/p) | CPU ratio | failed (b/p) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [route, { baseline: b, product: p }] of Object.entries(runs)) {
    const rate = (list) => list.map((run) => run.requestsPerSecond);
    const p99 = (list) => list.map((run) => run.p99Ms);
    const failed = (list) => list.reduce((sum, run) => sum + run.failed, 0);
    // The ratio of each round's pair, so a slow moment of the machine counts against neither side.
    const throughputRatios = p.map((run, i) => run.requestsPerSecond / b[i].requestsPerSecond);
    const p99Ratios = p.map((run, i) => run.p99Ms / b[i].p99Ms);
    const cpu = (list) => median(list.map((run) => run.cpuMsPerRequest)).toFixed(3);
    const cpuRatios = p.map((run, i) => run.cpuMsPerRequest / b[i].cpuMsPerRequest);
    console.log(
      `| ${route} | ${describe(rate(b))} | ${describe(rate(p))} | **${median(throughputRatios).toFixed(2)}** ±${spreadPercent(throughputRatios).toFixed(0)}% | ` +
        `${describe(p99(b))} | ${describe(p99(p))} | **${median(p99Ratios).toFixed(2)}** ±${spreadPercent(p99Ratios).toFixed(0)}% | ` +
        `${cpu(b)} / ${cpu(p)} | **${median(cpuRatios).toFixed(2)}** ±${spreadPercent(cpuRatios).toFixed(0)}% | ${failed(b)}/${failed(p)} |`,
    );
  }
  console.log('\nThe product alone (median over the rounds):\n');
  console.log('| scenario | req/s | p99 ms | CPU ms/req | failed |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [scenario, request] of Object.entries(productOnlyRoutes(token))) {
    await runLoad(product, request, { seconds: WARM_UP_SECONDS, connections: CONNECTIONS });
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1)
      rounds.push(await runLoad(product, request, { seconds: SECONDS, connections: CONNECTIONS }));
    console.log(
      `| ${scenario} | ${describe(rounds.map((run) => run.requestsPerSecond))} | ${describe(rounds.map((run) => run.p99Ms))} | ` +
        `${median(rounds.map((run) => run.cpuMsPerRequest)).toFixed(3)} | ${rounds.reduce((sum, run) => sum + run.failed, 0)} |`,
    );
  }
  console.log(
    `\nRSS after the runs: baseline ${baseline.rssMiB().toFixed(0)} MiB, product ${product.rssMiB().toFixed(0)} MiB`,
  );
} finally {
  await Promise.all([product.stop(), baseline.stop()]);
}
