import { featureErrors } from '../common/errors/app-error.js';

/** How backups and restores refuse, by code. */
export const BackupErrors = featureErrors({
  BACKUP_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: { ar: 'النسخة الاحتياطية غير موجودة', tr: 'Yedek bulunamadı', en: 'The backup was not found' },
  },
  BACKUP_RUNNING: {
    kind: 'CONFLICT',
    message: {
      ar: 'لا يمكن حذف نسخة احتياطية قيد الإنشاء',
      tr: 'Oluşturulmakta olan bir yedek silinemez',
      en: 'A backup cannot be deleted while it is being created',
    },
  },
  ARCHIVE_INVALID: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'ملف النسخة الاحتياطية غير صالح أو تالف',
      tr: 'Yedek dosyası geçersiz veya bozuk',
      en: 'The backup file is invalid or damaged',
    },
  },
  ARCHIVE_VERSION_MISMATCH: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'النسخة الاحتياطية لا تطابق إصدار قاعدة البيانات الحالي',
      tr: 'Yedek, mevcut veritabanı sürümüyle uyuşmuyor',
      en: 'The backup does not match the current database version',
    },
  },
});
