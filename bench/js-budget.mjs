#!/usr/bin/env node
// The JavaScript each public page loads before the visitor can interact: the entry chunk, the page's lazy
// route chunk and every chunk they import statically (the browser preloads them), gzipped at level 9.
// Reads the Vite manifest of the built client; fails when a page is over the budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 180;
const DIST = fileURLToPath(new URL('../client/dist/', import.meta.url));

/** Each public page and the source of its route chunk (see client/src/app/router.tsx). */
const PAGES = {
  '/': 'src/features/home/HomePage.tsx',
  '/services': 'src/features/services/ServicesPage.tsx',
  '/track-order': 'src/features/tracking/TrackOrderPage.tsx',
  '/login': 'src/features/auth/LoginPage.tsx',
  '/register': 'src/features/auth/RegisterPage.tsx',
};

let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('No client build: run `npm run build -w client` first.');
  process.exit(1);
}

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
const gzipped = new Map();
const gzipSize = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length);
  return gzipped.get(file);
};

/** A chunk and everything it imports statically, once each. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build: update PAGES in bench/js-budget.mjs`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
let over = false;
const shell = closure(entry);
console.log(`Gzipped JavaScript before interaction (budget ${BUDGET_KB} KB), from ${path.relative(process.cwd(), DIST)}\n`);
console.log(`${'page'.padEnd(14)}${'total KB'.padStart(10)}${'shell KB'.padStart(10)}${'page KB'.padStart(10)}  files`);
for (const [page, source] of Object.entries(PAGES)) {
  const files = closure(source, new Set(shell));
  const total = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const shellBytes = [...shell].reduce((sum, file) => sum + gzipSize(file), 0);
  over ||= total > BUDGET_KB * 1024;
  console.log(`${page.padEnd(14)}${kb(total).padStart(10)}${kb(shellBytes).padStart(10)}${kb(total - shellBytes).padStart(10)}  ${files.size}${total > BUDGET_KB * 1024 ? '  OVER BUDGET' : ''}`);
}
if (over) {
  console.error(`\nA public page loads more than ${BUDGET_KB} KB of gzipped JavaScript before interaction.`);
  process.exit(1);
}
