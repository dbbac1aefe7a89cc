import { LANGUAGE_INFO } from '../../../../lib/i18n';
import { useLanguage } from '../../../../app/language';

export const BRAND = 'var(--chakra-colors-brand-600)';
export const ACCENT = 'var(--chakra-colors-accent-600, #d97706)';

/** Charts read from the inline start: mirrored axes and legends in Arabic. */
export function useChartDirection() {
  const { language } = useLanguage();
  return LANGUAGE_INFO[language].dir === 'rtl';
}
