import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './app-config.js';

describe('configuration', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'legal-config-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('starts from defaults: port 3000 and PGlite in the data folder', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 3000, dataDir, databaseUrl: undefined, adminEmail: 'admin@example.com' });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL: must be a PostgreSQL URL'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL: must be an e-mail address'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD: must be at least 8 characters'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET: must be at least 32 characters'],
    [
      { S3_BUCKET: 'Files_Bucket', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' },
      'S3_BUCKET: must be a bucket name',
    ],
    [{ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k' }, 'S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET: is required when S3_ENDPOINT is set'],
    [
      { S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT: must be an http(s) URL',
    ],
    [
      { S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'yes' },
      'S3_FORCE_PATH_STYLE: must be true or false',
    ],
  ])('stops on a bad setting %j with a message naming it', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(expected);
  });

  it('keeps files in the data folder without S3_BUCKET, in the bucket with it (path-style for a custom endpoint)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
    const s3 = { S3_BUCKET: 'office-files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ DATA_DIR: dataDir, ...s3 }).s3).toEqual({
      bucket: 'office-files',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, ...s3, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-central-1' }).s3,
    ).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
  });

  it('treats an empty setting as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '' })).toMatchObject({
      databaseUrl: undefined,
      adminPassword: undefined,
    });
  });

  it('keeps the public address without a trailing slash, for the links in e-mails', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://office.example.com/' }).publicUrl).toBe(
      'https://office.example.com',
    );
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://example.com/office/' }).publicUrl).toBe(
      'https://example.com/office',
    );
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('keeps a generated JWT secret in the data folder across restarts', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('keeps the data in .data at the repository root by default, whatever folder the command runs in', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    expect(existsSync(path.join(root, 'package-lock.json'))).toBe(true);
    const cwd = process.cwd();
    try {
      process.chdir(path.join(root, 'server')); // where `npm start` runs the server
      expect(loadConfig({ JWT_SECRET: 'a-secret-long-enough-for-the-test-0123' }).dataDir).toBe(
        path.join(root, '.data'),
      );
    } finally {
      process.chdir(cwd);
    }
  });

  it('takes a relative DATA_DIR from the working folder', () => {
    expect(loadConfig({ DATA_DIR: path.relative(process.cwd(), dataDir) }).dataDir).toBe(dataDir);
  });

  it('reads METRICS_TOKEN, at least 16 characters', () => {
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'sixteen-chars-ok' }).metricsToken).toBe('sixteen-chars-ok');
    expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN: must be at least 16 characters',
    );
  });
});
