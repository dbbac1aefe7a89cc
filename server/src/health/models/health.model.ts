import { Int } from '@nestjs/graphql';
import { RestField } from '../../common/output/output-field.js';

/** The database part of the health answer (REST only: GraphQL has no health query). */
export class DatabaseHealthModel {
  @RestField(() => String, {
    description: 'The embedded database or PostgreSQL.',
    openApi: { enum: ['pglite', 'postgresql'] },
  })
  kind: string;
  @RestField(() => String, { openApi: { enum: ['up', 'down'] } }) status: 'up' | 'down';
  @RestField(() => Int, { description: 'How long `SELECT 1` took, while up.', optional: true }) latencyMs?: number;
}

export class HealthModel {
  @RestField(() => String, { openApi: { enum: ['ok', 'error'] } }) status: 'ok' | 'error';
  @RestField(() => DatabaseHealthModel) database: DatabaseHealthModel;
}

export class LivenessModel {
  @RestField(() => String, { description: 'The process answers; nothing else is checked.', openApi: { enum: ['ok'] } })
  status: 'ok';
  @RestField(() => Int, { description: 'Seconds since the process started.' }) uptimeSeconds: number;
}

/** One thing the product depends on, as the readiness check found it. */
export class ReadinessPartModel {
  @RestField(() => String, { openApi: { enum: ['up', 'down'] } }) status: 'up' | 'down';
  @RestField(() => Boolean, {
    description: 'Whether the product is not ready while this part is down (readiness answers 503).',
  })
  required: boolean;
  @RestField(() => Int, {
    description: 'How long the check took, in milliseconds (at most the 2-second limit of each check).',
  })
  latencyMs: number;
}

export class DatabaseReadinessModel extends ReadinessPartModel {
  @RestField(() => String, { openApi: { enum: ['pglite', 'postgresql'] } }) kind: string;
}

export class MailOutboxReadinessModel extends ReadinessPartModel {
  @RestField(() => Int, {
    description: 'E-mails queued and not sent yet (pending, including those waiting for a retry).',
  })
  pending: number;
  @RestField(() => Int, {
    nullable: true,
    description: 'Age in seconds of the oldest unsent e-mail; null when none waits.',
  })
  oldestPendingAgeSeconds: number | null;
}

export class BackupReadinessModel extends ReadinessPartModel {
  @RestField(() => Date, {
    nullable: true,
    description: 'When the last completed backup finished; null before the first.',
  })
  lastCompletedAt: Date | null;
  @RestField(() => Int, { nullable: true, description: 'Its age in seconds; null before the first.' }) ageSeconds:
    number | null;
}

export class ReadinessPartsModel {
  @RestField(() => DatabaseReadinessModel) database: DatabaseReadinessModel;
  @RestField(() => ReadinessPartModel, {
    optional: true,
    description: 'The S3 bucket (HeadBucket); only with S3_BUCKET. Required.',
  })
  storage?: ReadinessPartModel;
  @RestField(() => ReadinessPartModel, {
    optional: true,
    description: 'Redis (PING); only with REDIS_URL. Not required: rate limits fall back to each instance.',
  })
  redis?: ReadinessPartModel;
  @RestField(() => MailOutboxReadinessModel, {
    description: 'The mail outbox backlog; read from the database, not required.',
  })
  mailOutbox: MailOutboxReadinessModel;
  @RestField(() => BackupReadinessModel, {
    description: "The last backup's age; read from the database, not required.",
  })
  lastBackup: BackupReadinessModel;
}

export class ReadinessModel {
  @RestField(() => String, {
    description: '`error` (HTTP 503) when a required part is down.',
    openApi: { enum: ['ok', 'error'] },
  })
  status: 'ok' | 'error';
  @RestField(() => ReadinessPartsModel) parts: ReadinessPartsModel;
}
