import type { CmsInput } from '../../../gql/graphql';
import { AdminCmsDocument } from './hooks/cms-cache';
import { UpdateCmsDocument } from './hooks/useUpdateCms';

const card = (title: string, text: string) => ({ __typename: 'CmsCard' as const, title, text });

/** The content as the server answers `cms` (every field), for tests to change. */
export function cmsContent() {
  return {
    __typename: 'CmsContent' as const,
    home: {
      __typename: 'CmsHome' as const,
      heroTitle: 'معاملاتك القانونية بين يديك',
      heroSubtitle: 'مكتب في إسطنبول',
      heroDescription: 'وثائق رسمية وترجمة',
      aboutTitle: 'من نحن',
      aboutDescription: 'فريق من المحامين',
      stats: [
        { __typename: 'CmsStat' as const, value: '+5000', label: 'عميل سعيد' },
        { __typename: 'CmsStat' as const, value: '+10', label: 'سنوات' },
        { __typename: 'CmsStat' as const, value: '98%', label: 'رضا' },
        { __typename: 'CmsStat' as const, value: '24/7', label: 'دعم' },
      ],
      whyUsTitle: 'لماذا نحن؟',
      whyUs: [card('سرعة', 'ننجز بسرعة'), card('أمان', 'وثائقك بأمان')],
      servicesTitle: 'خدماتنا',
      servicesSubtitle: 'اطلبها عبر الموقع',
      stepsTitle: 'كيف تطلب؟',
      steps: [card('أنشئ حسابك', 'بسهولة'), card('اختر الخدمة', 'من القائمة')],
      testimonialsTitle: 'آراء العملاء',
      testimonials: [
        { __typename: 'CmsTestimonial' as const, name: 'أحمد', place: 'إسطنبول', text: 'خدمة ممتازة', rating: 5 },
      ],
      ctaTitle: 'جاهز؟',
      ctaText: 'ابدأ الآن',
    },
    about: {
      __typename: 'CmsAbout' as const,
      title: 'عن المكتب',
      description: 'وصف',
      mission: 'رسالتنا',
      vision: 'رؤيتنا',
      yearsExperience: 10,
      teamSize: 15,
    },
    contact: {
      __typename: 'CmsContact' as const,
      phone: '+90 212 555 01 00',
      whatsapp: '+90 555 555 01 00',
      email: 'info@office.example',
      address: 'إسطنبول، الفاتح',
      workingHours: 'من السبت إلى الخميس',
    },
    settings: {
      __typename: 'CmsSiteSettings' as const,
      siteName: 'مكتب النور للاستشارات',
      siteDescription: 'وثائق سورية وتركية',
      logoUrl: null as string | null,
      faviconUrl: null as string | null,
      primaryColor: '#486581',
      secondaryColor: '#f59e0b',
    },
    pages: { __typename: 'CmsPages' as const, terms: 'الشروط', privacy: 'الخصوصية' },
  };
}

export type CmsContentMock = ReturnType<typeof cmsContent>;

type Language = 'ar' | 'tr' | 'en';

/** The editor's content in a language; read again whenever an Arabic save drops the translations. */
export const cmsQueryMock = (content: CmsContentMock = cmsContent(), language: Language = 'ar') => ({
  request: { query: AdminCmsDocument, variables: { language } },
  result: { data: { cms: content } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** What is one value in every language: the editor of a translation shows the Arabic's. */
const SHARED = new Set([
  '__typename',
  'value',
  'rating',
  'phone',
  'whatsapp',
  'email',
  'primaryColor',
  'secondaryColor',
]);

/** A translation of the content with nothing translated yet: every text empty, the shared values as in Arabic. */
export function untranslated(content: CmsContentMock = cmsContent()): CmsContentMock {
  return JSON.parse(
    JSON.stringify(content, (key, value: unknown) =>
      typeof value === 'string' && !SHARED.has(key) && !key.endsWith('Url') ? '' : value,
    ),
  ) as CmsContentMock;
}

/** The whole content as the page sends it (no typenames, no uploaded-file addresses). */
export function cmsInputOf(content: CmsContentMock): CmsInput {
  const strip = <T extends object>(value: T): T =>
    JSON.parse(JSON.stringify(value, (key, v) => (key === '__typename' ? undefined : v))) as T;
  const { logoUrl: _logo, faviconUrl: _favicon, ...settings } = content.settings;
  void _logo;
  void _favicon;
  return strip({ home: content.home, about: content.about, contact: content.contact, settings, pages: content.pages });
}

/** A save whose variables must be exactly the given content's, answered with that content. */
export const updateCmsMock = (content: CmsContentMock, language: Language = 'ar') => ({
  request: { query: UpdateCmsDocument, variables: { input: cmsInputOf(content), language } },
  result: { data: { updateCms: content } },
});
