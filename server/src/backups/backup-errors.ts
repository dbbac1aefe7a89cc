import { featureErrors } from '../common/errors/app-error.js';

/** How backups and restores refuse, by code. */
export const BackupErrors = featureErrors({
  BACKUP_NOT_FOUND: { kind: 'NOT_FOUND', message: 'النسخة الاحتياطية غير موجودة' },
  BACKUP_RUNNING: { kind: 'CONFLICT', message: 'لا يمكن حذف نسخة احتياطية قيد الإنشاء' },
  ARCHIVE_INVALID: { kind: 'VALIDATION_FAILED', message: 'ملف النسخة الاحتياطية غير صالح أو تالف' },
  ARCHIVE_VERSION_MISMATCH: {
    kind: 'VALIDATION_FAILED',
    message: 'النسخة الاحتياطية لا تطابق إصدار قاعدة البيانات الحالي',
  },
});
