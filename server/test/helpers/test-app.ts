import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { createApp } from '../../src/app.factory.js';
import { PrismaService } from '../../src/database/prisma.service.js';
import { SessionService } from '../../src/auth/session.service.js';
import { BackgroundTasks } from '../../src/common/background-tasks.js';
import { hashPassword } from '../../src/auth/password.js';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };

export type TestDatabase = { databaseUrl?: string; dataDir: string; drop(): Promise<void> };

/**
 * A fresh database for one test file: PGlite in a temporary folder by default, or a new
 * database on the PostgreSQL server of DATABASE_URL when it is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'legal-test-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return { dataDir, drop: removeDir };
  const name = `legal_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await adminQuery(baseUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await removeDir();
    },
  };
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function testConfig(database: TestDatabase, env: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    CLIENT_DIST: path.join(database.dataDir, 'no-client'),
    ...env,
  });
}

export type TestApp = {
  app: NestExpressApplication;
  prisma: PrismaService;
  dataDir: string;
  http: () => ReturnType<typeof request>;
  graphql: (query: string, variables?: Record<string, unknown>, token?: string) => Promise<request.Response>;
  /** Waits for the work done after answering (the password-reset mail). */
  settled(): Promise<void>;
  close(): Promise<void>;
};

/** The whole product, as `npm start` builds it, on a fresh test database. */
export async function startTestApp(database?: TestDatabase, env?: NodeJS.ProcessEnv): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const app = await createApp(testConfig(db, env));
  await app.init();
  const server = app.getHttpServer();
  return {
    app,
    prisma: app.get(PrismaService),
    dataDir: db.dataDir,
    http: () => request(server),
    graphql: (query, variables, token) => {
      const call = request(server).post('/graphql').set('Content-Type', 'application/json');
      if (token) call.set('Authorization', `Bearer ${token}`);
      return call.send({ query, variables });
    },
    settled: () => app.get(BackgroundTasks).settled(),
    close: async () => {
      await app.close();
      if (!database) await db.drop();
    },
  };
}

let userCounter = 0;

/** A user of the given role with a valid session token, made directly in the database. */
export async function createUser(
  t: TestApp,
  role: 'admin' | 'staff' | 'client' | 'partner' = 'client',
  overrides: Partial<{
    email: string;
    fullName: string;
    phone: string;
    isActive: boolean;
    emailVerified: boolean;
    language: 'ar' | 'tr' | 'en';
  }> = {},
) {
  userCounter += 1;
  const user = await t.prisma.user.create({
    data: {
      email: overrides.email ?? `${role}${userCounter}-${Date.now()}@test.local`,
      fullName: overrides.fullName ?? `مستخدم ${userCounter}`,
      phone: overrides.phone ?? '+905321234567',
      isActive: overrides.isActive ?? true,
      emailVerifiedAt: overrides.emailVerified === false ? null : new Date(),
      role,
      language: overrides.language,
      passwordHash: await hashPassword(TEST_PASSWORD),
    },
  });
  const { accessToken: token } = await t.app.get(SessionService).start(user, false);
  return { user, token, auth: `Bearer ${token}` };
}

export const TEST_PASSWORD = 'correct-horse-battery';
