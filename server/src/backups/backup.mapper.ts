import type { Backup } from '../generated/prisma/client.js';
import type { BackupModel, BackupRestoreResultModel } from './models/backup.model.js';
import type { RestoreResult } from './backups.service.js';

export const toBackupModel = (backup: Backup): BackupModel => ({
  id: backup.id,
  fileName: backup.fileName,
  sizeBytes: backup.sizeBytes === null ? null : Number(backup.sizeBytes),
  status: backup.status,
  trigger: backup.trigger,
  error: backup.error,
  failureReason: backup.failureReason,
  createdAt: backup.createdAt,
  completedAt: backup.completedAt,
});

export const toRestoreModel = (result: RestoreResult): BackupRestoreResultModel => result;
