import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class DatabaseHealthResponse {
  @ApiProperty({ enum: ['pglite', 'postgresql'], description: 'The embedded database or PostgreSQL.' }) kind: string;
  @ApiProperty({ enum: ['up', 'down'] }) status: 'up' | 'down';
  @ApiPropertyOptional({ description: 'How long `SELECT 1` took, while up.' }) latency_ms?: number;
}

export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'] }) status: 'ok' | 'error';
  @ApiProperty({ type: DatabaseHealthResponse }) database: DatabaseHealthResponse;
}

export class LivenessResponse {
  @ApiProperty({ enum: ['ok'], description: 'The process answers; nothing else is checked.' }) status: 'ok';
  @ApiProperty({ description: 'Seconds since the process started.' }) uptime_seconds: number;
}

/** One thing the product depends on, as the readiness check found it. */
export class ReadinessPartResponse {
  @ApiProperty({ enum: ['up', 'down'] }) status: 'up' | 'down';
  @ApiProperty({ description: 'Whether the product is not ready while this part is down (readiness answers 503).' }) required: boolean;
  @ApiProperty({ description: 'How long the check took, in milliseconds (at most the 2-second limit of each check).' }) latency_ms: number;
}

export class DatabaseReadinessResponse extends ReadinessPartResponse {
  @ApiProperty({ enum: ['pglite', 'postgresql'] }) kind: string;
}

export class MailOutboxReadinessResponse extends ReadinessPartResponse {
  @ApiProperty({ description: 'E-mails queued and not sent yet (pending, including those waiting for a retry).' }) pending: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Age in seconds of the oldest unsent e-mail; null when none waits.' })
  oldest_pending_age_seconds: number | null;
}

export class BackupReadinessResponse extends ReadinessPartResponse {
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the last completed backup finished; null before the first.' })
  last_completed_at: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Its age in seconds; null before the first.' }) age_seconds: number | null;
}

export class ReadinessPartsResponse {
  @ApiProperty({ type: DatabaseReadinessResponse }) database: DatabaseReadinessResponse;
  @ApiPropertyOptional({ type: ReadinessPartResponse, description: 'The S3 bucket (HeadBucket); only with S3_BUCKET. Required.' })
  storage?: ReadinessPartResponse;
  @ApiPropertyOptional({ type: ReadinessPartResponse, description: 'Redis (PING); only with REDIS_URL. Not required: rate limits fall back to each instance.' })
  redis?: ReadinessPartResponse;
  @ApiProperty({ type: MailOutboxReadinessResponse, description: 'The mail outbox backlog; read from the database, not required.' }) mail_outbox: MailOutboxReadinessResponse;
  @ApiProperty({ type: BackupReadinessResponse, description: "The last backup's age; read from the database, not required." }) last_backup: BackupReadinessResponse;
}

export class ReadinessResponse {
  @ApiProperty({ enum: ['ok', 'error'], description: '`error` (HTTP 503) when a required part is down.' }) status: 'ok' | 'error';
  @ApiProperty({ type: ReadinessPartsResponse }) parts: ReadinessPartsResponse;
}
