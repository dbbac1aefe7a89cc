#!/usr/bin/env node
// Lighthouse's performance score (mobile, with its default simulated throttling) of the public pages of
// the built product, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Each page is measured
// RUNS times and the median score is kept, as Lighthouse advises for its run-to-run variance.
// Run: npm run bench:lighthouse   (RUNS=3; the product on DATABASE_URL as bench:data)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { databaseUrl, startProduct } from './lib/servers.mjs';
import { median } from './lib/stats.mjs';

const PAGES = ['/', '/services', '/track-order'];
const RUNS = Number(process.env.RUNS ?? 3);
const GOAL = 95;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

const product = await startProduct({ databaseUrl: databaseUrl() });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  console.log(`Lighthouse, mobile with default throttling, median of ${RUNS} runs (goal ≥ ${GOAL})\n`);
  console.log(`| page | score | ${METRICS.join(' | ')} |\n|---|---:|${METRICS.map(() => '---:').join('|')}|`);
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { lhr } = await lighthouse(`${product.url}${page}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
      runs.push(lhr);
    }
    const scores = runs.map((lhr) => Math.round(lhr.categories.performance.score * 100));
    const middle = runs[scores.indexOf(median(scores))] ?? runs[0];
    console.log(`| \`${page}\` | ${median(scores)} (${scores.join(', ')}) | ${METRICS.map((metric) => middle.audits[metric].displayValue).join(' | ')} |`);
  }
} finally {
  await chrome.kill();
  await product.stop();
}
