import type { Prisma } from '../generated/prisma/client.js';
import { CMS_DEFAULTS } from '../cms/cms-defaults.js';

/** The office's name as the CMS has it now, for e-mail headers. */
export async function readSiteName(db: Pick<Prisma.TransactionClient, 'cmsSection'>): Promise<string> {
  const row = await db.cmsSection.findUnique({ where: { key: 'settings' } });
  return (row?.data as { site_name?: string } | null)?.site_name ?? CMS_DEFAULTS.settings.site_name;
}
