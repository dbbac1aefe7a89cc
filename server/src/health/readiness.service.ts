import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { PrismaService } from '../database/prisma.service.js';
import { STORAGE_AREAS } from '../storage/storage.module.js';
import type { StorageAreas } from '../storage/storage-areas.js';
import { Telemetry } from '../common/telemetry/telemetry.js';
import type {
  BackupReadinessModel,
  MailOutboxReadinessModel,
  ReadinessPartModel,
  ReadinessModel,
} from './models/health.model.js';

/** Each check gives up after this long, so a hanging dependency makes the answer "down", not a hanging monitor. */
const CHECK_TIMEOUT_MS = 2000;

class CheckTimedOut extends Error {}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimedOut()), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs one check: its status, whether readiness depends on it, how long it took, and what it read. */
async function probe<T extends object>(
  required: boolean,
  check: () => Promise<T>,
): Promise<ReadinessPartModel & Partial<T>> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const found = await withTimeout(check());
    return { status: 'up', required, latencyMs: latency(), ...found };
  } catch {
    const down: ReadinessPartModel = { status: 'down', required, latencyMs: latency() };
    return down as ReadinessPartModel & Partial<T>;
  }
}

type OutboxBacklog = { pending: number; oldestSeconds: number | null };

/**
 * What the product needs to serve, checked on each GET /health/ready: the database and the bucket (required),
 * Redis (optional: rate limits fall back to memory), and two figures an operator watches, the mail outbox
 * backlog and the last backup's age. The same two figures are gauges in /metrics.
 */
@Injectable()
export class ReadinessService implements OnModuleInit, OnApplicationShutdown {
  private readonly redis?: Redis;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(STORAGE_AREAS) private readonly storage: StorageAreas,
    private readonly telemetry: Telemetry,
  ) {
    // Connects on the first check; commands wait for the connection, each check for at most its timeout.
    if (config.redisUrl) this.redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    this.redis?.on('error', () => undefined); // reported as "down" by the check, not as an unhandled error
  }

  onModuleInit() {
    this.telemetry.observe(
      'mail_outbox_pending',
      'E-mails queued and not sent yet',
      async () => (await this.outboxBacklog()).pending,
    );
    this.telemetry.observe(
      'mail_outbox_oldest_pending_age_seconds',
      'Age of the oldest unsent e-mail (0 when none waits)',
      async () => (await this.outboxBacklog()).oldestSeconds ?? 0,
    );
    // A timestamp, as Prometheus does for such events: `time() - backup_last_completed_timestamp_seconds` is
    // the age, and 0 before the first backup makes an age alert fire rather than look fresh.
    this.telemetry.observe(
      'backup_last_completed_timestamp_seconds',
      'Unix time the last completed backup finished (0 before the first)',
      async () => {
        const at = (await this.lastBackup()).lastCompletedAt;
        return at ? Math.round(at.getTime() / 1000) : 0;
      },
    );
  }

  onApplicationShutdown() {
    this.redis?.disconnect();
  }

  async check(): Promise<ReadinessModel> {
    const [database, storage, redis, mailOutbox, lastBackup] = await Promise.all([
      probe(true, async () => {
        await this.prisma.$queryRaw`SELECT 1`;
        return {};
      }),
      this.storage.kind === 's3' ? probe(true, () => this.storage.check().then(() => ({}))) : undefined,
      this.redis ? probe(false, () => this.redis!.ping().then(() => ({}))) : undefined,
      probe(false, async (): Promise<Omit<MailOutboxReadinessModel, keyof ReadinessPartModel>> => {
        const backlog = await this.outboxBacklog();
        return { pending: backlog.pending, oldestPendingAgeSeconds: backlog.oldestSeconds };
      }),
      probe(false, () => this.lastBackup()),
    ]);
    const parts = {
      database: { ...database, kind: this.prisma.connection.kind },
      ...(storage && { storage }),
      ...(redis && { redis }),
      mailOutbox: { pending: 0, oldestPendingAgeSeconds: null, ...mailOutbox },
      lastBackup: { lastCompletedAt: null, ageSeconds: null, ...lastBackup },
    };
    const requiredDown = Object.values(parts).some((part) => part.required && part.status === 'down');
    return { status: requiredDown ? 'error' : 'ok', parts };
  }

  private async outboxBacklog(): Promise<OutboxBacklog> {
    const [row] = await this.prisma.$queryRaw<{ pending: bigint; oldest: Date | null }[]>`
      SELECT count(*) AS pending, min(created_at) AS oldest FROM mail_outbox WHERE status = 'pending'`;
    return { pending: Number(row.pending), oldestSeconds: row.oldest ? secondsSince(row.oldest) : null };
  }

  private async lastBackup(): Promise<Omit<BackupReadinessModel, keyof ReadinessPartModel>> {
    const last = await this.prisma.backup.findFirst({
      where: { status: 'completed' },
      orderBy: { completedAt: 'desc' },
      select: { completedAt: true },
    });
    const at = last?.completedAt ?? null;
    return { lastCompletedAt: at, ageSeconds: at ? secondsSince(at) : null };
  }
}

const secondsSince = (at: Date) => Math.max(0, Math.round((Date.now() - at.getTime()) / 1000));
