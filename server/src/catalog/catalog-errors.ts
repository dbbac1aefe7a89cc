import { featureErrors } from '../common/errors/app-error.js';

/** How the catalogue refuses, by code. */
export const CatalogErrors = featureErrors({
  SERVICE_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: { ar: 'الخدمة غير موجودة', tr: 'Hizmet bulunamadı', en: 'The service was not found' },
  },
  NO_IMAGE: {
    kind: 'NOT_FOUND',
    message: { ar: 'لا توجد صورة لهذه الخدمة', tr: 'Bu hizmetin görseli yok', en: 'This service has no image' },
  },
});
