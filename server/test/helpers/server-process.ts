import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { waitFor } from './wait-for.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export type ServerProcess = {
  url: string;
  /** What the process printed so far (start-up banner, warnings, errors). */
  output(): string;
  /** Polls `/api/v1/health` until it answers 200; fails at once if the process exits, or after `timeoutMs`, with its output. */
  healthy(timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
};

/** A port nobody listens on at the moment of asking. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The built server (`node server/dist/main.js`, as `npm start` and the Docker image run it) on a free
 * port of 127.0.0.1, with `env` added to this process's environment. Answers once the process is
 * spawned; `healthy` waits for it to serve.
 */
export async function spawnServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the product first (npm run build)`);
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    output: () => output,
    healthy: async (timeoutMs) => {
      try {
        await waitFor(async () => {
          if (child.exitCode !== null || child.signalCode !== null)
            throw new Error(`exited with ${child.exitCode ?? child.signalCode}`);
          try {
            return (await fetch(`${url}/api/v1/health`)).ok;
          } catch {
            return false; // not listening yet
          }
        }, timeoutMs);
      } catch (error) {
        throw new Error(`The server at ${url} did not become healthy (${(error as Error).message}):\n${output}`, {
          cause: error,
        });
      }
    },
    stop: () => stopChild(child),
  };
}

/** SIGTERM (the server closes its connections and exits), then SIGKILL if it has not exited within 30 s. */
async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(killer);
}
