import { SiteConfigDocument } from '../lib/site-config';

/** A public configuration answer, as the server gives it, for tests that render the layout. */
export const siteConfigMock = {
  // Whatever the language asked for: the tests read the Arabic answer.
  request: { query: SiteConfigDocument, variables: () => true },
  result: {
    data: {
      publicConfig: {
        __typename: 'PublicConfig' as const,
        passwordMinLength: 8,
        requireEmailVerification: true,
        site: {
          __typename: 'PublicConfigSite' as const,
          name: 'مكتب النور للاستشارات',
          description: 'وثائق سورية وتركية',
          logoUrl: null,
          faviconUrl: null,
          primaryColor: '#486581',
          secondaryColor: '#f59e0b',
        },
        languages: {
          __typename: 'SettingsLanguages' as const,
          defaultLanguage: 'ar' as const,
          enabledLanguages: ['ar' as const, 'tr' as const, 'en' as const],
        },
        contact: {
          __typename: 'CmsContact' as const,
          phone: '+90 212 555 01 00',
          whatsapp: '+90 555 555 01 00',
          email: 'info@office.example',
          address: 'إسطنبول، الفاتح',
          workingHours: 'من السبت إلى الخميس',
        },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
