import { LANGUAGE_INFO } from '../../../../lib/i18n';
import { useLanguage } from '../../../../lib/language';

export const BRAND = 'var(--chakra-colors-brand-600)';
export const ACCENT = 'var(--chakra-colors-accent-700, #b45309)';
/** Tooltip and legend texts in a readable grey instead of the series colour (contrast). */
export const TEXT = 'var(--chakra-colors-gray-800)';
export const legendText = (value: string) => (
  <span dir="auto" style={{ color: TEXT }}>
    {value}
  </span>
);

/**
 * Charts read from the inline start: mirrored axes in Arabic. The SVG itself is laid out left to right
 * (`dir="ltr"` on its wrapper), or the browser would flip every label's text-anchor under `dir="rtl"`.
 */
export function useChartDirection() {
  const { language } = useLanguage();
  return LANGUAGE_INFO[language].dir === 'rtl';
}
