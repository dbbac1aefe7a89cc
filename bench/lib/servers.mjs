// Starting and stopping the servers a benchmark measures: the built product and the bare baseline, each
// as its own process on a free port of 127.0.0.1, and the settings they share (JWT secret, admin).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const HOST = '127.0.0.1';
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
export const ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password' };
export const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/bench';

export const databaseUrl = () => process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `/api/v1/health` until it answers 200; returns the milliseconds since `startedAt`. */
export async function waitForHealth(baseUrl, child, startedAt, timeoutMs = 120_000) {
  while (performance.now() - startedAt < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`${baseUrl} exited with ${child.exitCode} before answering:\n${child.output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(5000) });
      if (response.status === 200) return performance.now() - startedAt;
    } catch {
      // not listening yet, or not answering yet
    }
    await sleep(10);
  }
  throw new Error(`${baseUrl} did not answer /api/v1/health within ${timeoutMs} ms:\n${child.output()}`);
}

/** Starts a Node script; a setting given as undefined is removed from the inherited environment. */
function launch(script, env, name) {
  const merged = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
  );
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.output = () => `[${name}] ${output}`;
  return child;
}

/**
 * A running server: its URL, process, time to the first 200 on /api/v1/health, RSS in MiB (read from
 * /proc) and stop().
 */
async function started(child, port, startedAt) {
  const url = `http://${HOST}:${port}`;
  let startupMs;
  try {
    startupMs = await waitForHealth(url, child, startedAt);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return {
    url,
    port,
    child,
    startupMs,
    rssMiB: () => rssMiB(child.pid),
    cpuSeconds: () => cpuSeconds(child.pid),
    stop: () => stopProcess(child),
  };
}

/**
 * The built product (server/dist/main.js) on PostgreSQL (`databaseUrl`) or on an embedded data folder
 * (`dataDir` without a URL), silent and in production mode.
 */
export async function startProduct({ databaseUrl: url, dataDir, env = {} } = {}) {
  const port = await freePort();
  // Without a data folder of the caller's, a temporary one for files and outgoing mail, removed on stop.
  const ownFolder = dataDir ? undefined : mkdtempSync(path.join(tmpdir(), 'bench-product-'));
  const startedAt = performance.now();
  const child = launch(
    path.join(ROOT, 'server/dist/main.js'),
    {
      PORT: String(port),
      HOST,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATA_DIR: dataDir ?? ownFolder,
      DATABASE_URL: url,
      ...env,
    },
    'product',
  );
  child.once('exit', () => ownFolder && rmSync(ownFolder, { recursive: true, force: true }));
  return started(child, port, startedAt);
}

/** The bare node:http + pg baseline (bench/baseline-server.mjs) on the same database. */
export async function startBaseline({ databaseUrl: url }) {
  const port = await freePort();
  const startedAt = performance.now();
  const child = launch(
    path.join(ROOT, 'bench/baseline-server.mjs'),
    { PORT: String(port), HOST, DATABASE_URL: url, JWT_SECRET },
    'baseline',
  );
  return started(child, port, startedAt);
}

export function rssMiB(pid) {
  try {
    // Node's child processes have no memoryUsage(); the kernel's count of resident pages is the same figure.
    return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)[1]) / 1024;
  } catch {
    return NaN;
  }
}

/** Clock ticks a second of /proc's CPU times (`getconf CLK_TCK`: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time the process has spent so far, user and system, in seconds (/proc/<pid>/stat, fields 14 and 15).
 * Unlike throughput, CPU per request hardly changes when other work shares the machine.
 */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis start at field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** SIGTERM, then SIGKILL after 10 s; resolves when the process has exited. */
export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
