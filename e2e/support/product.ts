import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const E2E_ADMIN = { email: 'admin@e2e.local', password: 'e2e-admin-password' };

export type RunningProduct = {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /**
   * Stops the product, runs `sql` on its embedded database (what time alone would do: an order due days ago)
   * and starts it again on the same folder and address.
   */
  restartAfter(sql: string): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the built product (`npm start` without the build) on the embedded database in a fresh folder,
 * with `settings` added to its environment (GRAPHQL_EXPLORER, the S3_* of a bucket, …).
 */
export async function startProduct(settings: NodeJS.ProcessEnv = {}): Promise<RunningProduct> {
  const main = path.join(ROOT, 'server/dist/main.js');
  if (!existsSync(main) || !existsSync(path.join(ROOT, 'client/dist/index.html'))) {
    throw new Error('Build the product first: npm run build');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'legal-e2e-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'warn',
    ...settings,
  };
  delete env.DATABASE_URL;
  const url = `http://127.0.0.1:${port}`;
  let child = await launch(main, env, url).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url,
    dataDir,
    stop: async () => {
      await stopChild(child);
      await rm(dataDir, { recursive: true, force: true });
    },
    restartAfter: async (sql) => {
      await stopChild(child);
      const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
      try {
        await db.exec(sql);
      } finally {
        await db.close();
      }
      child = await launch(main, env, url);
    },
  };
}

async function launch(main: string, env: NodeJS.ProcessEnv, url: string) {
  const child = spawn(process.execPath, [main], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitForHealth(url, child, () => output);
  return child;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The product exited during start-up:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The product did not become healthy within 60 s:\n${output()}`);
}

function stopChild(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
