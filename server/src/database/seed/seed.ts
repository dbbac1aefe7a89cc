import { randomBytes } from 'node:crypto';
import type { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { hashPassword } from '../../auth/password.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { PrismaService } from '../prisma.service.js';
import { SERVICE_CATALOGUE } from './catalogue.js';
import { CMS_DEFAULTS, SETTINGS_DEFAULTS } from './defaults.js';

/** Any constant both replicas agree on: replicas starting together seed one after the other. */
const SEED_LOCK = 7_421_001;

/**
 * First-start data, safe to run on every start: the catalogue only into an empty catalogue, CMS
 * and settings groups only where missing, the admin only when no account has ADMIN_EMAIL.
 */
export async function seedDatabase(prisma: PrismaService, config: AppConfig, logger: Logger) {
  await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
    await seedContent(tx, logger);
    await seedAdmin(tx, config, logger);
  });
}

async function seedContent(prisma: Prisma.TransactionClient, logger: Logger) {
  if ((await prisma.service.count()) === 0) {
    await prisma.service.createMany({
      data: SERVICE_CATALOGUE.map((entry, index) => ({ ...entry, sortOrder: index + 1 })),
    });
    logger.log(`Seeded ${SERVICE_CATALOGUE.length} services`);
  }
  await prisma.cmsSection.createMany({
    data: Object.entries(CMS_DEFAULTS).map(([key, data]) => ({ key, data: data as Prisma.InputJsonObject })),
    skipDuplicates: true,
  });
  await prisma.settingGroup.createMany({
    data: Object.entries(SETTINGS_DEFAULTS).map(([key, data]) => ({ key, data: data as Prisma.InputJsonObject })),
    skipDuplicates: true,
  });
}

async function seedAdmin(prisma: Prisma.TransactionClient, config: AppConfig, logger: Logger) {
  const existing = await prisma.user.findUnique({ where: { email: config.adminEmail } });
  if (existing) return;
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await prisma.user.create({
    data: { email: config.adminEmail, fullName: 'مدير النظام', passwordHash: await hashPassword(password), role: 'admin' },
  });
  if (config.adminPassword) {
    logger.log(`Created admin ${config.adminEmail} with the password from ADMIN_PASSWORD`);
  } else {
    logger.warn(`Created admin ${config.adminEmail} with the generated password: ${password} (shown only this once)`);
  }
}
