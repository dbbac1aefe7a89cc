import type { Backup } from '../generated/prisma/client.js';
import type { BackupModel, BackupRestoreResultModel } from './models/backup.model.js';
import type { RestoreResult } from './backups.service.js';
import type { BackupResponse, RestoreResponse } from './dto/backup.response.js';

const size = (backup: Backup) => (backup.sizeBytes === null ? null : Number(backup.sizeBytes));

export const toBackupModel = (backup: Backup): BackupModel => ({
  id: backup.id,
  fileName: backup.fileName,
  sizeBytes: size(backup),
  status: backup.status,
  trigger: backup.trigger,
  error: backup.error,
  failureReason: backup.failureReason,
  createdAt: backup.createdAt,
  completedAt: backup.completedAt,
});

export const toBackupResponse = (backup: Backup): BackupResponse => ({
  id: backup.id,
  file_name: backup.fileName,
  size_bytes: size(backup),
  status: backup.status,
  trigger: backup.trigger,
  error: backup.error,
  failure_reason: backup.failureReason,
  created_at: backup.createdAt,
  completed_at: backup.completedAt,
});

export const toRestoreModel = (result: RestoreResult): BackupRestoreResultModel => result;

export const toRestoreResponse = (result: RestoreResult): RestoreResponse => ({
  restored_at: result.restoredAt,
  tables: result.tables,
  rows: result.rows,
  files: result.files,
});
