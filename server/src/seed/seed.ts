import { Logger } from '@nestjs/common';
import { isDeepStrictEqual } from 'node:util';
import type { AppConfig } from '../config/app-config.js';
import { generatePassword, hashPassword } from '../auth/password.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { PrismaService } from '../database/prisma.service.js';
import { DOCUMENT_CATEGORIES, SERVICE_CATALOGUE } from '../catalog/catalogue-defaults.js';
import { INTAKE_DEFAULTS } from '../catalog/questions/intake-defaults.js';
import { replaceQuestions } from '../catalog/questions/service-questions.js';
import { seedRequiredDocuments } from '../catalog/required-documents/required-documents-defaults.js';
import { CMS_DEFAULTS } from '../cms/cms-defaults.js';
import { CMS_TRANSLATION_DEFAULTS } from '../cms/cms-translation-defaults.js';
import { TRANSLATION_LANGUAGES, translationKey } from '../cms/cms-translations.js';
import { CMS_SECTIONS, type CmsSection } from '../cms/cms.schema.js';
import { SETTINGS_DEFAULTS } from '../settings/settings-defaults.js';
import { holdAdvisoryLock } from '../database/advisory-locks.js';
import { seedExchangeRates } from '../settings/exchange-rates/exchange-rate-defaults.js';

/**
 * Replicas starting together seed one after the other, each waiting in its transaction for the seed lock
 * while the one before inserts the catalogue and hashes the admin's password. Prisma's default of 5 s
 * counts that wait, and a busy machine's third replica went over it (P2028) and stopped.
 */
const SEED_TRANSACTION = { maxWait: 15_000, timeout: 120_000 };

/**
 * First-start data, safe to run on every start: the catalogue only into an empty catalogue, CMS
 * and settings groups only where missing, the admin only when no account has ADMIN_EMAIL.
 */
export async function seedDatabase(prisma: PrismaService, config: AppConfig): Promise<SeedReport> {
  const logger = new Logger('Seed');
  return prisma.$transaction(async (tx) => {
    await holdAdvisoryLock(tx, 'seed');
    await seedContent(tx, logger);
    return seedAdmin(tx, config, logger);
  }, SEED_TRANSACTION);
}

/**
 * What the operator must see at start-up: the admin's generated password (first start only), or that
 * ADMIN_PASSWORD was set for an admin who already exists, whose stored password was kept.
 */
export type SeedReport = { generatedAdminPassword?: string; adminPasswordKept?: boolean };

async function seedContent(prisma: Prisma.TransactionClient, logger: Logger) {
  if ((await prisma.service.count()) === 0) {
    await prisma.service.createMany({
      data: SERVICE_CATALOGUE.map((entry, index) => ({
        ...entry,
        deliversResult: DOCUMENT_CATEGORIES.includes(entry.category),
        sortOrder: index + 1,
      })),
    });
    logger.log(`Seeded ${SERVICE_CATALOGUE.length} services`);
  }
  await seedIntakeQuestions(prisma, logger);
  const withDocuments = await seedRequiredDocuments(prisma);
  if (withDocuments > 0) logger.log(`Seeded the required documents of ${withDocuments} services`);
  await prisma.cmsSection.createMany({
    data: Object.entries(CMS_DEFAULTS).map(([key, data]) => ({ key, data: data as Prisma.InputJsonObject })),
    skipDuplicates: true,
  });
  await seedContentTranslations(prisma);
  await prisma.settingGroup.createMany({
    data: Object.entries(SETTINGS_DEFAULTS).map(([key, data]) => ({ key, data: data as Prisma.InputJsonObject })),
    skipDuplicates: true,
  });
  const rates = await seedExchangeRates(prisma);
  if (rates > 0) logger.log(`Seeded ${rates} default exchange rates`);
}

/**
 * The Turkish and English of the seeded content, beside each section still as seeded (a translation of
 * other words would be wrong); a translation the office has saved stays as it is.
 */
async function seedContentTranslations(prisma: Prisma.TransactionClient) {
  const rows = await prisma.cmsSection.findMany({ where: { key: { in: CMS_SECTIONS } } });
  const asSeeded = rows
    .filter((row) => isDeepStrictEqual(row.data, CMS_DEFAULTS[row.key as CmsSection]))
    .map((row) => row.key as CmsSection);
  await prisma.cmsSection.createMany({
    data: TRANSLATION_LANGUAGES.flatMap((language) =>
      asSeeded.flatMap((section) => {
        const texts = CMS_TRANSLATION_DEFAULTS[language][section];
        return texts ? [{ key: translationKey(section, language), data: texts as Prisma.InputJsonObject }] : [];
      }),
    ),
    skipDuplicates: true,
  });
}

/**
 * The seeded services' intake questions, while no service has any: on a new database, and once on a database
 * from before questions existed (its services found by their seeded Arabic name). After that the office's
 * own edits stand, a service left without questions included.
 */
async function seedIntakeQuestions(prisma: Prisma.TransactionClient, logger: Logger) {
  if ((await prisma.serviceQuestion.count()) > 0) return;
  const services = await prisma.service.findMany({
    where: { deletedAt: null, nameAr: { in: Object.keys(INTAKE_DEFAULTS) } },
    select: { id: true, nameAr: true },
  });
  for (const service of services) await replaceQuestions(prisma, service.id, [...INTAKE_DEFAULTS[service.nameAr]]);
  if (services.length) logger.log(`Seeded intake questions of ${services.length} services`);
}

/** Creates the admin when missing; says when the password was generated, or when ADMIN_PASSWORD was not applied. */
async function seedAdmin(prisma: Prisma.TransactionClient, config: AppConfig, logger: Logger): Promise<SeedReport> {
  const existing = await prisma.user.findUnique({ where: { email: config.adminEmail } });
  if (existing) return { adminPasswordKept: config.adminPassword !== undefined };
  const password = config.adminPassword ?? generatePassword();
  await prisma.user.create({
    data: {
      email: config.adminEmail,
      fullName: 'مدير النظام',
      passwordHash: await hashPassword(password),
      role: 'admin',
      emailVerifiedAt: new Date(),
    },
  });
  logger.log(`Created admin ${config.adminEmail}`);
  return config.adminPassword ? {} : { generatedAdminPassword: password };
}
