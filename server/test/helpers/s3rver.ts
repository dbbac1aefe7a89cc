import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';

export type RunningS3rver = {
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps its objects: `<directory>/<bucket>/<key>._S3rver_object`. */
  directory: string;
  /** The S3_* settings that point the product at this bucket. */
  env: Record<string, string>;
  /** An object's bytes read straight from the bucket (`files/…`, `backups/…`), or undefined when it is not there. */
  read(key: string): Promise<Buffer | undefined>;
  stop(): Promise<void>;
};

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

// Paged listings need the legacy OpenSSL provider (toolchain notes), which only a new process can turn on.
const START = `
import S3rver from 's3rver';
const [directory, bucket] = process.argv.slice(1);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
console.log(JSON.stringify({ port }));
// Gone with the test process, even one that crashed.
process.on('disconnect', () => process.exit(0));
`;

/** A real S3 (s3rver) on a free port, with one bucket, storing into a fresh temporary folder. */
export async function startS3rver(bucket = 'office-files'): Promise<RunningS3rver> {
  const directory = await mkdtemp(path.join(tmpdir(), 'legal-s3rver-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--input-type=module', '-e', START, directory, bucket],
    {
      cwd: SERVER_DIR,
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve((JSON.parse(line) as { port: number }).port),
    );
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    read: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    stop: async () => {
      client.destroy();
      // A child ended by a signal keeps exitCode null: a second stop must not wait for another exit.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
