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
  ])('stops on a bad setting %j with a message naming it', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(expected);
  });

  it('treats an empty setting as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '' })).toMatchObject({ databaseUrl: undefined, adminPassword: undefined });
  });

  it('keeps the public address without a trailing slash, for the links in e-mails', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://office.example.com/' }).publicUrl).toBe('https://office.example.com');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://example.com/office/' }).publicUrl).toBe('https://example.com/office');
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('keeps a generated JWT secret in the data folder across restarts', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });
});
