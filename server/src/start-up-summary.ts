import type { AppConfig } from './config/app-config.js';
import type { SeedReport } from './seed/seed.js';

/**
 * What start-up prints once the server listens: where the data is, the admin's login, and last, where an
 * operator sees it without scrolling, the address the product answers on.
 */
export function startUpSummary(config: AppConfig, { generatedAdminPassword, adminPasswordKept }: SeedReport): string {
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const files = config.s3 ? `S3 bucket ${config.s3.bucket} (files/, backups/)` : `${config.dataDir} (files/, backups/)`;
  const address = `http://localhost:${config.port}`;
  return [
    '',
    `  Database: ${database}`,
    `  Files and backups: ${files}`,
    `  Admin login: ${config.adminEmail}`,
    ...(generatedAdminPassword
      ? [`  Admin password (generated, shown only this once): ${generatedAdminPassword}`]
      : []),
    ...(adminPasswordKept
      ? [
          `  ADMIN_PASSWORD applies only when the admin is created: the stored password was kept. To set a new one: npm run admin -- reset-password ${config.adminEmail}`,
        ]
      : []),
    `  REST: ${address}/api/v1   GraphQL: ${address}/graphql   Health: ${address}/api/v1/health/ready`,
    `  Legal office is running at ${address}`,
  ].join('\n');
}
