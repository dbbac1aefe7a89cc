import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearchText } from './search-text';

describe('search text', () => {
  it('unifies Arabic letter forms and drops diacritics and tatweel', () => {
    expect(normalizeSearchText('أحْمَـد إسراء آمنة فاطمة مصطفى مؤمن هيئة')).toBe('احمد اسراء امنه فاطمه مصطفي مومن هييه');
  });

  it('reads Arabic-Indic and Persian digits as Latin and folds Turkish and Latin capitals', () => {
    expect(normalizeSearchText('٠٥٣٢ ۱۲ ÇELİK Işık')).toBe('0532 12 celik isik');
  });

  it('matches whatever form the office typed and the client wrote', () => {
    expect(matchesSearch('احمد', [null, 'تصديق وكالة أحمد'])).toBe(true);
    expect(matchesSearch('ceviri', ['Yeminli Çeviri'])).toBe(true);
    expect(matchesSearch('ترجمة', ['Yeminli Çeviri', undefined])).toBe(false);
    expect(matchesSearch('  ', ['anything'])).toBe(true);
  });
});
