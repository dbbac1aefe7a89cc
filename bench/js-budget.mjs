#!/usr/bin/env node
// The JavaScript each public page loads before the visitor can interact: the entry chunk, the page's lazy
// route chunk and every chunk they import statically (the browser preloads them), gzipped at level 9.
// Reads the Vite manifest of the built client. The target is 180 KB a page; until the pages reach it, each
// page has a ceiling at its measured size (see bench/README.md) and the script fails when one grows past it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 180;
const DIST = fileURLToPath(new URL('../client/dist/', import.meta.url));

/** Each public page, the source of its route chunk (see client/src/app/router.tsx) and its ceiling in KB. */
const PAGES = {
  '/': { source: 'src/features/home/HomePage.tsx', ceilingKb: 251 },
  '/services': { source: 'src/features/services/ServicesPage.tsx', ceilingKb: 252 },
  '/track-order': { source: 'src/features/tracking/TrackOrderPage.tsx', ceilingKb: 256 },
  '/login': { source: 'src/features/auth/LoginPage.tsx', ceilingKb: 254 },
  '/register': { source: 'src/features/auth/RegisterPage.tsx', ceilingKb: 257 },
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
const shell = closure(entry);
const shellBytes = [...shell].reduce((sum, file) => sum + gzipSize(file), 0);
const failures = [];
console.log(
  `Gzipped JavaScript before interaction (target ${TARGET_KB} KB a page), from ${path.relative(process.cwd(), DIST)}\n`,
);
console.log(
  `${'page'.padEnd(14)}${'total KB'.padStart(10)}${'shell KB'.padStart(10)}${'page KB'.padStart(10)}${'ceiling'.padStart(9)}  files`,
);
for (const [page, { source, ceilingKb }] of Object.entries(PAGES)) {
  const files = closure(source, new Set(shell));
  const total = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const note = total > ceilingKb * 1024 ? '  OVER CEILING' : total > TARGET_KB * 1024 ? '  over target' : '';
  if (total > ceilingKb * 1024) failures.push(page);
  console.log(
    `${page.padEnd(14)}${kb(total).padStart(10)}${kb(shellBytes).padStart(10)}${kb(total - shellBytes).padStart(10)}${String(ceilingKb).padStart(9)}  ${files.size}${note}`,
  );
}
if (failures.length) {
  console.error(
    `\n${failures.join(', ')}: more JavaScript before interaction than the recorded ceiling. Make it lighter, or record why in bench/README.md.`,
  );
  process.exit(1);
}
