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
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ATTEMPTS = 3;

/**
 * One Lighthouse run in a browser of its own. Lighthouse sometimes fails to record the trace on a busy
 * machine (NO_NAVSTART, "please run Lighthouse again"): such a run is retried, up to ATTEMPTS times.
 */
async function audit(url) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      if (!lhr.runtimeError) return lhr;
      if (attempt === ATTEMPTS) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      console.error(`${url}: ${lhr.runtimeError.code}, running again`);
    } finally {
      chrome.kill();
    }
  }
}

const product = await startProduct({ databaseUrl: databaseUrl() });
try {
  console.log(`Lighthouse, mobile with default throttling, median of ${RUNS} runs (goal ≥ ${GOAL})\n`);
  console.log(`| page | score | ${METRICS.join(' | ')} |\n|---|---:|${METRICS.map(() => '---:').join('|')}|`);
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${product.url}${page}`));
    const scores = runs.map((lhr) => Math.round(lhr.categories.performance.score * 100));
    const middle = runs[scores.indexOf(median(scores))] ?? runs[0];
    console.log(
      `| \`${page}\` | ${median(scores)} (${scores.join(', ')}) | ${METRICS.map((metric) => middle.audits[metric].displayValue).join(' | ')} |`,
    );
  }
} finally {
  await product.stop();
}
