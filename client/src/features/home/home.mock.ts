import { HomePageDocument } from './HomePage';

const card = (title: string, text: string) => ({ __typename: 'CmsCard' as const, title, text });

/** The home page's CMS content as the server answers it; tests change what they check. */
export function homeContent(overrides: { heroTitle?: string; ratings?: number[] } = {}) {
  const ratings = overrides.ratings ?? [5, 5, 4, 5, 3, 5];
  return {
    __typename: 'CmsContent' as const,
    home: {
      __typename: 'CmsHome' as const,
      heroTitle: overrides.heroTitle ?? 'معاملاتك القانونية بين يديك',
      heroSubtitle: 'مكتب في إسطنبول يخدم السوريين',
      heroDescription: 'وثائق رسمية من سوريا وتثبيت زواج وترجمة',
      aboutTitle: 'من نحن',
      aboutDescription: 'فريق من المحامين والمترجمين المحلفين',
      stats: [
        { __typename: 'CmsStat' as const, value: '+5000', label: 'عميل سعيد' },
        { __typename: 'CmsStat' as const, value: '+10', label: 'سنوات من الخبرة' },
        { __typename: 'CmsStat' as const, value: '98%', label: 'نسبة رضا' },
        { __typename: 'CmsStat' as const, value: '24/7', label: 'دعم متواصل' },
      ],
      whyUsTitle: 'لماذا نحن؟',
      whyUs: Array.from({ length: 6 }, (_, index) => card(`سبب ${index + 1}`, `شرح السبب ${index + 1}`)),
      servicesTitle: 'أشهر خدماتنا',
      servicesSubtitle: 'تطلبها وتتابعها عبر الموقع',
      stepsTitle: 'كيف تطلب خدمتك؟',
      steps: ['أنشئ حسابك', 'اختر الخدمة', 'أكمل الطلب وادفع', 'استلم النتيجة'].map((title) =>
        card(title, `${title} بسهولة`),
      ),
      testimonialsTitle: 'ماذا يقول عملاؤنا؟',
      testimonials: ratings.map((rating, index) => ({
        __typename: 'CmsTestimonial' as const,
        name: `عميل ${index + 1}`,
        place: 'إسطنبول',
        text: `تجربة ممتازة ${index + 1}`,
        rating,
      })),
      ctaTitle: 'جاهز لإنجاز معاملتك؟',
      ctaText: 'أنشئ حسابك الآن',
    },
    about: { __typename: 'CmsAbout' as const, yearsExperience: 12, teamSize: 15 },
  };
}

export const catalogueServices = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    __typename: 'Service' as const,
    id: index + 1,
    name: `خدمة رقم ${index + 1}`,
    nameTr: null,
    nameEn: `Service ${index + 1}`,
    description: `وصف الخدمة ${index + 1}`,
    descriptionTr: null,
    descriptionEn: null,
    price: index === 0 ? '0.00' : '1500.00',
    currency: 'TRY' as const,
  }));

export const homeAnswer = (
  siteContent = homeContent(),
  services = catalogueServices(7),
  language: 'ar' | 'tr' | 'en' = 'ar',
) => ({
  request: { query: HomePageDocument, variables: { language } },
  result: { data: { siteContent, services } },
});
