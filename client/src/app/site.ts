/** Public links shared by the header and the footer. */
export const PUBLIC_LINKS = [
  { to: '/', label: 'الرئيسية' },
  { to: '/services', label: 'خدماتنا' },
  { to: '/track-order', label: 'تتبع طلبك' },
] as const;

export const SITE_NAME = 'مكتب الاستشارات القانونية';
