// npm test: builds, runs the server tests on the embedded database, then the client tests and the browser
// journeys. With TEST_POSTGRES_URL set (CI sets it), the server tests also run against that PostgreSQL database
// (and TEST_REDIS_URL's Redis), beside the client tests and the journeys rather than after them: those leave much
// of the CPU idle, while running beside the embedded-database suite (CPU bound too) would gain nothing.
// Fails when any part fails; the PostgreSQL run's lines are prefixed so both outputs stay readable.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Runs an npm script; resolves with its exit code. `label` prefixes its output lines (none: passed through). */
function run(script, { env = {}, label } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      env: { ...process.env, ...env },
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (label) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
      }
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function sequence(scripts) {
  for (const script of scripts) {
    const code = await run(script);
    if (code !== 0) return code;
  }
  return 0;
}

const postgres = process.env.TEST_POSTGRES_URL;
let code = await sequence(['build', 'test:server']);
if (code === 0) {
  const onPostgres = postgres
    ? run('test:server', {
        env: {
          DATABASE_URL: postgres,
          ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
        },
        label: 'postgresql',
      })
    : Promise.resolve(0);
  const [browserSide, serverOnPostgres] = await Promise.all([sequence(['test:client', 'test:e2e']), onPostgres]);
  if (serverOnPostgres !== 0) console.error('The server tests failed on PostgreSQL (lines marked [postgresql]).');
  code = browserSide || serverOnPostgres;
}
process.exit(code);
