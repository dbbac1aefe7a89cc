// Builds the client and the server only when their sources changed since the last build, so `npm start`
// on an unchanged checkout starts at once. Each build output keeps a hash of the sources it came from.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SHARED = ['package-lock.json', 'tsconfig.json'];

const WORKSPACES = [
  {
    name: 'client',
    output: 'client/dist',
    sources: [
      'client/src',
      'client/public',
      'client/index.html',
      'client/graphiql.html',
      'client/vite.config.ts',
      'client/vite.graphiql.config.ts',
      'client/compiled-messages.ts',
      'client/graphql-documents.ts',
      'client/tsconfig.json',
      'client/package.json',
    ],
  },
  {
    name: 'server',
    output: 'server/dist',
    sources: ['server/src', 'server/tsconfig.json', 'server/tsconfig.build.json', 'server/package.json', 'prisma'],
  },
];

function files(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((child) => child.name !== 'node_modules' && child.name !== 'generated')
    .flatMap((child) => files(path.join(entry, child.name)));
}

function sourceHash(sources) {
  const hash = createHash('sha256');
  for (const file of [...SHARED, ...sources].flatMap(files).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

for (const { name, output, sources } of WORKSPACES) {
  const stamp = path.join(ROOT, output, '.source-hash');
  const hash = sourceHash(sources);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`${name}: unchanged since the last build`);
    continue;
  }
  console.log(`${name}: sources changed, building`);
  const build = spawnSync('npm', ['run', 'build', '-w', name], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, hash);
}
