import { featureErrors } from '../common/errors/app-error.js';

/** How the content editor refuses, by code. */
export const CmsErrors = featureErrors({
  NO_LOGO: {
    kind: 'NOT_FOUND',
    message: {
      ar: 'لم يُرفع شعار للموقع',
      tr: 'Site için logo yüklenmedi',
      en: 'No logo has been uploaded for the site',
    },
  },
  NO_FAVICON: {
    kind: 'NOT_FOUND',
    message: {
      ar: 'لم تُرفع أيقونة للموقع',
      tr: 'Site için simge yüklenmedi',
      en: 'No icon has been uploaded for the site',
    },
  },
});
