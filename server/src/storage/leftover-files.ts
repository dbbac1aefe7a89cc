import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';

const HOUR_MS = 3_600_000;
/** Younger bytes may belong to an upload whose row is being written right now: they are never touched. */
export const LEFTOVER_MIN_AGE_MS = HOUR_MS;

/**
 * After a crash (or a failed delete), bytes can remain that no row points to, and half-written uploads.
 * This sweep removes both when they are older than an hour: at start, then every hour. Several instances
 * may sweep at once: every step is idempotent, and the age rule keeps in-flight uploads safe.
 */
@Injectable()
export class LeftoverFilesSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LeftoverFilesSweeper.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  onApplicationBootstrap() {
    // Start-up does not wait for the sweep.
    this.running = this.sweepLogged();
    this.timer = setInterval(() => {
      this.running = this.sweepLogged();
    }, HOUR_MS).unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
  }

  /** Removes what is left over and older than an hour; returns what it removed. */
  async sweep(now = new Date()) {
    const before = new Date(now.getTime() - LEFTOVER_MIN_AGE_MS);
    const unfinished = await this.storage.removeUnfinished(before);
    const referenced = await this.referencedKeys();
    const orphans: string[] = [];
    for await (const key of this.storage.list()) {
      if (referenced.has(key)) continue;
      const writtenAt = await this.storage.writtenAt(key);
      if (writtenAt && writtenAt < before) orphans.push(key);
    }
    for (const key of orphans) await this.storage.delete(key);
    return { unfinished, orphans };
  }

  /** Every key a row points to: order files, service images, the site's logo and favicon. */
  private async referencedKeys() {
    const [files, services, brand] = await Promise.all([
      this.prisma.orderFile.findMany({ select: { storageKey: true } }),
      this.prisma.service.findMany({ where: { imageKey: { not: null } }, select: { imageKey: true } }),
      this.prisma.cmsSection.findUnique({ where: { key: 'brand_files' } }),
    ]);
    const brandKeys = Object.values((brand?.data ?? {}) as Record<string, { key?: string } | null>).map(
      (file) => file?.key,
    );
    return new Set(
      [...files.map((f) => f.storageKey), ...services.map((s) => s.imageKey), ...brandKeys].filter(
        (key): key is string => typeof key === 'string',
      ),
    );
  }

  private async sweepLogged() {
    try {
      const { unfinished, orphans } = await this.sweep();
      if (unfinished + orphans.length > 0)
        this.logger.log(
          `Removed ${orphans.length} stored files no record points to and ${unfinished} unfinished uploads`,
        );
    } catch (error) {
      this.logger.warn({ err: error }, 'The leftover-file sweep failed; it runs again in an hour');
    }
  }
}
