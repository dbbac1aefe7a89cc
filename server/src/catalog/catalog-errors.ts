import { featureErrors } from '../common/errors/app-error.js';

/** How the catalogue refuses, by code. */
export const CatalogErrors = featureErrors({
  SERVICE_NOT_FOUND: { kind: 'NOT_FOUND', message: 'الخدمة غير موجودة' },
  NO_IMAGE: { kind: 'NOT_FOUND', message: 'لا توجد صورة لهذه الخدمة' },
});
