import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ServiceCategory } from '../generated/prisma/enums.js';
import { PrismaService } from '../database/prisma.service.js';
import type { NotifiedCache } from '../database/notified-cache.js';
import { CacheService } from '../database/cache.service.js';
import { ServiceModel } from './models/service.model.js';
import { toServiceModel } from './service.mapper.js';
import { toRest } from '../common/output/rest-output.js';
import { ORDERABLE_SERVICE } from './orderable.js';
import { WITH_INTAKE } from './service-intake.js';

/** Sent by the trigger on `services` (migration `catalogue_change_notifications`) when a change commits. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** Declares a GraphQL root field answered from this list (its whole answers are kept with it). */
export const PUBLIC_CATALOGUE_ANSWERS = 'public-catalogue';

/** One public list, ready for both APIs: the REST body serialized once, with its ETag. */
export type PublicServiceList = { models: ServiceModel[]; restBody: Buffer; etag: string };

/**
 * The public services list, read far more often than it changes, kept in memory per category and
 * dropped on every committed change to `services` on every instance (see NotifiedCache). NOTIFY was
 * chosen over Redis pub/sub, which is optional and would miss restores and hand-written SQL, and over a
 * version row read per request, which costs a round trip per answer.
 */
@Injectable()
export class PublicCatalogue {
  private readonly lists: NotifiedCache<PublicServiceList>;

  constructor(
    private readonly prisma: PrismaService,
    caches: CacheService,
  ) {
    this.lists = caches.notified('public-catalogue', CATALOGUE_CHANNEL);
    // Whole GraphQL answers made of these lists, dropped in the same step as the lists.
    caches.storedAnswers(PUBLIC_CATALOGUE_ANSWERS, this.lists);
  }

  /** Active services that were not deleted, in the office's order. */
  list(category?: ServiceCategory): Promise<PublicServiceList> {
    return this.lists.get(category ?? '', () => this.load(category));
  }

  /** Runs a write to the catalogue and answers once the change has been announced (see NotifiedCache.change). */
  change<T>(write: () => Promise<T>): Promise<T> {
    return this.lists.change(write);
  }

  private async load(category?: ServiceCategory): Promise<PublicServiceList> {
    const services = await this.prisma.service.findMany({
      where: { ...ORDERABLE_SERVICE, category },
      include: WITH_INTAKE,
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    });
    const models = services.map(toServiceModel);
    const restBody = Buffer.from(JSON.stringify({ data: toRest(ServiceModel, models) }));
    const etag = `"${createHash('sha256').update(restBody).digest('base64url').slice(0, 27)}"`;
    return { models, restBody, etag };
  }
}
