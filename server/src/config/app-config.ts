import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseSecretsKey } from '../common/secrets/secret-box.js';

/**
 * `.data` at the repository root (this file is server/src/config/ or, built, server/dist/config/), whatever
 * folder a command runs in: `npm start` runs the server from server/, the admin and storage commands from the
 * root, and all of them must find the same data. A DATA_DIR given relative is taken from the working folder.
 */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const isSecretsKey = (value: string) => {
  try {
    parseSecretsKey(value);
    return true;
  } catch {
    return false;
  }
};

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ error: 'must be a whole number from 1 to 65535' })
      .int('must be a whole number from 1 to 65535')
      .min(1, 'must be a whole number from 1 to 65535')
      .max(65535, 'must be a whole number from 1 to 65535')
      .default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, 'must be a PostgreSQL URL such as postgresql://user:pass@host:5432/db')
        .optional(),
    ),
    ADMIN_EMAIL: z.email('must be an e-mail address').default('admin@example.com'),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SECRETS_KEY: optionalText.pipe(
      z
        .string()
        .refine(isSecretsKey, 'must be 32 bytes in base64 (openssl rand -base64 32) or as 64 hex digits')
        .optional(),
    ),
    WHATSAPP_API_URL: z
      .url('must be a URL such as https://graph.facebook.com/v21.0')
      .default('https://graph.facebook.com/v21.0'),
    SMS_API_URL: z.url('must be a URL such as https://api.twilio.com').default('https://api.twilio.com'),
    SMTP_URL: optionalText.pipe(z.url('must be a URL such as smtp://user:pass@host:587').optional()),
    MAIL_FROM: z.string().default('Legal Office <no-reply@legal-office.local>'),
    PUBLIC_URL: optionalText.pipe(z.url('must be a URL such as https://office.example.com').optional()),
    REDIS_URL: optionalText.pipe(z.url().optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CLIENT_DIST: optionalText,
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    GRAPHQL_EXPLORER: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
    TRUST_PROXY: z
      .string()
      .trim()
      .default('loopback')
      .transform((value): string | number | false =>
        value === 'false' || value === '' ? false : /^\d+$/.test(value) ? Number(value) : value,
      ),
    S3_ENDPOINT: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://minio:9000' }).optional(),
    ),
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
        )
        .optional(),
    ),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
    WEBHOOK_ALLOW_PRIVATE_TARGETS: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
    API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce
      .number({ error: 'must be a whole number of requests' })
      .int('must be a whole number of requests')
      .positive('must be a whole number of requests')
      .default(120),
    BACKUP_RESTORE_MAX_BYTES: z.coerce
      .number({ error: 'must be a number of bytes' })
      .int('must be a whole number of bytes')
      .positive('must be a number of bytes')
      .default(16 * 1024 ** 3),
  })
  .superRefine((e, ctx) => {
    const s3Settings = [
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ] as const;
    if (e.S3_BUCKET) {
      for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!e[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set' });
      }
    } else {
      for (const name of s3Settings) {
        if (e[name] !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['S3_BUCKET'],
            message: `is required when ${name} is set (or unset ${name} to keep files in DATA_DIR)`,
          });
      }
    }
  });

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminEmail: string;
  adminPassword?: string;
  jwtSecret: string;
  /** Seals provider secrets kept in the database (common/secrets/secret-box.ts): 32 bytes. */
  secretsKey: Buffer;
  /** The WhatsApp Cloud API and Twilio base URLs, without a trailing slash (tests point them to local doubles). */
  whatsappApiUrl: string;
  smsApiUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Without a trailing slash: links are made as `${publicUrl}/track-order?number=...`. */
  publicUrl: string;
  redisUrl?: string;
  logLevel: string;
  clientDist?: string;
  /** A bearer token that opens /metrics to callers outside loopback and private networks. */
  metricsToken?: string;
  /** The schema described to anonymous callers (introspection, field suggestions) and the explorer page; on in development. */
  graphqlExplorer: boolean;
  /** Which proxies' X-Forwarded-For is believed (Express `trust proxy`): the client IP that rate limits count. */
  trustProxy: string | number | false;
  /** Set when files and backup archives live in an S3 bucket instead of DATA_DIR. */
  s3?: S3Config;
  /** How many bytes a restored archive may unpack to (its tables and files); a gzip bomb stops there. */
  backupRestoreMaxBytes: number;
  /** Webhook URLs may be http and point to loopback or private networks (tests and private deployments only). */
  webhookAllowPrivateTargets: boolean;
  /** How many requests one partner's API key may make a minute (429 with Retry-After beyond). */
  apiKeyRateLimitPerMinute: number;
};

export type S3Config = {
  /** Unset for AWS itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

/** Reads and checks the environment once; a bad setting stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    secretsKey: e.SECRETS_KEY ? parseSecretsKey(e.SECRETS_KEY) : persistedSecretsKey(dataDir),
    whatsappApiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ''),
    smsApiUrl: e.SMS_API_URL.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    clientDist: e.CLIENT_DIST,
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY,
    graphqlExplorer: e.GRAPHQL_EXPLORER ? e.GRAPHQL_EXPLORER === 'true' : e.NODE_ENV === 'development',
    backupRestoreMaxBytes: e.BACKUP_RESTORE_MAX_BYTES,
    webhookAllowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
    apiKeyRateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          // MinIO and most S3-like servers answer on one host name, not a host name per bucket.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : e.S3_ENDPOINT !== undefined,
        }
      : undefined,
  };
}

/** Without JWT_SECRET a single instance keeps a generated secret in its data folder, so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Without SECRETS_KEY a single instance keeps a generated key in its data folder (as it does the JWT secret), so
 * sealed provider secrets still open after a restart; several instances must share one SECRETS_KEY.
 */
function persistedSecretsKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secrets-key');
  if (existsSync(file)) return parseSecretsKey(readFileSync(file, 'utf8'));
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
