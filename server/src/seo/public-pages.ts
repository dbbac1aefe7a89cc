import type { Localized } from '../common/i18n/languages.js';

/** Where a public page's meta description comes from: a CMS text, or the server's own wording. */
export type DescriptionSource =
  { cms: 'site_description' | 'services_subtitle' | 'terms' | 'privacy' } | { text: Localized };

/** A page of the site a search engine may list: its path, its name in the tab (the home page has none) and its description. */
export type PublicPage = { path: string; name: Localized | null; description: DescriptionSource };

/**
 * The public pages (client/src/app/router.tsx): anyone may open them signed out, and they say something about
 * the office. The names are the client's page titles (services.title, track.title, ...) in the same words, so
 * the title the server sends is the one the client sets again after it starts.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', name: null, description: { cms: 'site_description' } },
  {
    path: '/services',
    name: { ar: 'خدماتنا', tr: 'Hizmetlerimiz', en: 'Our services' },
    description: { cms: 'services_subtitle' },
  },
  {
    path: '/track-order',
    name: { ar: 'تتبع طلبك', tr: 'Siparişinizi takip edin', en: 'Track your order' },
    description: {
      text: {
        ar: 'أدخل رقم التتبع الذي وصلك عند إنشاء الطلب لتعرف حالته ومراحله.',
        tr: 'Siparişin durumunu ve aşamalarını görmek için sipariş oluşturulurken size gönderilen takip numarasını girin.',
        en: 'Enter the tracking number you received when the order was created to see its status and progress.',
      },
    },
  },
  {
    path: '/contact',
    name: { ar: 'تواصل معنا', tr: 'Bize Ulaşın', en: 'Contact Us' },
    description: {
      text: {
        ar: 'نسعد بالرد على أسئلتك عن خدماتنا ومعاملاتك: اتصل بنا أو راسلنا عبر واتساب، أو اترك رسالة وسنعود إليك.',
        tr: "Hizmetlerimiz ve işlemleriniz hakkındaki sorularınızı yanıtlamaktan memnuniyet duyarız: bizi arayın, WhatsApp'tan yazın ya da bir mesaj bırakın, size dönelim.",
        en: 'We are happy to answer your questions about our services and your cases: call us, write on WhatsApp, or leave a message and we will get back to you.',
      },
    },
  },
  {
    path: '/terms',
    name: { ar: 'الشروط والأحكام', tr: 'Şartlar ve Koşullar', en: 'Terms and Conditions' },
    description: { cms: 'terms' },
  },
  {
    path: '/privacy',
    name: { ar: 'سياسة الخصوصية', tr: 'Gizlilik Politikası', en: 'Privacy Policy' },
    description: { cms: 'privacy' },
  },
  {
    path: '/login',
    name: { ar: 'تسجيل الدخول', tr: 'Giriş yap', en: 'Sign in' },
    description: {
      text: {
        ar: 'ادخل إلى حسابك لطلب الخدمات ومتابعة طلباتك.',
        tr: 'Hizmet talep etmek ve taleplerinizi takip etmek için hesabınıza girin.',
        en: 'Sign in to your account to order services and follow your orders.',
      },
    },
  },
  {
    path: '/register',
    name: { ar: 'إنشاء حساب', tr: 'Hesap oluştur', en: 'Create an account' },
    description: {
      text: {
        ar: 'أنشئ حسابك لتطلب خدماتنا وتتابع طلباتك برقم التتبع.',
        tr: 'Hizmetlerimizi talep etmek ve taleplerinizi takip numarasıyla izlemek için hesabınızı oluşturun.',
        en: 'Create your account to order our services and follow your orders by tracking number.',
      },
    },
  },
];

/**
 * The signed-in screens and the API: no search engine has anything to find there (robots.txt). The
 * one-time links (password reset, e-mail confirmation) and document verification pages are left out too:
 * each is about one person's token or document.
 */
export const PRIVATE_PATHS: readonly string[] = [
  '/admin',
  '/api',
  '/graphql',
  '/metrics',
  '/create-order',
  '/profile',
  '/orders/',
  '/reset-password',
  '/verify-email',
  '/forgot-password',
  '/verify',
];

/** The public page at a request path (a trailing slash and letter case tolerated, as the router does). */
export function publicPageAt(requestPath: string): PublicPage | undefined {
  const path = requestPath.length > 1 ? requestPath.replace(/\/$/, '').toLowerCase() : requestPath;
  return PUBLIC_PAGES.find((page) => page.path === path);
}
