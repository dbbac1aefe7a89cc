import { ApiProperty } from '@nestjs/swagger';
import { BackupFailureReason, BackupStatus, BackupTrigger } from '../../generated/prisma/enums.js';

const INSTANT = { type: String, format: 'date-time' } as const;

export class BackupResponse {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'backup-2026-11-24T02-00-00Z.tar.gz' }) file_name: string;
  @ApiProperty({ type: Number, nullable: true, description: 'null until the archive is complete.' }) size_bytes: number | null;
  @ApiProperty({ enum: BackupStatus, enumName: 'BackupStatus' }) status: BackupStatus;
  @ApiProperty({ enum: BackupTrigger, enumName: 'BackupTrigger' }) trigger: BackupTrigger;
  @ApiProperty({ type: String, nullable: true, description: 'Why a failed backup failed, as the technical message.' }) error: string | null;
  @ApiProperty({ enum: BackupFailureReason, enumName: 'BackupFailureReason', nullable: true, description: 'Why a failed backup failed, as a code to show in the reader\'s language: interrupted (the server making it stopped), storage_unavailable (the bucket or disk could not be written), database_error.' })
  failure_reason: BackupFailureReason | null;
  @ApiProperty(INSTANT) created_at: Date;
  @ApiProperty({ ...INSTANT, nullable: true }) completed_at: Date | null;
}

export class BackupCreatedMeta {
  @ApiProperty({ type: [Number], description: 'Older backups removed to keep backup.keep_backups.' }) pruned_ids: number[];
}

export class BackupCreatedResponse {
  @ApiProperty({ type: BackupResponse }) data: BackupResponse;
  @ApiProperty({ type: BackupCreatedMeta }) meta: BackupCreatedMeta;
}

export class RestoreResponse {
  @ApiProperty(INSTANT) restored_at: Date;
  @ApiProperty({ description: 'Tables brought back.' }) tables: number;
  @ApiProperty({ description: 'Rows brought back.' }) rows: number;
  @ApiProperty({ description: 'Uploaded files brought back.' }) files: number;
}

export class DeletedBackupResponse {
  @ApiProperty() id: number;
}
