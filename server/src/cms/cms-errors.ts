import { featureErrors } from '../common/errors/app-error.js';

/** How the content editor refuses, by code. */
export const CmsErrors = featureErrors({
  NO_LOGO: { kind: 'NOT_FOUND', message: 'لم يُرفع شعار للموقع' },
  NO_FAVICON: { kind: 'NOT_FOUND', message: 'لم تُرفع أيقونة للموقع' },
});
