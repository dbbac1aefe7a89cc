#!/usr/bin/env node
// The whole suite in one run, in the order its parts need: fresh data, the body check, load, dashboard,
// statements, the export, start-up, Lighthouse, the JavaScript budget, and ordering last (it adds orders). Each part's
// output goes to the terminal and, with the machine it ran on, to bench/results/<UTC time>.md.
// A failing part is recorded and the run goes on; the exit code is 1 if any failed.
// Run: npm run build && npm run bench   (DATABASE_URL as bench:data)
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, databaseUrl } from './lib/servers.mjs';

const PARTS = [
  ['Data', 'generate-data.mjs'],
  ['Same bodies as the baseline', 'check-bodies.mjs'],
  ['Load', 'load.mjs'],
  ['Dashboard', 'dashboard.mjs'],
  ['SQL statements', 'statements.mjs'],
  ['Excel export of every order', 'export.mjs'],
  ['Start-up and memory', 'startup.mjs'],
  ['Lighthouse', 'lighthouse.mjs'],
  ['JavaScript before interaction', 'js-budget.mjs'],
  ['Ordering on two instances', 'ordering.mjs'],
];

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

function run(script) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'bench', script)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (stream) => (chunk) => {
      stream.write(chunk);
      output += chunk;
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => resolve({ code, output }));
  });
}

function machine() {
  const postgres = execFileSync('psql', [databaseUrl(), '-XAtc', 'show server_version'], { encoding: 'utf8' }).trim();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  return [
    `- commit \`${commit}\`, ${new Date().toISOString()}`,
    `- ${os.cpus().length} × ${os.cpus()[0].model}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, PostgreSQL ${postgres}`,
    `- load average at the start: ${loadAverage()}`,
  ].join('\n');
}

const started = new Date();
const sections = [`# Benchmark suite, one run\n\n${machine()}`];
let failed = 0;
for (const [title, script] of PARTS) {
  console.log(`\n== ${title} (bench/${script}) ==`);
  const partStarted = performance.now();
  const { code, output } = await run(script);
  if (code !== 0) failed += 1;
  const minutes = ((performance.now() - partStarted) / 60_000).toFixed(1);
  const status = code === 0 ? '' : ` — **failed (exit ${code})**`;
  sections.push(
    `## ${title}${status}\n\n\`bench/${script}\`, ${minutes} min, load average after: ${loadAverage()}\n\n${output.trim()}`,
  );
}

const results = path.join(ROOT, 'bench', 'results');
mkdirSync(results, { recursive: true });
const file = path.join(results, `${started.toISOString().slice(0, 16).replace(':', '')}Z.md`);
writeFileSync(file, `${sections.join('\n\n')}\n`);
console.log(`\nWritten to ${path.relative(ROOT, file)}${failed ? `; ${failed} part(s) failed` : ''}`);
process.exit(failed ? 1 : 0);
